import { OrderStatus } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/text-field.tsx';

/** Sort choices of §9: date both ways, price both ways; the value is "field:order". */
export const ORDER_SORTS = [
  { value: 'created_at:desc', label: 'ORDERS.sortOptions.newest' },
  { value: 'created_at:asc', label: 'ORDERS.sortOptions.oldest' },
  { value: 'total:asc', label: 'ORDERS.sortOptions.priceLow' },
  { value: 'total:desc', label: 'ORDERS.sortOptions.priceHigh' },
] as const;

export type OrderFilterValues = { status: string; sort: string };

/** Status and sort dropdowns, beside the search on wide screens and in the sheet on narrow ones. */
export function OrderFilters({
  values,
  onChange,
  idPrefix,
}: {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-status`} className="mb-1.5 block text-sm font-medium">
          {t('ORDERS.status')}
        </label>
        <select
          id={`${idPrefix}-status`}
          value={values.status}
          onChange={(e) => onChange({ ...values, status: e.target.value })}
          className={inputClass}
        >
          {Object.values(OrderStatus).map((status) => (
            <option key={status} value={status}>
              {t(`ORDERS.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-sort`} className="mb-1.5 block text-sm font-medium">
          {t('ORDERS.sort')}
        </label>
        <select
          id={`${idPrefix}-sort`}
          value={values.sort}
          onChange={(e) => onChange({ ...values, sort: e.target.value })}
          className={inputClass}
        >
          {ORDER_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
