import { findPage, type Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../features/not-found/not-found.tsx';
import { StorePage } from '../features/pages/store-page.tsx';
import { apiJson } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/store-page';

/** Any other path: a page from the store's configuration, else the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { data: store } = await apiJson<{ data: Storefront }>(context, '/storefronts/get-by-url');
  const page = findPage(store.pages, params['*'] ?? '');
  // A real 404, where the spec redirects to / (a soft 404 that search engines penalise).
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, loaderData?.page.title ?? metaText(matches, 'NOT_FOUND.title'));
}

export default function StorePageRoute({ loaderData }: Route.ComponentProps) {
  return <StorePage page={loaderData.page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <p className="px-6 py-16 text-center text-gray-600">{t('PAGES.serverError')}</p>;
}
