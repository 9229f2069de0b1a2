import { findHomePage, type Storefront } from '@storefront/contracts';
import { StorePage } from '../features/pages/store-page.tsx';
import { WelcomeHero } from '../features/pages/welcome-hero.tsx';
import { apiJson } from '../lib/api.server.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { data: store } = await apiJson<{ data: Storefront }>(context, '/storefronts/get-by-url');
  return { page: findHomePage(store.pages) ?? null };
}

/** The configured home page, else a welcome with a way to the products. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const store = useStore();
  return loaderData.page ? (
    <StorePage page={loaderData.page} />
  ) : (
    <WelcomeHero storeName={store.name} />
  );
}
