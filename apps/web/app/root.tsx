import {
  isOpenOnPrivateStore,
  type Language,
  readableTextColor,
  textShadeOnWhite,
  storeIsIndexable,
  FONT_STACKS,
  type CartGifting,
  type Storefront,
  type StorefrontSettings,
} from '@storefront/contracts';
import { useContext, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { shellCartOf } from './features/cart/cart.server.ts';
import { PageViewTracker } from './features/analytics/page-view-tracker.tsx';
import { PreviewChannel } from './features/preview/preview-channel.tsx';
import { previewSession } from './features/preview/preview-session.server.ts';
import { EARLY_TAPS_SCRIPT } from './features/shell/early-taps.ts';
import { seesShopper, shellCookies } from './features/shell/shell-parts.server.ts';
import { PARTS_PENDING_SCRIPT, useShellParts } from './features/shell/shell-parts.ts';
import { storeFavicon } from './features/shell/store-favicon.ts';
import { StoreShell } from './features/shell/store-shell.tsx';
import { ToastProvider, useToast } from './features/shell/toasts.tsx';
import { ApiFailure } from './lib/api.server.ts';
import { createI18n, languageInUrl } from './lib/i18n.ts';
import { CspNonce } from './lib/load-context.ts';
import { guardPrivateStore, heldGiftCardOf } from './lib/private-store.server.ts';
import { useOnChange } from './lib/use-on-change.ts';
import { clearCookie, flashCookie } from './lib/cookies.ts';
import { getStore, getUser, readFlash, type Flash } from './lib/session.server.ts';
import { languageOf } from './lib/translations.server.ts';
import { translationsUrl, useStoreTranslations } from './lib/translations.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const langInUrl = languageInUrl(new URL(request.url));
  const lang = langInUrl ?? (await languageOf(request));
  if (context.platform) return platformRoot(request, lang);
  const preview = await previewSession(request);
  const store = await getStore(context).catch((error: unknown) => {
    if (error instanceof ApiFailure && error.status === 404) {
      throw data({ message: error.message }, { status: 404 });
    }
    throw error;
  });
  // Shoppers see only the notice (a temporary redirect); the owner's preview sees the store.
  const onNotice = new URL(request.url).pathname === '/under-construction';
  if (store.status === 'under_construction' && !preview && !onNotice)
    throw redirect('/under-construction');
  const user = await getUser(request, context);
  const admitted = await guardPrivateStore(request, context, store, user);
  const giftCardBalance = await heldGiftCardOf(request, context, store);
  const { count: cartCount, gifting } = await shellCartOf(context);
  const flash = await readFlash(request);
  const headers = new Headers();
  // A session the API no longer accepts (expired, revoked) is dropped from the browser, and the
  // gifting mark follows the cart.
  await shellCookies(request, headers, { signedIn: !!user, gifting: gifting !== null });
  if (flash) headers.append('set-cookie', await clearCookie(request, flashCookie));
  return data(
    {
      store,
      lang,
      langInUrl,
      origin: new URL(request.url).origin,
      user,
      cartCount,
      giftCardBalance,
      gifting,
      flash,
      preview,
      admitted,
      // The server saw who asks and rendered the shell's personal parts; else (a page the read
      // cache shares, decision 33) the browser fetches them.
      personal: seesShopper(request),
    },
    { headers },
  );
}

/**
 * The platform host has no store: `/` leads to the operator's console, its only pages; anything
 * else there is not found.
 */
function platformRoot(request: Request, lang: Language) {
  const { pathname } = new URL(request.url);
  if (pathname === '/') throw redirect('/operator');
  if (pathname !== '/operator' && !pathname.startsWith('/operator/'))
    throw data({ message: 'Not found.' }, { status: 404 });
  return data({ platform: true as const, lang });
}

type RootLoaderData = Awaited<ReturnType<typeof loader>>['data'];
/** The root's data on a store's host, which every store page renders within. */
export type RootData = Exclude<RootLoaderData, { platform: true }>;
type PlatformRootData = Extract<RootLoaderData, { platform: true }>;

/** Leaving an open page of a private store (login, legal…) for the shop runs its guard again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    (isOpenOnPrivateStore(currentUrl.pathname) && !isOpenOnPrivateStore(nextUrl.pathname))
  );
}

/**
 * Pages that render without the store's navbar and footer set `handle = { bare: true }`; the
 * owner console also sets `console`, so its visits are not counted as the store's page views.
 */
export type PageHandle = { bare?: boolean; console?: boolean };

export function useStore(): Storefront {
  return (useRouteLoaderData('root') as RootData).store;
}

/** The gifting link the cart holds (§4 Gifting mode), or null outside gifting mode. */
export function useGifting(): CartGifting | null {
  return (useRouteLoaderData('root') as RootData).gifting;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Store not found' }];
  if ('platform' in loaded) return [{ name: 'robots', content: 'noindex, nofollow' }];
  const tags: Array<Record<string, string>> = [{ title: loaded.store.name }];
  if (!storeIsIndexable(loaded.store)) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

const ZOD_JITLESS = 'globalThis.__zod_globalConfig = { jitless: true };';

export function Layout({ children }: { children: React.ReactNode }) {
  const loaded = useRouteLoaderData('root') as RootLoaderData | undefined;
  const store = loaded && 'store' in loaded ? loaded.store : undefined;
  const settings = store?.settings;
  const nonce = useContext(CspNonce);
  return (
    // The head's script may add a class before React hydrates the document.
    <html lang={loaded?.lang ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any module: zod would try `new Function` to parse faster, which the policy
            forbids and reports as a violation (the global is where zod keeps its settings). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        {/* Before the first paint: a browser with a session or a cart keeps the Login button
            unseen until the shell's personal parts are known (decision 33). */}
        {store ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PARTS_PENDING_SCRIPT }} />
        ) : null}
        {/* Before anything can be tapped: a tap on the phone navbar's buttons before hydration
            is held, not lost (early-taps.ts). */}
        {store ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        ) : null}
        {settings ? <meta name="theme-color" content={settings.primaryColor} /> : null}
        <Meta />
        <link rel="icon" href={store ? storeFavicon(store) : 'data:,'} />
        {/* The page's strings, which the browser entry waits for before it hydrates. */}
        <link
          rel="preload"
          as="fetch"
          href={translationsUrl(loaded?.lang ?? 'en')}
          crossOrigin="anonymous"
          fetchPriority="low"
        />
        <Links />
      </head>
      <body style={settings ? storeTheme(settings) : undefined}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The store's colours and font as CSS variables, with a readable text colour for each colour and
 * a shade of each that reads as text on white.
 */
function storeTheme(settings: StorefrontSettings): React.CSSProperties {
  return {
    '--store-primary': settings.primaryColor,
    '--store-primary-foreground': readableTextColor(settings.primaryColor),
    '--store-accent': settings.accentColor,
    '--store-accent-foreground': readableTextColor(settings.accentColor),
    // As text on white (links, text buttons), a light theme colour takes a darker shade (AA).
    '--store-primary-text': textShadeOnWhite(settings.primaryColor),
    '--store-accent-text': textShadeOnWhite(settings.accentColor),
    '--store-font': FONT_STACKS[settings.fontFamily],
  } as React.CSSProperties;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return 'platform' in loaderData ? (
    <PlatformApp loaderData={loaderData} />
  ) : (
    <StoreApp loaderData={loaderData} />
  );
}

/** The platform host: the operator's pages, in the store's language files, without a store. */
function PlatformApp({ loaderData }: { loaderData: PlatformRootData }) {
  const { lang } = loaderData;
  const translations = useStoreTranslations(lang);
  const i18n = useMemo(() => createI18n(lang, translations), [lang, translations]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </I18nextProvider>
  );
}

function StoreApp({ loaderData }: { loaderData: RootData }) {
  const { store, lang, gifting, flash } = loaderData;
  const { preview, admitted } = loaderData;
  const { cartCount, giftCardBalance, user, pending } = useShellParts(loaderData);
  const translations = useStoreTranslations(lang);
  const i18n = useMemo(() => createI18n(lang, translations), [lang, translations]);
  const handles = useMatches().map((match) => (match.handle ?? {}) as PageHandle);
  const bare = handles.some((handle) => handle.bare);
  const inConsole = handles.some((handle) => handle.console);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <FlashToast flash={flash} />
        <PageViewTracker storeId={store.id} paused={preview || !admitted || inConsole} />
        {/* The console saves the draft itself: the store's preview events are for its pages. */}
        {preview && !inConsole ? <PreviewChannel storeId={store.id} /> : null}
        {bare ? (
          <Outlet />
        ) : (
          <StoreShell
            store={store}
            cartCount={cartCount}
            giftCardBalance={giftCardBalance}
            gifting={gifting}
            user={user}
            pending={pending}
          >
            <Outlet />
          </StoreShell>
        )}
      </ToastProvider>
    </I18nextProvider>
  );
}

/** Shows the message a redirect carried (for example 'Password updated') once. */
function FlashToast({ flash }: { flash: Flash | null }) {
  const show = useToast();
  const { t } = useTranslation();
  useOnChange(flash, (shown) =>
    show(shown.severity, shown.key ? t(shown.key) : (shown.text ?? '')),
  );
  return null;
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
