import { findHomePage } from '@storefront/contracts';
import { loadStorePage } from '../features/storefronts/store-page.server.ts';
import { StorePage } from '../features/storefronts/store-page.tsx';
import { WelcomeHero } from '../features/storefronts/welcome-hero.tsx';
import { useStore } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { home: await loadStorePage(context, findHomePage) };
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
