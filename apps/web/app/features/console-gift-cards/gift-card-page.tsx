import { formatMoney, type ConsoleGiftCardDetail } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { GiftCardStateBadge } from './gift-cards-table.tsx';

/** What the card is: balance, state, who it went to, until when, and the owner's note. */
export function GiftCardFacts({ card }: { card: ConsoleGiftCardDetail }) {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const facts: [string, React.ReactNode][] = [
    [t('moneyAccess.giftCards.balance'), <strong key="b">{money(card.balance)}</strong>],
    [t('moneyAccess.giftCards.initial'), money(card.initial_balance)],
    [t('moneyAccess.giftCards.state'), <GiftCardStateBadge key="s" state={card.state} />],
    [t('moneyAccess.giftCards.columns.recipient'), card.recipient_email ?? '—'],
    [t('moneyAccess.giftCards.owner'), card.owner_email ?? '—'],
    [
      t('moneyAccess.giftCards.expiresAt'),
      card.expires_at ? day(card.expires_at) : t('moneyAccess.giftCards.noExpiry'),
    ],
    [t('moneyAccess.giftCards.columns.issued'), day(card.created_at)],
  ];
  return (
    <ConsoleCard>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-gray-600">{term}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {card.note ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-3 text-sm whitespace-pre-line">{card.note}</p>
      ) : null}
    </ConsoleCard>
  );
}

/** Every change of the card's balance, oldest first. */
export function GiftCardLedger({ card }: { card: ConsoleGiftCardDetail }) {
  const { t, i18n } = useTranslation('console');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const signed = (cents: number) =>
    `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatMoney(Math.abs(cents), 'usd', i18n.language)}`;
  return (
    <ConsoleCard title={t('moneyAccess.giftCards.ledger')}>
      <ul className="divide-y divide-gray-100 text-sm" data-testid="gift-card-ledger">
        {card.ledger.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="min-w-0">
              <span className="font-medium">{t(`moneyAccess.giftCards.kinds.${entry.kind}`)}</span>
              {entry.order_id && entry.order_number ? (
                <>
                  {' · '}
                  <Link
                    to={`/admin/orders/${entry.order_id}`}
                    className="text-brand underline underline-offset-4"
                  >
                    #{entry.order_number}
                  </Link>
                </>
              ) : null}
              <span className="block text-gray-600">
                <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
              </span>
            </span>
            <span className={entry.amount < 0 ? 'font-medium text-red-700' : 'font-medium'}>
              {entry.amount === 0 ? '—' : signed(entry.amount)}
            </span>
          </li>
        ))}
      </ul>
    </ConsoleCard>
  );
}
