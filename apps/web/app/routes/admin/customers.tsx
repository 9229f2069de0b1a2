import { CustomerListQuery, CustomerListResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { AllowedDomainCard } from '../../features/console-people/customer-detail.tsx';
import { CustomerSearch, CustomersTable } from '../../features/console-people/customers-list.tsx';
import { pageUrl, queryString, withSortSplit } from '../../features/console-people/list-url.ts';
import { Pager } from '../../features/console-people/pager.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/customers';

/** The store's shoppers (owners and staff): the URL holds search, sort and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const parsed = CustomerListQuery.safeParse(withSortSplit(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : CustomerListQuery.parse({});
  const list = await apiJson(
    context,
    `/storefronts/${store.id}/admin/customers?${queryString(query)}`,
    CustomerListResponse,
  );
  return {
    query,
    customers: list.data.data,
    total: list.data.total,
    lastPage: list.data.last_page,
  };
}

export function meta() {
  return [{ title: 'Customers' }];
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { store } = useConsole();
  const { query, customers, total, lastPage } = loaderData;
  return (
    <>
      <PageHeader
        title={t('people.customers.title')}
        description={t('people.customers.description')}
      />
      <div className="mb-4 empty:hidden">
        <AllowedDomainCard store={store} />
      </div>
      <CustomerSearch query={query} />
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {t('people.customers.found', { count: total })}
      </p>
      {customers.length ? (
        <CustomersTable customers={customers} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('people.customers.empty')}
        </p>
      )}
      <Pager
        page={query.page}
        lastPage={lastPage}
        urlOf={(page) => pageUrl('/admin/customers', { ...query, page })}
      />
    </>
  );
}
