import type { ConsoleOrderListQuery } from '@storefront/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { listQueryString } from './order-list-url.ts';

/** Downloads every order of the list's search, filters and sort (not just this page) as CSV. */
export function ExportOrdersLink({ query }: { query: ConsoleOrderListQuery }) {
  const { t } = useTranslation('console');
  const search = listQueryString({ ...query, page: undefined, rows: undefined });
  return (
    <a
      href={`/admin/orders/export.csv${search ? `?${search}` : ''}`}
      download
      className={buttonVariants({ variant: 'outline' })}
    >
      <Download aria-hidden />
      {t('webhooks.exportOrders')}
    </a>
  );
}
