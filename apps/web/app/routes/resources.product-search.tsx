import { ProductSearchResponse } from '@storefront/contracts';
import type { ProductSuggestion } from '../features/shell/use-product-suggestions.ts';
import { getStore } from '../lib/session.server.ts';
import { apiJson } from '../lib/api.server.ts';
import type { Route } from './+types/resources.product-search';

/**
 * The navbar search's results (§4), from the browser through the page server, so the API call
 * carries the visitor's session and private-store code (httpOnly cookies). `?q=` is trimmed;
 * blank answers nothing without calling the API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!text) return Response.json({ products: [] });
  const store = await getStore(context);
  const { data } = await apiJson(
    context,
    `/storefronts/${store.id}/storefront-products/search?global_filter=${encodeURIComponent(text)}`,
    ProductSearchResponse,
  );
  const products: ProductSuggestion[] = data.data.map((product) => ({
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: store.disabled_prices ? null : product.final_price,
    currency: product.currency,
    thumbnail: product.product_thumbnail?.full_path ?? null,
  }));
  return Response.json({ products }, { headers: { 'cache-control': 'private, max-age=60' } });
}
