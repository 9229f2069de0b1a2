import { useTranslation } from 'react-i18next';
import { CatalogPage } from '../features/catalog/catalog-page.tsx';
import { loadProductList } from '../features/catalog/product-list.server.ts';
import { getStore } from '../lib/session.server.ts';
import { metaStoreName, metaTranslator, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const list = await loadProductList(context, request, store);
  const url = new URL(request.url);
  const page = list.state.page > 1 ? `?page=${list.state.page}` : '';
  return { ...list, canonical: `${url.origin}${url.pathname}${page}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = t('CATALOG.products');
  if (!loaderData) return pageMeta(matches, title);
  return pageMeta(matches, title, {
    description: t('CATALOG.metaDescription', {
      store: metaStoreName(matches),
      count: loaderData.page.total,
    }),
    canonical: loaderData.canonical,
  });
}

/** All products of the store: search, sort, category and brand filters, pages (§2). */
export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CatalogPage heading={t('CATALOG.products')} data={loaderData} />;
}
