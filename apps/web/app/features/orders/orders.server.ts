import { OrderListResponse, OrderResponse, type OrderDetail } from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';

/** One order; a guest reads the order just placed with the key that placed it. */
export async function loadOrder(
  context: AppLoadContext,
  uuid: string,
  idempotencyKey: string | null,
): Promise<OrderDetail> {
  const store = await getStore(context);
  return apiJson(context, `/storefronts/${store.id}/orders/${uuid}`, OrderResponse, {
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  })
    .then((r) => r.data)
    .catch(rethrowAsPageError);
}

/** The signed-in user's orders of one page, searched, filtered and sorted by the server. */
export async function loadOrders(context: AppLoadContext, params: URLSearchParams) {
  const store = await getStore(context);
  const [sortField = 'created_at', sortOrder = 'desc'] = (
    params.get('sort') ?? 'created_at:desc'
  ).split(':');
  const query = new URLSearchParams({
    sortField,
    sortOrder,
    status: params.get('status') ?? '0',
    searchTerm: params.get('search') ?? '',
    page: params.get('page') ?? '1',
    pageSize: params.get('pageSize') ?? '5',
  });
  return (await apiJson(context, `/storefronts/${store.id}/orders?${query}`, OrderListResponse))
    .data;
}
