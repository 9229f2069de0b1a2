import type { ContactInboxQuery, ContactSubmissionRow } from '@storefront/contracts';
import { ImageIcon, MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { pageUrl } from './list-url.ts';
import { ContactStatusBadge, orderNumber, useWhen } from './people-badges.tsx';

export const inboxUrl = (query: Partial<ContactInboxQuery>) => pageUrl('/admin/inbox', query);

/** All, open and handled, the open ones counted. */
export function InboxTabs({ query, open }: { query: ContactInboxQuery; open: number }) {
  const { t } = useTranslation('console');
  const tabs = [undefined, 'open', 'handled'] as const;
  return (
    <nav aria-label={t('people.inbox.tabs')} className="mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-gray-200">
        {tabs.map((status) => {
          const current = query.status === status;
          return (
            <li key={status ?? 'all'}>
              <Link
                to={inboxUrl({ q: query.q, status, rows: query.rows })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  current
                    ? 'border-brand text-gray-900'
                    : 'border-transparent text-gray-600 hover:text-gray-900',
                )}
              >
                {t(`people.inbox.statuses.${status ?? 'all'}`)}
                {status === 'open' ? (
                  <span
                    data-testid="inbox-open-count"
                    className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700"
                  >
                    {open}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function InboxSearch({ query }: { query: ContactInboxQuery }) {
  const { t } = useTranslation('console');
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('people.inbox.searchLabel')}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      <TextField
        className="min-w-0 flex-1 basis-60"
        label={t('people.inbox.search')}
        name="q"
        type="search"
        placeholder={t('people.inbox.searchPlaceholder')}
        defaultValue={query.q ?? ''}
      />
      <Button type="submit">{t('people.apply')}</Button>
    </Form>
  );
}

/** The submissions, newest first: who, the start of the message, its order and state. */
export function InboxList({ items }: { items: ContactSubmissionRow[] }) {
  const { t } = useTranslation('console');
  const when = useWhen();
  return (
    <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
      {items.map((item) => (
        <li key={item.id} data-testid="inbox-item" className="relative p-4 hover:bg-gray-50">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Link
              to={`/admin/inbox/${item.id}`}
              className={cn(
                'min-w-0 truncate text-brand underline-offset-4 after:absolute after:inset-0 hover:underline',
                item.status === 'open' && 'font-semibold',
              )}
            >
              {item.name}
              <span className="font-normal text-gray-600"> · {item.email}</span>
            </Link>
            <time dateTime={item.created_at} className="text-sm text-gray-600">
              {when(item.created_at)}
            </time>
          </div>
          <p className="mt-1 line-clamp-2 text-sm break-words text-gray-800">{item.excerpt}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-gray-600">
            <ContactStatusBadge status={item.status} />
            {item.order ? (
              <span>{t('people.inbox.aboutOrder', { number: orderNumber(item.order.uuid) })}</span>
            ) : null}
            {item.has_image ? (
              <span className="inline-flex items-center gap-1">
                <ImageIcon aria-hidden className="size-4" />
                {t('people.inbox.hasPicture')}
              </span>
            ) : null}
            {item.replies ? (
              <span className="inline-flex items-center gap-1">
                <MessageSquareReply aria-hidden className="size-4" />
                {t('people.inbox.replyCount', { count: item.replies })}
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
