import type { AuditEntry } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { changedFields } from './audit-diff.ts';

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** Who did what and when, newest first; each change opens to its fields before and after. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('console');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol aria-label={t('auditLog.caption')} className="space-y-3">
      {entries.map((entry) => {
        const changes = changedFields(entry.before, entry.after);
        return (
          <li key={entry.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-medium">
                <code className="rounded bg-gray-100 px-1.5 py-0.5 text-sm">{entry.action}</code>
                {entry.subject ? <span className="ml-2 break-all">{entry.subject}</span> : null}
              </p>
              <time dateTime={entry.created_at} className="text-sm text-gray-600">
                {when(entry.created_at)}
              </time>
            </div>
            <p className="mt-1 text-sm text-gray-700">
              {entry.actor_email}
              {entry.impersonated_by ? (
                <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
                  {t('auditLog.viaOperator', { email: entry.impersonated_by })}
                </span>
              ) : null}
            </p>
            {changes.length ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-gray-800">
                  {t('auditLog.showChange')}
                </summary>
                <table className="mt-2 w-full table-fixed text-left text-sm">
                  <thead className="text-xs text-gray-600">
                    <tr>
                      <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                        {t('auditLog.what')}
                      </th>
                      <th scope="col" className="py-1 pr-2 font-medium">
                        {t('auditLog.before')}
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        {t('auditLog.after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="align-top">
                    {changes.map((change) => (
                      <tr key={change.path} className="border-t border-gray-100">
                        <th
                          scope="row"
                          className="py-1 pr-2 font-mono text-xs font-normal break-all"
                        >
                          {change.path || '—'}
                        </th>
                        <td className="py-1 pr-2">
                          <pre className="rounded bg-red-50 px-1.5 py-0.5 text-xs break-all whitespace-pre-wrap text-red-900">
                            {shown(change.before)}
                          </pre>
                        </td>
                        <td className="py-1">
                          <pre className="rounded bg-green-50 px-1.5 py-0.5 text-xs break-all whitespace-pre-wrap text-green-900">
                            {shown(change.after)}
                          </pre>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
