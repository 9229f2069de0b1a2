import { ContactInboxQuery, ContactInboxResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import {
  InboxList,
  InboxSearch,
  InboxTabs,
  inboxUrl,
} from '../../features/console-people/inbox-list.tsx';
import { queryString } from '../../features/console-people/list-url.ts';
import { Pager } from '../../features/console-people/pager.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/inbox';

/** The shoppers' contact messages (owners and staff): open or handled, searched, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ContactInboxQuery.safeParse(asked);
  const query = parsed.success ? parsed.data : ContactInboxQuery.parse({});
  const list = await apiJson(
    context,
    `/storefronts/${store.id}/admin/contact?${queryString(query)}`,
    ContactInboxResponse,
  );
  return {
    query,
    items: list.data.data,
    total: list.data.total,
    lastPage: list.data.last_page,
    open: list.open,
  };
}

export function meta() {
  return [{ title: 'Inbox' }];
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { query, items, total, lastPage, open } = loaderData;
  return (
    <>
      <PageHeader title={t('people.inbox.title')} description={t('people.inbox.description')} />
      <InboxTabs query={query} open={open} />
      <InboxSearch query={query} />
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {t('people.inbox.found', { count: total })}
      </p>
      {items.length ? (
        <InboxList items={items} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('people.inbox.empty')}
        </p>
      )}
      <Pager page={query.page} lastPage={lastPage} urlOf={(page) => inboxUrl({ ...query, page })} />
    </>
  );
}
