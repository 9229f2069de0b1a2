import { OrderExportQuery } from '@storefront/contracts';
import { data } from 'react-router';
import { download } from '../../lib/csv-download.server.ts';
import { listQueryString, withSortSplit } from '../../features/console-orders/order-list-url.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/orders.export';

/** The orders of the list's search and filters as CSV (staff), streamed through from the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const parsed = OrderExportQuery.safeParse(withSortSplit(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ message: 'Not a valid filter.' }, { status: 400 });
  const search = listQueryString(parsed.data);
  return download(await context.api(`/storefronts/${store.id}/admin/orders/export.csv?${search}`));
}
