import { readableTextColor, type Storefront, type StorefrontSettings } from '@storefront/contracts';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { storeFavicon } from './features/shell/store-favicon.ts';
import { StoreShell } from './features/shell/store-shell.tsx';
import { ToastProvider } from './features/shell/toasts.tsx';
import type { ShellUser } from './features/shell/user-menu.tsx';
import { ApiFailure, apiJson } from './lib/api.server.ts';
import { createI18n } from './lib/i18n.ts';
import { languageOf, translationsFor } from './lib/translations.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOf(request);
  try {
    const { data: store } = await apiJson<{ data: Storefront }>(context, '/storefronts/get-by-url');
    return { store, lang, translations: translationsFor(lang) };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) {
      throw data({ message: error.message }, { status: 404 });
    }
    throw error;
  }
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useStore(): Storefront {
  return (useRouteLoaderData('root') as RootData).store;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Store not found' }];
  const tags: Array<Record<string, string>> = [{ title: loaded.store.name }];
  if (loaded.store.no_index_site) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const loaded = useRouteLoaderData('root') as RootData | undefined;
  const settings = loaded?.store.settings;
  return (
    <html lang={loaded?.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {settings ? <meta name="theme-color" content={settings.primaryColor} /> : null}
        <Meta />
        <link rel="icon" href={loaded ? storeFavicon(loaded.store) : 'data:,'} />
        <Links />
      </head>
      <body style={settings ? storeTheme(settings) : undefined}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The store's colours as CSS variables, with a readable text colour for each. */
function storeTheme(settings: StorefrontSettings): React.CSSProperties {
  return {
    '--store-primary': settings.primaryColor,
    '--store-primary-foreground': readableTextColor(settings.primaryColor),
    '--store-accent': settings.accentColor,
    '--store-accent-foreground': readableTextColor(settings.accentColor),
  } as React.CSSProperties;
}

export default function App({ loaderData }: Route.ComponentProps) {
  // cartCount and user join the root data with the cart and identity work.
  const { store, lang, translations, cartCount, user } = loaderData as RootData & {
    cartCount?: number;
    user?: ShellUser | null;
  };
  const i18n = useMemo(() => createI18n(lang, translations), [lang, translations]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <StoreShell store={store} cartCount={cartCount ?? 0} user={user ?? null}>
          <Outlet />
        </StoreShell>
      </ToastProvider>
    </I18nextProvider>
  );
}

/** Reached when no store answers for the host, or when rendering fails outright. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string })?.message
    : undefined;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? 'Store not found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-gray-600">{message ?? 'Server error. Please try again later.'}</p>
    </main>
  );
}
