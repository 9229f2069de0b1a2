import {
  OrderStatus,
  ParcelState,
  PaymentStatus,
  type ConsoleOrderListQuery,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { TextField, inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { listUrl } from './order-list-url.ts';

const STATUSES = Object.values(OrderStatus);

/** One tab per status with how many orders match the search and filters. */
export function OrderStatusTabs({
  query,
  counts,
}: {
  query: ConsoleOrderListQuery;
  counts: Record<string, number>;
}) {
  const { t } = useTranslation('console');
  return (
    <nav
      aria-label={t('orders.statusTabs')}
      className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-gray-200">
        {STATUSES.map((status) => {
          const current = query.status === status;
          return (
            <li key={status}>
              <Link
                to={listUrl({ ...query, status, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  current
                    ? 'border-brand text-gray-900'
                    : 'border-transparent text-gray-600 hover:text-gray-900',
                )}
              >
                {t(`orders.statuses.${status}`)}
                <span className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700">
                  {counts[status] ?? 0}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const SORTS = ['created_at:desc', 'created_at:asc', 'total:desc', 'total:asc', 'status:asc'];

/** Search and filters as a GET form: everything lives in the URL, the server filters and pages. */
export function OrderListFilters({ query }: { query: ConsoleOrderListQuery }) {
  const { t } = useTranslation('console');
  const select = (name: string, label: string, value: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`orders-${name}`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select id={`orders-${name}`} name={name} defaultValue={value} className={inputClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      aria-label={t('orders.filters')}
      className="mb-4 grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <input type="hidden" name="status" value={query.status} />
      <input type="hidden" name="rows" value={query.rows} />
      <TextField
        className="sm:col-span-2"
        label={t('orders.search')}
        name="q"
        type="search"
        placeholder={t('orders.searchPlaceholder')}
        defaultValue={query.q ?? ''}
      />
      {select('payment_status', t('orders.paymentStatus'), query.payment_status ?? '', [
        ['', t('orders.any')],
        ...PaymentStatus.map((s) => [s, t(`orders.paymentStatuses.${s}`)] as [string, string]),
      ])}
      {select('parcel_state', t('orders.parcelState'), query.parcel_state ?? '', [
        ['', t('orders.any')],
        ...ParcelState.options.map((s) => [s, t(`orders.parcelStates.${s}`)] as [string, string]),
      ])}
      <TextField label={t('orders.from')} name="from" type="date" defaultValue={query.from ?? ''} />
      <TextField label={t('orders.to')} name="to" type="date" defaultValue={query.to ?? ''} />
      {select(
        'sort',
        t('orders.sort'),
        `${query.sort}:${query.order}`,
        SORTS.map((s) => [s, t(`orders.sorts.${s.replace(':', '_')}`)]),
      )}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5 lg:justify-end">
        <Link
          to={listUrl({ status: query.status })}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('orders.clear')}
        </Link>
        <Button type="submit">{t('orders.apply')}</Button>
      </div>
    </Form>
  );
}
