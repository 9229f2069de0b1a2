import { isOpenOnPrivateStore, type Storefront, type User } from '@storefront/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from './api.server.ts';
import {
  currentPath,
  flashCookie,
  readCookie,
  STORE_CODE_COOKIE,
  storeCodeCookie,
  withReturnUrl,
} from './session.server.ts';

/**
 * Checks an entry code (gift card, promo code or password). A refusal carries the server's
 * message, or null when it gave none (the page then says 'Not a valid gift card', §8).
 */
export async function checkPrivateCode(
  context: AppLoadContext,
  store: Storefront,
  code: string,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  try {
    await apiJson(context, `/storefronts/${store.id}/private-access`, {
      method: 'POST',
      json: { code },
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return { ok: false, message: error.message || null };
    throw error;
  }
}

/**
 * The private-store rules of §4 for one page request, matching the API's own guard: a `?code=`
 * is tried and dropped from the address; a verified user or an entry code gets in; otherwise
 * only the open pages (login, legal…) are served, and every other page sends the visitor to the
 * entry page, or, where the store wants a login, to login (or to verify the e-mail first).
 * Says whether the visitor is admitted (always, on a public store).
 */
export async function guardPrivateStore(
  request: Request,
  context: AppLoadContext,
  store: Storefront,
  user: User | null,
): Promise<boolean> {
  if (!store.private_store) return true;
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  if (code !== null) {
    url.searchParams.delete('code');
    const result = code.trim()
      ? await checkPrivateCode(context, store, code.trim())
      : { ok: false as const, message: null };
    const cookie = result.ok
      ? storeCodeCookie(request, code.trim())
      : flashCookie(request, {
          severity: 'error',
          ...(result.message ? { text: result.message } : { key: 'PRIVATE.invalidCode' }),
        });
    throw redirect(`${url.pathname}${url.search}`, { headers: { 'set-cookie': cookie } });
  }
  const admitted = hasPrivateAccess(request, user);
  if (admitted || isOpenOnPrivateStore(url.pathname)) return admitted;
  if (!store.private_access.login) throw redirect('/private');
  const page = user ? '/email-verification' : '/login';
  throw redirect(withReturnUrl(page, currentPath(request)));
}

/** A verified user or a remembered entry code opens a private store (as the API decides too). */
function hasPrivateAccess(request: Request, user: User | null): boolean {
  return !!user?.email_verified || !!readCookie(request, STORE_CODE_COOKIE);
}
