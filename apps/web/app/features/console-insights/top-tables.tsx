import type { InsightsCategory, InsightsProduct } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { formatCents, formatCount } from './insights-format.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
const td = 'px-3 py-2 text-sm';

function Empty() {
  const { t } = useTranslation('console');
  return <p className="text-sm text-gray-600">{t('insights.noSales')}</p>;
}

/** The best-selling products of the period: units and revenue. */
export function TopProducts({ products }: { products: InsightsProduct[] }) {
  const { t, i18n } = useTranslation('console');
  if (!products.length) return <Empty />;
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[20rem]">
        <caption className="sr-only">{t('insights.topProducts')}</caption>
        <thead className="border-b border-gray-200">
          <tr>
            <th scope="col" className={th}>
              {t('insights.product')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('insights.units')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('insights.kpi.revenue_cents')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {products.map((p) => (
            <tr key={`${p.product_id}-${p.name}`}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {p.name}
              </th>
              <td className={`${td} text-right tabular-nums`}>
                {formatCount(p.units, i18n.language)}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {formatCents(p.revenue_cents, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The best-selling categories: orders, units and revenue of their products' lines. */
export function TopCategories({ categories }: { categories: InsightsCategory[] }) {
  const { t, i18n } = useTranslation('console');
  if (!categories.length) return <Empty />;
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[20rem]">
        <caption className="sr-only">{t('insights.topCategories')}</caption>
        <thead className="border-b border-gray-200">
          <tr>
            <th scope="col" className={th}>
              {t('insights.category')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('insights.kpi.orders')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('insights.units')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('insights.kpi.revenue_cents')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {categories.map((c) => (
            <tr key={c.category_id}>
              <th scope="row" className={`${td} text-left font-medium`}>
                {c.name}
              </th>
              <td className={`${td} text-right tabular-nums`}>
                {formatCount(c.orders, i18n.language)}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {formatCount(c.units, i18n.language)}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {formatCents(c.revenue_cents, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
