import {
  formatMoney,
  type ConsolePromoCodeRow,
  type PromoCodeState,
  type PromoCodeUse,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ListTable, listRowClass } from '../../components/ui/list-table.tsx';

const STATE_STYLE: Record<PromoCodeState, string> = {
  active: 'bg-green-100 text-green-800',
  scheduled: 'bg-blue-100 text-blue-800',
  expired: 'bg-amber-100 text-amber-900',
  used_up: 'bg-gray-100 text-gray-700',
  inactive: 'bg-red-100 text-red-800',
};

export function PromoStateBadge({ state }: { state: PromoCodeState }) {
  const { t } = useTranslation('console');
  return (
    <Badge className={STATE_STYLE[state]}>{t(`moneyAccess.promoCodes.states.${state}`)}</Badge>
  );
}

/** "15 %" or "$5.00", with the minimum order. */
export function useDiscountText() {
  const { t, i18n } = useTranslation('console');
  return (promo: Pick<ConsolePromoCodeRow, 'kind' | 'value' | 'min_order'>) => {
    const value =
      promo.kind === 'percent'
        ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(promo.value / 100)
        : formatMoney(promo.value, 'usd', i18n.language);
    return promo.min_order
      ? t('moneyAccess.promoCodes.withMinimum', {
          value,
          min: formatMoney(promo.min_order, 'usd', i18n.language),
        })
      : value;
  };
}

/** The list: a table on wide screens, one card per code on a phone. */
export function PromoCodesTable({ promos }: { promos: ConsolePromoCodeRow[] }) {
  const { t, i18n } = useTranslation('console');
  const discount = useDiscountText();
  const day = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
      : '…';
  const heads = ['code', 'discount', 'usage', 'dates', 'state'].map((key) => ({
    key,
    label: t(`moneyAccess.promoCodes.columns.${key}`),
  }));
  return (
    <ListTable caption={t('moneyAccess.promoCodes.caption')} heads={heads}>
      {promos.map((promo) => (
        <tr key={promo.id} data-testid="console-promo-code" className={listRowClass}>
          <th scope="row" className="font-mono font-medium md:px-4 md:py-3">
            <Link
              to={`/admin/promo-codes/${promo.id}`}
              className="text-brand break-all underline underline-offset-4"
            >
              {promo.code}
            </Link>
          </th>
          <td className="text-right md:px-4 md:py-3 md:text-left">{discount(promo)}</td>
          <td className="md:px-4 md:py-3">
            {t('moneyAccess.promoCodes.used', {
              used: promo.used_count,
              limit: promo.usage_limit ?? '∞',
            })}
            {promo.per_customer_limit ? (
              <span className="block text-gray-600">
                {t('moneyAccess.promoCodes.perCustomer', { count: promo.per_customer_limit })}
              </span>
            ) : null}
          </td>
          <td className="text-right text-gray-600 md:px-4 md:py-3 md:text-left">
            {promo.starts_at || promo.expires_at
              ? `${day(promo.starts_at)} – ${day(promo.expires_at)}`
              : t('moneyAccess.promoCodes.always')}
          </td>
          <td className="col-span-2 md:px-4 md:py-3">
            <PromoStateBadge state={promo.state} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** The orders placed with the code, newest first. */
export function PromoCodeUses({ uses }: { uses: PromoCodeUse[] }) {
  const { t, i18n } = useTranslation('console');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!uses.length)
    return <p className="text-sm text-gray-600">{t('moneyAccess.promoCodes.noUses')}</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm" data-testid="promo-code-uses">
      {uses.map((use) => (
        <li key={use.order_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="min-w-0">
            <Link
              to={`/admin/orders/${use.order_id}`}
              className="text-brand font-medium underline underline-offset-4"
            >
              #{use.order_number}
            </Link>
            <span className="block truncate text-gray-600">{use.email}</span>
          </span>
          <span className="text-right">
            −{formatMoney(use.amount, 'usd', i18n.language)}
            <span className="block text-gray-600">
              <time dateTime={use.created_at}>{when(use.created_at)}</time>
              {use.released ? ` · ${t('moneyAccess.promoCodes.released')}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
