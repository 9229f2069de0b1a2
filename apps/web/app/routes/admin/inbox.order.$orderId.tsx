import { ContactInboxResponse } from '@storefront/contracts';
import { apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/inbox.order.$orderId';

/** The contact messages linked to one order, for the order page's "Messages" section. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const orderId = Number(params.orderId) || 0;
  const list = await apiJson(
    context,
    `/storefronts/${store.id}/admin/contact?order_id=${orderId}&rows=10`,
    ContactInboxResponse,
  );
  return { items: list.data.data, total: list.data.total };
}
