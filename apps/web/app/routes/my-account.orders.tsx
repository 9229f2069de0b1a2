import { useCallback } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { OrderList, type OrderQuery } from '../features/orders/order-list.tsx';
import { loadOrders } from '../features/orders/orders.server.ts';
import { rethrowAsPageError } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/my-account.orders';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'ORDERS.title'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loadOrders(context, params).catch(rethrowAsPageError);
}

/** The query lives in the URL, so a reload or a shared link shows the same list. */
export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const query: OrderQuery = {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '0',
    sort: params.get('sort') ?? 'created_at:desc',
    page: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 5),
  };
  const onQuery = useCallback(
    (next: OrderQuery) =>
      setParams(
        Object.fromEntries(
          Object.entries(next)
            .map(([key, value]) => [key, String(value)])
            .filter(([key, value]) => value !== DEFAULTS[key as keyof OrderQuery]),
        ),
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return (
    <OrderList
      query={query}
      orders={loaderData.data}
      total={loaderData.total}
      lastPage={loaderData.last_page}
      loading={
        navigation.state === 'loading' && navigation.location.pathname === '/my-account/orders'
      }
      onQuery={onQuery}
    />
  );
}

const DEFAULTS: Record<keyof OrderQuery, string> = {
  search: '',
  status: '0',
  sort: 'created_at:desc',
  page: '1',
  pageSize: '5',
};
