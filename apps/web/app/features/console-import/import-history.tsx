import type { CatalogueImport } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ListTable } from '../../components/ui/list-table.tsx';
import { useOnChange } from '../../lib/use-on-change.ts';

type Answer = { data?: CatalogueImport; message?: string };

const TONE: Record<CatalogueImport['status'], string> = {
  checked: 'bg-blue-100 text-blue-800',
  refused: 'bg-red-100 text-red-800',
  applied: 'bg-green-100 text-green-800',
  rolled_back: 'bg-gray-200 text-gray-800',
};

/** Asks before putting the products an import touched back as they were. */
function RollbackDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: CatalogueImport | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useOnChange(answer?.data, () => {
    onDone();
    onClose();
  });
  const name = entry?.file_name ?? '';
  return (
    <Dialog open={entry !== null} onClose={onClose} title={t('imports.rollbackTitle', { name })}>
      <fetcher.Form method="post" action={`/admin/imports/${entry?.id}`} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="rollback" />
        <p className="text-sm text-gray-700">{t('imports.rollbackConfirm')}</p>
        {answer?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {answer.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('imports.cancel')}
          </Button>
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            {t('imports.rollback')}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** Every import and bulk edit, newest first: who, when, what it did; its errors and rollback. */
export function ImportHistory({
  entries,
  onRolledBack,
}: {
  entries: CatalogueImport[];
  onRolledBack: () => void;
}) {
  const { t, i18n } = useTranslation('console');
  const [rollingBack, setRollingBack] = useState<CatalogueImport | null>(null);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!entries.length) return <p className="text-sm text-gray-600">{t('imports.noHistory')}</p>;
  return (
    <>
      <ListTable
        caption={t('imports.historyCaption')}
        framed={false}
        heads={[
          ...(['file', 'when', 'who', 'result', 'status'] as const).map((key) => ({
            key,
            label: t(`imports.history.${key}`),
          })),
          { key: 'actions', label: t('imports.history.actions'), hidden: true },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="flex flex-col gap-1 py-3 md:table-row md:py-0">
            <th scope="row" className="font-medium break-all md:px-4 md:py-3">
              {entry.kind === 'bulk_edit' ? t('imports.bulkEdit') : entry.file_name}
            </th>
            <td className="text-gray-600 md:px-4 md:py-3 md:whitespace-nowrap md:text-gray-900">
              {when(entry.created_at)}
            </td>
            <td className="break-all md:px-4 md:py-3">{entry.actor_email}</td>
            <td className="md:px-4 md:py-3">
              {t('imports.result', {
                created: entry.created,
                updated: entry.updated,
                unchanged: entry.unchanged,
              })}
            </td>
            <td className="md:px-4 md:py-3">
              <Badge className={TONE[entry.status]}>{t(`imports.statuses.${entry.status}`)}</Badge>
            </td>
            <td className="md:px-4 md:py-3">
              <div className="flex flex-wrap gap-2 md:justify-end">
                {entry.problem_count ? (
                  <a
                    href={`/admin/imports/${entry.id}/errors.csv`}
                    download
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    {t('imports.errorFile')}
                  </a>
                ) : null}
                {entry.status === 'applied' ? (
                  <Button variant="outline" size="sm" onClick={() => setRollingBack(entry)}>
                    {t('imports.rollback')}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      <RollbackDialog
        entry={rollingBack}
        onClose={() => setRollingBack(null)}
        onDone={onRolledBack}
      />
    </>
  );
}
