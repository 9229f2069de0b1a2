import { formatMoney, type GiftCard } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/** Gift Cards tab (§2 Account): code, balance and status, or a message when there are none. */
export function GiftCardTable({ giftCards }: { giftCards: GiftCard[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title" className="text-xl font-semibold text-gray-900">
        {t('GIFT_CARDS.title')}
      </h2>
      {giftCards.length === 0 ? (
        <p className="py-10 text-center text-gray-600">{t('GIFT_CARDS.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-gray-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('GIFT_CARDS.code')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('GIFT_CARDS.balance')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('GIFT_CARDS.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {giftCards.map((card, i) => (
                <tr key={`${i}-${card.code}`}>
                  <td className="px-4 py-3 font-mono">{card.code}</td>
                  <td className="px-4 py-3">{formatMoney(card.balance, 'usd', i18n.language)}</td>
                  <td className="px-4 py-3">{t(`GIFT_CARDS.statuses.${card.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
