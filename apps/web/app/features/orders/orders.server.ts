import type { OrderDetail } from '@storefront/contracts';
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
  return apiJson<{ data: OrderDetail }>(context, `/storefronts/${store.id}/orders/${uuid}`, {
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  })
    .then((r) => r.data)
    .catch(rethrowAsPageError);
}
