import { breadcrumbJsonLd, CategoryResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { CatalogPage } from '../features/catalog/catalog-page.tsx';
import { loadProductList } from '../features/catalog/product-list.server.ts';
import { getStore } from '../lib/session.server.ts';
import { NotFound } from '../features/not-found/not-found.tsx';
import { apiJson, rethrowAsPageError } from '../lib/api.server.ts';
import { metaStoreName, metaTranslator, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/categories.$slug';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const store = await getStore(context);
  const { data: category } = await apiJson(
    context,
    `/storefronts/${store.id}/product-categories/slug/${encodeURIComponent(params.slug)}`,
    CategoryResponse,
  ).catch(rethrowAsPageError);
  const list = await loadProductList(context, request, store, category);
  const url = new URL(request.url);
  const page = list.state.page > 1 ? `?page=${list.state.page}` : '';
  return {
    ...list,
    category,
    origin: url.origin,
    canonical: `${url.origin}${url.pathname}${page}`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta(matches, t('NOT_FOUND.title'));
  const { category, origin, canonical, page } = loaderData;
  return pageMeta(matches, category.name, {
    description: t('CATALOG.categoryMetaDescription', {
      category: category.name,
      store: metaStoreName(matches),
      count: page.total,
    }),
    canonical,
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('CATALOG.products'), url: `${origin}/products` },
        { name: category.name, url: `${origin}/categories/${category.slug}` },
      ]),
    ],
  });
}

/** A category's products (§2 Category page), its sub-categories as the filter. */
export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category } = loaderData;
  return (
    <CatalogPage
      heading={category.name}
      before={
        <Breadcrumbs
          crumbs={[
            { label: t('CATALOG.products'), to: '/products' },
            { label: category.name, to: `/categories/${category.slug}` },
          ]}
        />
      }
      data={loaderData}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <p className="px-6 py-16 text-center text-gray-600">{t('PAGES.serverError')}</p>;
}
