import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { ContactSubmissionRow } from '@storefront/contracts';
import { ContactStatusBadge, useWhen } from './people-badges.tsx';

type Loaded = { items: ContactSubmissionRow[]; total: number };

/**
 * "Messages about this order" on the console's order page: the shopper's contact messages linked
 * to it, each opening its inbox thread. Loaded after the page, so the order page waits for nothing.
 */
export function OrderMessages({ orderId }: { orderId: number }) {
  const { t } = useTranslation('console');
  const when = useWhen();
  const fetcher = useFetcher<Loaded>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`/admin/inbox/order/${orderId}`);
  }, [load, orderId]);
  const items = fetcher.data?.items ?? [];
  if (!items.length) return null;
  return (
    <ConsoleCard title={t('people.orderMessages.title')}>
      <ul className="space-y-2 text-sm" data-testid="order-messages">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={`/admin/inbox/${item.id}`}
              className="font-medium text-brand underline underline-offset-4"
            >
              {t('people.orderMessages.from', { name: item.name })}
            </Link>
            <time dateTime={item.created_at} className="text-gray-600">
              {when(item.created_at)}
            </time>
            <ContactStatusBadge status={item.status} />
            <p className="w-full truncate text-gray-700">{item.excerpt}</p>
          </li>
        ))}
      </ul>
    </ConsoleCard>
  );
}
