import type { DevMail } from '@storefront/contracts';
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

/** The store's outgoing mail; null when the API has a mail server and so keeps it closed (404). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { data: mails } = await apiJson<{ data: DevMail[] }>(context, '/dev/mailbox');
    return { mails };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return { mails: null };
    throw error;
  }
}

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <DevMailbox mails={loaderData.mails} />;
}
