import { LoginResponse } from '@storefront/contracts';
import { data, redirect } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { sessionCookie, setCookie } from '../../lib/cookies.ts';
import type { PageHandle } from '../../root.tsx';
import type { Route } from './+types/impersonate';

export const handle: PageHandle = { bare: true, console: true };

/**
 * Where an operator's "Open console" lands: the one-time token becomes a session acting as the
 * store's owner (recorded in the audit log), then the console opens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const opened = await apiJson(context, '/auth/impersonate', LoginResponse, {
      method: 'POST',
      json: { token },
    });
    return redirect('/admin', {
      headers: { 'set-cookie': await setCookie(request, sessionCookie, opened.data.access_token) },
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return data({ message: error.message }, { status: error.status === 400 ? 422 : error.status });
  }
}

export function meta() {
  return [{ title: 'Console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Impersonate({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">Console link</h1>
      <p role="alert" className="mt-3 text-gray-600">
        {loaderData.message}
      </p>
    </main>
  );
}
