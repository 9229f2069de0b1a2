import type { CatalogueImportDetail, ImportProgress } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';

type Answer = { data?: CatalogueImportDetail; message?: string; errors?: Record<string, string[]> };
const POLL_MS = 500;

/** Applies the import, polling its progress while the apply runs. */
function useApply(importId: number) {
  const apply = useFetcher<Answer>();
  const poll = useFetcher<Answer>();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const running = apply.state !== 'idle';
  useEffect(() => {
    if (!running) return setProgress(null);
    const timer = setInterval(() => {
      if (poll.state === 'idle') poll.load(`/admin/imports/${importId}`);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, importId, poll]);
  useEffect(() => {
    if (running && poll.data?.data?.progress) setProgress(poll.data.data.progress);
  }, [running, poll.data]);
  const start = () =>
    apply.submit({ intent: 'apply' }, { method: 'post', action: `/admin/imports/${importId}` });
  return { start, running, progress, answer: apply.state === 'idle' ? apply.data : undefined };
}

/** The dry run's answer: what applying would do, every problem by line and column, and Apply. */
export function ImportReport({ report }: { report: CatalogueImportDetail }) {
  const { t } = useTranslation('console');
  const { start, running, progress, answer } = useApply(report.id);
  const shown = answer?.data ?? report;
  const problems = answer?.errors
    ? Object.entries(answer.errors).map(([where, messages]) => ({
        where,
        message: messages.join(' '),
      }))
    : [];
  return (
    <div className="space-y-4" aria-live="polite">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['row_count', 'created', 'updated', 'unchanged'] as const).map((key) => (
          <div key={key} className="rounded-lg bg-gray-50 p-3">
            <dt className="text-xs text-gray-600">{t(`imports.counts.${key}`)}</dt>
            <dd className="text-xl font-semibold" data-testid={`import-${key}`}>
              {shown[key]}
            </dd>
          </div>
        ))}
      </dl>
      {report.problems.length ? (
        <ProblemTable report={report} />
      ) : shown.status === 'applied' ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
          {t('imports.applied', { created: shown.created, updated: shown.updated })}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={start} disabled={running}>
            {running ? t('imports.applying') : t('imports.apply')}
          </Button>
          {running ? (
            <progress
              className="h-2 w-48"
              aria-label={t('imports.progress')}
              max={progress?.total || 1}
              value={progress?.done ?? 0}
            />
          ) : null}
          {progress ? (
            <span className="text-sm text-gray-600">
              {t(`imports.phase.${progress.phase}`, { done: progress.done, total: progress.total })}
            </span>
          ) : null}
        </div>
      )}
      {answer?.message && !answer.data ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{answer.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.where}>
                {p.where}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ProblemTable({ report }: { report: CatalogueImportDetail }) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('imports.problems', { count: report.problems.length })}
        </p>
        <a
          href={`/admin/imports/${report.id}/errors.csv`}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('imports.errorFile')}
        </a>
      </div>
      <div className="max-h-96 overflow-auto rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('imports.problemsCaption')}</caption>
          <thead className="sticky top-0 bg-gray-50 text-xs text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('imports.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('imports.column')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('imports.problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {report.problems.map((problem, i) => (
              <tr key={i}>
                <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                <td className="px-3 py-2 font-mono text-xs">{problem.column}</td>
                <td className="px-3 py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
