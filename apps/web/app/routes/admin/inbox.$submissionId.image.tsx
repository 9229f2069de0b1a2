import { data } from 'react-router';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/inbox.$submissionId.image';

/**
 * A contact message's picture, passed through from the API with the signed-in member's session:
 * the API answers the store's team only, and nothing on the way caches it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const id = Number(params.submissionId) || 0;
  const res = await context.api(`/storefronts/${store.id}/admin/contact/${id}/image`);
  if (!res.ok)
    throw data({ message: 'No picture.' }, { status: res.status === 401 ? 403 : res.status });
  return new Response(res.body, {
    headers: {
      'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
