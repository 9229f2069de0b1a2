import { findPage, pageMetaDescription, trimSlashes } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../features/not-found/not-found.tsx';
import { loadStorePage } from '../features/storefronts/store-page.server.ts';
import { StorePage } from '../features/storefronts/store-page.tsx';
import { metaStoreName, metaText, metaTranslator, metaUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/store-page';

/** Any other path: a page from the store's configuration, else the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = await loadStorePage(context, (pages) => findPage(pages, params['*'] ?? ''));
  // A real 404, where the spec redirects to / (a soft 404 that search engines penalise).
  if (!loaded) throw data(null, { status: 404 });
  return loaded;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, metaText(matches, 'NOT_FOUND.title'));
  const { page } = loaderData;
  const description = pageMetaDescription(page);
  return pageMeta(matches, page.title, {
    description:
      description ||
      metaTranslator(matches)('SEO.pageDescription', {
        page: page.title,
        store: metaStoreName(matches),
      }),
    canonical: metaUrl(matches, `/${trimSlashes(page.url)}`),
  });
}

export default function StorePageRoute({ loaderData }: Route.ComponentProps) {
  return <StorePage {...loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <p className="px-6 py-16 text-center text-gray-600">{t('PAGES.serverError')}</p>;
}
