import { formatMoney, type ConsoleGiftCardRow, type GiftCardState } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ListTable, listRowClass } from '../../components/ui/list-table.tsx';

const STATE_STYLE: Record<GiftCardState, string> = {
  active: 'bg-green-100 text-green-800',
  used: 'bg-gray-100 text-gray-700',
  expired: 'bg-amber-100 text-amber-900',
  disabled: 'bg-red-100 text-red-800',
};

export function GiftCardStateBadge({ state }: { state: GiftCardState }) {
  const { t } = useTranslation('console');
  return <Badge className={STATE_STYLE[state]}>{t(`moneyAccess.giftCards.states.${state}`)}</Badge>;
}

/** `•••• ABCD`: all the console ever shows of a code. */
export const maskedCode = (last4: string) => `•••• ${last4}`;

/** The list: a table on wide screens, one card per gift card on a phone. */
export function GiftCardsTable({ cards }: { cards: ConsoleGiftCardRow[] }) {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const heads = ['code', 'recipient', 'balance', 'state', 'issued'].map((key) => ({
    key,
    label: t(`moneyAccess.giftCards.columns.${key}`),
  }));
  return (
    <ListTable caption={t('moneyAccess.giftCards.caption')} heads={heads}>
      {cards.map((card) => (
        <tr key={card.id} data-testid="console-gift-card" className={listRowClass}>
          <th scope="row" className="font-mono font-medium md:px-4 md:py-3">
            <Link
              to={`/admin/gift-cards/${card.id}`}
              className="text-brand underline underline-offset-4"
              aria-label={t('moneyAccess.giftCards.open', { last4: card.last4 })}
            >
              {maskedCode(card.last4)}
            </Link>
          </th>
          <td className="text-right md:px-4 md:py-3 md:text-left">
            <span className="block truncate text-gray-700">{card.recipient_email ?? '—'}</span>
          </td>
          <td className="md:px-4 md:py-3">
            <span className="font-medium">{money(card.balance)}</span>
            <span className="text-gray-600"> / {money(card.initial_balance)}</span>
          </td>
          <td className="text-right md:px-4 md:py-3 md:text-left">
            <GiftCardStateBadge state={card.state} />
          </td>
          <td className="col-span-2 text-gray-600 md:px-4 md:py-3">
            <time dateTime={card.created_at}>{day(card.created_at)}</time>
            {card.source === 'order' ? ` · ${t('moneyAccess.giftCards.bought')}` : ''}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
