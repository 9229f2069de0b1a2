import {
  COOKIES,
  safeReturnUrl,
  type Cart,
  type Storefront,
  type User,
} from '@storefront/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from './api.server.ts';

/**
 * The session token, which the server turns into `Authorization: Bearer` for the API
 * (apps/server/src/plugins/web.ts), and the private-store grant an entry code gave, which the
 * API reads as it is (never the code itself).
 */
export const SESSION_COOKIE = 'token';
export const STORE_ACCESS_COOKIE = 'store_access';
/** Where to go once the e-mail is verified: the mail's link carries only the token. */
const RETURN_URL_COOKIE = 'return_url';
/** A message for the next page, shown once as a toast. */
const FLASH_COOKIE = 'flash';

/** A toast carried across a redirect: an i18n key, or a server's own text. */
export type Flash = { severity: 'success' | 'error'; key?: string; text?: string };

const THIRTY_DAYS = 60 * 60 * 24 * 30;
const ONE_DAY = 60 * 60 * 24;

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** An httpOnly, SameSite=Lax cookie, Secure when the page was served over https. */
function cookie(request: Request, name: string, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function clearCookie(request: Request, name: string): string {
  return cookie(request, name, '', 0);
}

export const sessionCookie = (request: Request, token: string) =>
  cookie(request, SESSION_COOKIE, token, THIRTY_DAYS);
/** Lasts as long as the grant (30 days); the API ends it sooner if the way in closes. */
export const storeAccessCookie = (request: Request, grant: string) =>
  cookie(request, STORE_ACCESS_COOKIE, grant, THIRTY_DAYS);
export const returnUrlCookie = (request: Request, returnUrl: string) =>
  cookie(request, RETURN_URL_COOKIE, returnUrl, ONE_DAY);
export const flashCookie = (request: Request, flash: Flash) =>
  cookie(request, FLASH_COOKIE, JSON.stringify(flash), 60);
/** A preview session (features/preview) lasts a day, or until `?preview=0`. */
export const previewCookie = (request: Request) => cookie(request, COOKIES.preview, '1', ONE_DAY);

/** The flash set by the previous response, if any; the caller clears the cookie. */
export function readFlash(request: Request): Flash | null {
  const value = readCookie(request, FLASH_COOKIE);
  if (!value) return null;
  try {
    const flash = JSON.parse(value) as Flash;
    return flash.severity === 'success' || flash.severity === 'error' ? flash : null;
  } catch {
    return null;
  }
}

export const clearFlash = (request: Request) => clearCookie(request, FLASH_COOKIE);

const storeByContext = new WeakMap<AppLoadContext, Promise<Storefront>>();
const userByContext = new WeakMap<AppLoadContext, Promise<User | null>>();

/** The store of this request; root and page loaders of one request share the answer. */
export function getStore(context: AppLoadContext): Promise<Storefront> {
  let pending = storeByContext.get(context);
  if (!pending) {
    pending = apiJson<{ data: Storefront }>(context, '/storefronts/get-by-url').then((r) => r.data);
    storeByContext.set(context, pending);
  }
  return pending;
}

/** The signed-in user, or null when there is no session or the API no longer accepts it. */
export function getUser(request: Request, context: AppLoadContext): Promise<User | null> {
  if (!readCookie(request, SESSION_COOKIE)) return Promise.resolve(null);
  let pending = userByContext.get(context);
  if (!pending) {
    pending = apiJson<{ data: { user: User } }>(context, '/auth/me').then(
      (r) => r.data.user,
      (error: unknown) => {
        if (error instanceof ApiFailure && error.status === 401) return null;
        throw error;
      },
    );
    userByContext.set(context, pending);
  }
  return pending;
}

/** The path and query of this request, as a returnUrl. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `/login?returnUrl=…` (or another page) for coming back to `returnUrl` afterwards. */
export function withReturnUrl(page: string, returnUrl: string): string {
  return `${page}?${new URLSearchParams({ returnUrl })}`;
}

/** The page's own `?returnUrl`, if it is safe to follow, else `/`. */
export function returnUrlOf(request: Request): string {
  return safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')) ?? '/';
}

/** The saved returnUrl for after e-mail verification (see RETURN_URL_COOKIE). */
export function savedReturnUrl(request: Request): string | null {
  return safeReturnUrl(readCookie(request, RETURN_URL_COOKIE));
}

export function clearSavedReturnUrl(request: Request): string {
  return clearCookie(request, RETURN_URL_COOKIE);
}

/** The gifting link the cart holds, or null (the shell reads the same cart: one API call). */
async function cartGifting(context: AppLoadContext): Promise<Cart['gifting']> {
  const store = await getStore(context);
  return apiJson<{ data: Cart }>(context, `/storefronts/${store.id}/cart`).then(
    (body) => body.data.gifting,
    () => null,
  );
}

/** §6: prices are hidden where the store disables them or while the cart's gift kit hides them. */
export async function pricesHidden(context: AppLoadContext, store: Storefront): Promise<boolean> {
  return store.disabled_prices || ((await cartGifting(context))?.hide_prices ?? false);
}

/** A gift recipient keeps to the kit (§4 Guards): signed-in pages send a gifting cart home. */
async function refuseGiftingCart(context: AppLoadContext): Promise<void> {
  if (await cartGifting(context)) throw redirect('/');
}

/** A signed-in user, else a redirect to login that comes back here. A stale cookie is cleared. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  await refuseGiftingCart(context);
  const user = await getUser(request, context);
  if (user) return user;
  const headers = readCookie(request, SESSION_COOKIE)
    ? { 'set-cookie': clearCookie(request, SESSION_COOKIE) }
    : undefined;
  throw redirect(withReturnUrl('/login', currentPath(request)), { headers });
}

/** A user with a verified e-mail; unverified users are sent to verify it first (§4 Guards). */
export async function requireVerifiedUser(
  request: Request,
  context: AppLoadContext,
): Promise<User> {
  const user = await requireUser(request, context);
  if (!user.email_verified)
    throw redirect(withReturnUrl('/email-verification', currentPath(request)));
  return user;
}

/** Login-type pages are for guests: signed-in users go home. */
export async function requireGuest(request: Request, context: AppLoadContext): Promise<void> {
  if (await getUser(request, context)) throw redirect('/');
}
