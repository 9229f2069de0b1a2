import { AuditLogResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { AuditEntries } from '../../features/console-audit/audit-entries.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { getStore, getUser } from '../../lib/session.server.ts';
import type { Route } from './+types/audit-log';

const ROWS = 20;

/** One page of the store's audit log, paged on the server (owners only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (user?.role !== 'owner') throw data({ message: 'Owners only.' }, { status: 403 });
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const log = await apiJson(
    context,
    `/storefronts/${store.id}/audit-log?page=${page}&rows=${ROWS}`,
    AuditLogResponse,
  );
  return { entries: log.data.data, page, lastPage: log.data.last_page };
}

export function meta() {
  return [{ title: 'Audit log' }];
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { entries, page, lastPage } = loaderData;
  const pageLink = (to: number, label: string) => (
    <Link to={`?page=${to}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader title={t('auditLog.title')} description={t('auditLog.description')} />
      {entries.length ? (
        <AuditEntries entries={entries} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('auditLog.empty')}
        </p>
      )}
      {lastPage > 1 ? (
        <nav
          aria-label={t('auditLog.caption')}
          className="mt-6 flex items-center justify-between gap-2"
        >
          {page > 1 ? pageLink(page - 1, t('auditLog.previous')) : <span />}
          <span className="text-sm text-gray-600">
            {t('auditLog.page', { page, pages: lastPage })}
          </span>
          {page < lastPage ? pageLink(page + 1, t('auditLog.next')) : <span />}
        </nav>
      ) : null}
    </>
  );
}
