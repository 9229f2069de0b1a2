import { CatalogueImportListResponse, type CatalogueImportDetail } from '@storefront/contracts';
import { Download, Table2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ImportHistory } from '../../features/console-import/import-history.tsx';
import { ImportReport } from '../../features/console-import/import-report.tsx';
import { ImportUpload } from '../../features/console-import/import-upload.tsx';
import { ownersStore } from '../../features/console-import/owner-api.server.ts';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson } from '../../lib/api.server.ts';
import type { Route } from './+types/imports';

/** The import history (its newest page): every import and bulk edit of the store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  const list = await apiJson(
    context,
    `/storefronts/${store.id}/imports?rows=20`,
    CatalogueImportListResponse,
  );
  return { history: list.data.data };
}

export function meta() {
  return [{ title: 'Import & export' }];
}

export default function Imports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const [report, setReport] = useState<CatalogueImportDetail | null>(null);
  const show = useToast();
  const onReport = useCallback((next: CatalogueImportDetail) => setReport(next), []);
  const onRolledBack = useCallback(() => show('success', t('imports.rolledBack')), [show, t]);
  return (
    <>
      <PageHeader
        title={t('imports.title')}
        description={t('imports.description')}
        actions={
          <>
            <Link to="/admin/products/bulk-edit" className={buttonVariants({ variant: 'outline' })}>
              <Table2 aria-hidden />
              {t('imports.openBulkEdit')}
            </Link>
            <a
              href="/admin/imports/export.csv"
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden />
              {t('imports.export')}
            </a>
          </>
        }
      />
      <div className="space-y-6">
        <ConsoleCard title={t('imports.uploadTitle')} description={t('imports.uploadHint')}>
          <ImportUpload onReport={onReport} />
        </ConsoleCard>
        {report ? (
          <ConsoleCard title={t('imports.reportTitle', { name: report.file_name })}>
            <ImportReport key={report.id} report={report} />
          </ConsoleCard>
        ) : null}
        <ConsoleCard title={t('imports.historyTitle')}>
          <ImportHistory entries={loaderData.history} onRolledBack={onRolledBack} />
        </ConsoleCard>
      </div>
    </>
  );
}
