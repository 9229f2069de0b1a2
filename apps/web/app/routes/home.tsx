import {
  absoluteUrl,
  findHomePage,
  organizationJsonLd,
  pageMetaDescription,
} from '@storefront/contracts';
import { loadStorePage } from '../features/storefronts/store-page.server.ts';
import { StorePage } from '../features/storefronts/store-page.tsx';
import { WelcomeHero } from '../features/storefronts/welcome-hero.tsx';
import { metaStoreName, metaTranslator, metaUrl, pageMeta } from '../lib/meta.ts';
import { useStore, type RootData } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { home: await loadStorePage(context, findHomePage) };
}

/** The home page's own text describes it, else a line about the store; the company is its owner. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const store = (matches[0]?.data as RootData | undefined)?.store;
  const name = metaStoreName(matches);
  const url = metaUrl(matches, '/');
  const logo = store?.settings.logo ?? store?.logo;
  // Link previews show raster pictures only: an SVG logo is no preview picture.
  const picture = logo && !/\.svg(\?|$)/i.test(logo) ? absoluteUrl(url, logo) : undefined;
  const ownText = loaderData?.home ? pageMetaDescription(loaderData.home.page) : '';
  return pageMeta(matches, name, {
    description: ownText || t('SEO.homeDescription', { store: name, company: store?.company_name }),
    canonical: url,
    image: picture,
    jsonLd: [
      organizationJsonLd({
        name: store?.company_name ?? name,
        url,
        logo: logo ? absoluteUrl(url, logo) : undefined,
        sameAs: (store?.settings.socialIcons ?? []).map((icon) => icon.url),
      }),
    ],
  });
}

/** The configured home page, else a welcome with a way to the products. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const store = useStore();
  return loaderData.home ? (
    <StorePage {...loaderData.home} />
  ) : (
    <WelcomeHero storeName={store.name} />
  );
}
