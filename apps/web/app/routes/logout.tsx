import { LogoutResponse } from '@storefront/contracts';
import { redirect } from 'react-router';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { clearCookie, sessionCookie } from '../lib/cookies.ts';
import { getStore } from '../lib/session.server.ts';
import type { Route } from './+types/logout';

/** Logging out is a POST (the shell's form); a visit just goes home. */
export function loader() {
  return redirect('/');
}

/**
 * Revokes the session on the server, drops the cookie, then goes to login on a private store
 * and home on a public one (§4 Logout). A single sign-on account signs out at its identity
 * provider too, which sends the browser back to the store's origin.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  // An already expired or revoked session is logged out all the same.
  const loggedOut = await apiJson(context, '/auth/logout', LogoutResponse, {
    method: 'POST',
  }).catch((error: unknown) => {
    if (!(error instanceof ApiFailure)) throw error;
    return null;
  });
  return redirect(loggedOut?.logout_url ?? (store.private_store ? '/login' : '/'), {
    headers: { 'set-cookie': await clearCookie(request, sessionCookie) },
  });
}
