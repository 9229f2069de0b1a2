import {
  AdminProductFacetsResponse,
  AdminProductFilter,
  AdminProductListResponse,
} from '@storefront/contracts';
import { getStore } from '../../lib/session.server.ts';
import { apiJson } from '../../lib/api.server.ts';
import type { Route } from './+types/campaigns.products';

/** The campaign builder's product picker: the product list's filters, first 25 matches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = AdminProductFilter.safeParse(params);
  const filter = parsed.success ? parsed.data : { search: '' };
  const search = new URLSearchParams(
    Object.entries({ ...filter, per_page: 25, sort: 'name', order: 'asc' })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const base = `/storefronts/${store.id}/admin/products`;
  const [list, facets] = await Promise.all([
    apiJson(context, `${base}?${search}`, AdminProductListResponse),
    apiJson(context, `${base}/facets`, AdminProductFacetsResponse),
  ]);
  return { rows: list.data.data, facets: facets.data };
}
