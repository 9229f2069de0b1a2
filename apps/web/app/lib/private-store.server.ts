import {
  isOpenOnPrivateStore,
  PrivateAccessGrantResponse,
  PrivateAccessResponse,
  type PrivateAccessGrant,
  type Storefront,
  type User,
} from '@storefront/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from './api.server.ts';
import { clearCookie, flashCookie, readText, setCookie, storeAccessCookie } from './cookies.ts';
import { currentPath, withReturnUrl } from './session.server.ts';

/**
 * Checks an entry code (gift card, promo code or password): the grant that lets the visitor in,
 * or the server's refusal, null when it gave none (the page then says 'Not a valid gift card', §8).
 */
export async function checkPrivateCode(
  context: AppLoadContext,
  store: Storefront,
  code: string,
): Promise<{ ok: true; grant: string } | { ok: false; message: string | null }> {
  try {
    const { data } = await apiJson(
      context,
      `/storefronts/${store.id}/private-access`,
      PrivateAccessResponse,
      { method: 'POST', json: { code } },
    );
    return { ok: true, grant: data.grant };
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return { ok: false, message: error.message || null };
    throw error;
  }
}

/** The access the visitor's grant cookie still gives in this store, or null. */
export async function heldAccess(
  request: Request,
  context: AppLoadContext,
  store: Storefront,
): Promise<PrivateAccessGrant | null> {
  if (!store.private_store || !(await readText(request, storeAccessCookie))) return null;
  return apiJson(
    context,
    `/storefronts/${store.id}/private-access`,
    PrivateAccessGrantResponse,
  ).then(
    (r) => r.data,
    (error: unknown) => {
      if (error instanceof ApiFailure && error.status === 404) return null;
      throw error;
    },
  );
}

/** The balance of the gift card the visitor entered with (§2 navbar), or null without one. */
export async function heldGiftCardOf(
  request: Request,
  context: AppLoadContext,
  store: Storefront,
): Promise<number | null> {
  const grant = await heldAccess(request, context, store).catch(() => null);
  return grant?.access === 'gift_card' ? grant.balance : null;
}

/**
 * The private-store rules of §4 for one page request, matching the API's own guard: a `?code=`
 * is tried and dropped from the address (a good one on the entry page leads home); a verified user or a live grant from an entry code gets
 * in; otherwise only the open pages (login, legal…) are served, and every other page sends the
 * visitor to the entry page (clearing a grant the store has ended), or, where the store wants a
 * login, to login (or to verify the e-mail first).
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
      ? await setCookie(request, storeAccessCookie, result.grant)
      : await setCookie(request, flashCookie, {
          severity: 'error',
          ...(result.message ? { text: result.message } : { key: 'PRIVATE.invalidCode' }),
        });
    // Let in at the entry page means on to the store (§4: success goes home).
    const next = result.ok && url.pathname === '/private' ? '/' : `${url.pathname}${url.search}`;
    throw redirect(next, { headers: { 'set-cookie': cookie } });
  }
  const admitted = !!user?.email_verified || !!(await heldAccess(request, context, store));
  if (admitted || isOpenOnPrivateStore(url.pathname)) return admitted;
  if (!store.private_access.login) {
    const ended = (await readText(request, storeAccessCookie))
      ? { 'set-cookie': await clearCookie(request, storeAccessCookie) }
      : undefined;
    throw redirect('/private', { headers: ended });
  }
  const page = user ? '/email-verification' : '/login';
  throw redirect(withReturnUrl(page, currentPath(request)));
}
