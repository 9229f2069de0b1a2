import type { VersionSummary } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSubmit } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Every publish, newest first: when, by whom, with which note; open one to see what it made live,
 * or restore it (after a confirmation: it goes live at once, as a new version, and drops the draft).
 */
export function VersionsList({
  versions,
  restored,
  error,
  lastPage,
  page,
}: {
  versions: VersionSummary[];
  restored: number | null;
  error: string | null;
  lastPage: number;
  page: number;
}) {
  const { t, i18n } = useTranslation('console');
  const [restoring, setRestoring] = useState<number | null>(null);
  const busy = useNavigation().state === 'submitting';
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-6">
      <div role="status" aria-live="polite">
        {restored !== null ? (
          <p className="rounded-lg bg-green-50 p-3 text-green-800">
            {t('versions.restoredAs', { number: restored })}
          </p>
        ) : null}
        {error ? <p className="rounded-lg bg-red-50 p-3 text-red-800">{error}</p> : null}
      </div>
      {versions.length ? (
        <ol className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {versions.map((version, index) => (
            <li key={version.number} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-48 flex-1">
                <p className="font-semibold text-gray-900">
                  {t('versions.name', { number: version.number })}
                  {page === 1 && index === 0 ? (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                      {t('versions.live')}
                    </span>
                  ) : null}
                  {version.restored_from !== null ? (
                    <span className="ml-2 text-sm font-normal text-gray-600">
                      {t('versions.restoredFrom', { number: version.restored_from })}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-gray-600">
                  {when.format(new Date(version.published_at))} ·{' '}
                  {version.published_by ?? t('versions.beforeFirst')}
                </p>
                {version.note ? <p className="text-sm text-gray-800">{version.note}</p> : null}
              </div>
              <Link
                to={`/admin/versions/${version.number}`}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {t('versions.view')}
                <span className="sr-only">({t('versions.name', { number: version.number })})</span>
              </Link>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => setRestoring(version.number)}
              >
                {t('versions.restore')}
                <span className="sr-only">({t('versions.name', { number: version.number })})</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-gray-600">{t('versions.none')}</p>
      )}
      {lastPage > 1 ? (
        <nav aria-label={t('versions.paging')} className="flex justify-between">
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('versions.newer')}</Link> : <span />}
          {page < lastPage ? <Link to={`?page=${page + 1}`}>{t('versions.older')}</Link> : null}
        </nav>
      ) : null}
      {restoring !== null ? (
        <RestoreDialog number={restoring} onCancel={() => setRestoring(null)} />
      ) : null}
    </div>
  );
}

function RestoreDialog({ number, onCancel }: { number: number; onCancel: () => void }) {
  const { t } = useTranslation('console');
  const submit = useSubmit();
  return (
    <ConfirmDialog
      title={t('versions.confirmTitle', { number })}
      confirmLabel={t('versions.restore')}
      onConfirm={() => {
        void submit({ number }, { method: 'post' });
        onCancel();
      }}
      onCancel={onCancel}
    >
      {t('versions.confirmBody')}
    </ConfirmDialog>
  );
}
