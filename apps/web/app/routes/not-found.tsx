import { NotFound } from '../features/not-found/not-found.tsx';
import { loadSimilarProducts } from '../features/not-found/similar-products.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

/** `?product` shows the missing-product variant, with similar products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const productMissing = new URL(request.url).searchParams.has('product');
  return { similar: productMissing ? await loadSimilarProducts(context) : undefined };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'NOT_FOUND.title'));
}

/** A page navigated to, so it answers 200; unknown paths answer 404 (see store-page.tsx). */
export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound similar={loaderData.similar} />;
}
