import { ConsoleOrderListQuery, ConsoleOrderListResponse } from '@storefront/contracts';
import { PackagePlus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import {
  OrderListFilters,
  OrderStatusTabs,
} from '../../features/console-orders/order-list-filters.tsx';
import {
  listQueryString,
  listUrl,
  withSortSplit,
} from '../../features/console-orders/order-list-url.ts';
import { ExportOrdersLink } from '../../features/console-orders/export-orders-link.tsx';
import { OrdersTable } from '../../features/console-orders/orders-table.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/orders';

/** The store's orders (owners and staff): the URL holds search, filters, sort and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const asked = withSortSplit(new URL(request.url).searchParams);
  const parsed = ConsoleOrderListQuery.safeParse(asked);
  const query = parsed.success ? parsed.data : ConsoleOrderListQuery.parse({});
  const list = await apiJson(
    context,
    `/storefronts/${store.id}/admin/orders?${listQueryString(query)}`,
    ConsoleOrderListResponse,
  );
  return {
    query,
    orders: list.data.data,
    total: list.data.total,
    lastPage: list.data.last_page,
    counts: list.counts,
  };
}

export function meta() {
  return [{ title: 'Orders' }];
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { user } = useConsole();
  const { query, orders, total, lastPage, counts } = loaderData;
  const pageLink = (page: number, label: string) => (
    <Link
      to={listUrl({ ...query, page })}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <>
            <ExportOrdersLink query={query} />
            {user.role === 'owner' && (
              <>
                <Link to="/admin/orders/bulk" className={buttonVariants({ variant: 'outline' })}>
                  <PackagePlus aria-hidden />
                  {t('orderEdits.bulk.title')}
                </Link>
                <Link to="/admin/orders/new" className={buttonVariants()}>
                  <Plus aria-hidden />
                  {t('orderEdits.draft.newOrder')}
                </Link>
              </>
            )}
          </>
        }
      />
      <OrderStatusTabs query={query} counts={counts} />
      <OrderListFilters query={query} />
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {t('orders.found', { count: total })}
      </p>
      {orders.length ? (
        <OrdersTable orders={orders} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('orders.empty')}
        </p>
      )}
      {lastPage > 1 ? (
        <nav
          aria-label={t('orders.pages')}
          className="mt-6 flex items-center justify-between gap-2"
        >
          {query.page > 1 ? pageLink(query.page - 1, t('orders.previous')) : <span />}
          <span className="text-sm text-gray-600">
            {t('orders.page', { page: query.page, pages: lastPage })}
          </span>
          {query.page < lastPage ? pageLink(query.page + 1, t('orders.next')) : <span />}
        </nav>
      ) : null}
    </>
  );
}
