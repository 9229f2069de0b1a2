import { MessageResponse } from '@storefront/contracts';
import { redirect } from 'react-router';
import { requirePlatformHost } from '../../features/console-operator/operator.server.ts';
import { apiJson } from '../../lib/api.server.ts';
import { clearCookie, sessionCookie } from '../../lib/cookies.ts';
import type { Route } from './+types/logout';

/** Ends the operator's session (if the API still knows it) and forgets the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePlatformHost(context);
  await apiJson(context, '/platform/auth/logout', MessageResponse, { method: 'POST' }).catch(
    () => undefined,
  );
  return redirect('/operator/login', {
    headers: { 'set-cookie': await clearCookie(request, sessionCookie) },
  });
}

export function loader() {
  return redirect('/operator');
}
