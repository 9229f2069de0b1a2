import { DevMailboxResponse } from '@storefront/contracts';
import { DevMailbox } from '../features/identity/dev-mailbox.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/dev-mailbox';

export function meta({ matches }: Route.MetaArgs) {
  const tags = pageMeta(matches, metaText(matches, 'IDENTITY.mailbox.title'));
  return [
    ...tags.filter((tag) => !('name' in tag && tag.name === 'robots')),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * The store's outgoing mail; null with the reason when the API keeps it closed: a mail server
 * sends real mail (404), or in production only the signed-in store owner may read it (401/403).
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { data: mails } = await apiJson(context, '/dev/mailbox', DevMailboxResponse);
    return { mails, closed: null };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    if (error.status === 404) return { mails: null, closed: 'off' as const };
    if (error.status === 401 || error.status === 403)
      return { mails: null, closed: 'ownerOnly' as const };
    throw error;
  }
}

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <DevMailbox mails={loaderData.mails} closed={loaderData.closed} />;
}
