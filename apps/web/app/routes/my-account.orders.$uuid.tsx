import { OrderDetailView } from '../features/orders/order-detail.tsx';
import { loadOrder } from '../features/orders/orders.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/my-account.orders.$uuid';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'ORDERS.title'));
}

/** Another user's order, or another store's, is a 404 from the API. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { order: await loadOrder(context, params.uuid, null) };
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  return <OrderDetailView order={loaderData.order} />;
}
