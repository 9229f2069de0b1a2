import {
  CartResponse,
  MeResponse,
  safeReturnUrl,
  StorefrontResponse,
  type Cart,
  type Storefront,
  type User,
} from '@storefront/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from './api.server.ts';
import {
  clearCookie,
  flashCookie,
  readCookie,
  readText,
  returnUrlCookie,
  sessionCookie,
} from './cookies.ts';

/** A toast carried across a redirect: an i18n key, or a server's own text. */
export type Flash = { severity: 'success' | 'error'; key?: string; text?: string };

/** The flash set by the previous response, if any; the caller clears the cookie. */
export async function readFlash(request: Request): Promise<Flash | null> {
  const flash = (await readCookie(request, flashCookie)) as Partial<Flash> | null;
  return flash?.severity === 'success' || flash?.severity === 'error' ? (flash as Flash) : null;
}

const storeByContext = new WeakMap<AppLoadContext, Promise<Storefront>>();
const userByContext = new WeakMap<AppLoadContext, Promise<User | null>>();

/** The store of this request; root and page loaders of one request share the answer. */
export function getStore(context: AppLoadContext): Promise<Storefront> {
  let pending = storeByContext.get(context);
  if (!pending) {
    pending = apiJson(context, '/storefronts/get-by-url', StorefrontResponse).then((r) => r.data);
    storeByContext.set(context, pending);
  }
  return pending;
}

/** The signed-in user, or null when there is no session or the API no longer accepts it. */
export async function getUser(request: Request, context: AppLoadContext): Promise<User | null> {
  if (!(await readText(request, sessionCookie))) return null;
  let pending = userByContext.get(context);
  if (!pending) {
    pending = apiJson(context, '/auth/me', MeResponse).then(
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

/** The saved returnUrl for after e-mail verification (see returnUrlCookie). */
export async function savedReturnUrl(request: Request): Promise<string | null> {
  return safeReturnUrl(await readText(request, returnUrlCookie));
}

/** The gifting link the cart holds, or null (the shell reads the same cart: one API call). */
async function cartGifting(context: AppLoadContext): Promise<Cart['gifting']> {
  if (!context.mayHoldCart) return null;
  const store = await getStore(context);
  return apiJson(context, `/storefronts/${store.id}/cart`, CartResponse).then(
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
  const headers = (await readText(request, sessionCookie))
    ? { 'set-cookie': await clearCookie(request, sessionCookie) }
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
