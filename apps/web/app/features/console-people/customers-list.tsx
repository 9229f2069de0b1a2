import { formatMoney, type CustomerListQuery, type CustomerRow } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ListTable, listRowClass } from '../../components/ui/list-table.tsx';
import { TextField, inputClass } from '../../components/ui/text-field.tsx';
import { CustomerBadges, useWhen } from './people-badges.tsx';

const SORTS = [
  'created_at:desc',
  'created_at:asc',
  'name:asc',
  'email:asc',
  'orders:desc',
  'spend:desc',
  'spend:asc',
];

/** Search and sort as a GET form: everything lives in the URL, the server filters and pages. */
export function CustomerSearch({ query }: { query: CustomerListQuery }) {
  const { t } = useTranslation('console');
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('people.customers.searchLabel')}
      className="mb-4 grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_14rem_auto]"
    >
      <input type="hidden" name="rows" value={query.rows} />
      <TextField
        label={t('people.customers.search')}
        name="q"
        type="search"
        placeholder={t('people.customers.searchPlaceholder')}
        defaultValue={query.q ?? ''}
      />
      <div>
        <label htmlFor="customers-sort" className="mb-1.5 block text-sm font-medium text-gray-800">
          {t('people.customers.sort')}
        </label>
        <select
          id="customers-sort"
          name="sort"
          defaultValue={`${query.sort}:${query.order}`}
          className={inputClass}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`people.customers.sorts.${s.replace(':', '_')}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <Link to="/admin/customers" className={buttonVariants({ variant: 'outline' })}>
          {t('people.clear')}
        </Link>
        <Button type="submit">{t('people.apply')}</Button>
      </div>
    </Form>
  );
}

/** The shoppers: a table on wide screens, one card per shopper on a phone. */
export function CustomersTable({ customers }: { customers: CustomerRow[] }) {
  const { t, i18n } = useTranslation('console');
  const when = useWhen();
  const head = ['customer', 'status', 'joined', 'orders', 'spend'];
  return (
    <ListTable
      caption={t('people.customers.caption')}
      heads={head.map((key, i) => ({
        key,
        label: t(`people.customers.columns.${key}`),
        className: i >= 3 ? 'text-right' : undefined,
      }))}
    >
      {customers.map((c) => (
        <tr key={c.id} data-testid="console-customer" className={listRowClass}>
          <th scope="row" className="col-span-2 min-w-0 font-normal md:px-4 md:py-3">
            <Link
              to={`/admin/customers/${c.id}`}
              className="block truncate font-medium text-brand underline underline-offset-4"
            >
              {c.name || c.email}
            </Link>
            <span className="block truncate text-gray-600">{c.email}</span>
          </th>
          <td className="col-span-2 md:px-4 md:py-3">
            <CustomerBadges blocked={c.blocked} verified={c.email_verified} />
          </td>
          <td className="text-gray-600 md:px-4 md:py-3">
            <time dateTime={c.created_at}>{when(c.created_at, false)}</time>
          </td>
          <td className="text-right md:px-4 md:py-3">
            {t('people.customers.orderCount', { count: c.orders })}
          </td>
          <td className="col-span-2 text-right font-medium md:col-span-1 md:px-4 md:py-3">
            <span className="text-gray-600 md:sr-only">
              {t('people.customers.columns.spend')}:{' '}
            </span>
            {formatMoney(c.spend, 'usd', i18n.language)}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
