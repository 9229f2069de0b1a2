import { formatMoney, type ConsoleGiftCardRow, type GiftCardState } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

const STATE_STYLE: Record<GiftCardState, string> = {
  active: 'bg-green-100 text-green-800',
  used: 'bg-gray-100 text-gray-700',
  expired: 'bg-amber-100 text-amber-900',
  disabled: 'bg-red-100 text-red-800',
};

export function GiftCardStateBadge({ state }: { state: GiftCardState }) {
  const { t } = useTranslation('console');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium',
        STATE_STYLE[state],
      )}
    >
      {t(`moneyAccess.giftCards.states.${state}`)}
    </span>
  );
}

/** `•••• ABCD`: all the console ever shows of a code. */
export const maskedCode = (last4: string) => `•••• ${last4}`;

/** The list: a table on wide screens, one card per gift card on a phone. */
export function GiftCardsTable({ cards }: { cards: ConsoleGiftCardRow[] }) {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const head = ['code', 'recipient', 'balance', 'state', 'issued'];
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('moneyAccess.giftCards.caption')}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-600 uppercase md:table-header-group">
          <tr>
            {head.map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-medium">
                {t(`moneyAccess.giftCards.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {cards.map((card) => (
            <tr
              key={card.id}
              data-testid="console-gift-card"
              className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 md:table-row md:p-0"
            >
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
        </tbody>
      </table>
    </div>
  );
}
