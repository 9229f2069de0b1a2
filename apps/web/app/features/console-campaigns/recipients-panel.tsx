import type {
  CampaignRecipient,
  RecipientAction,
  RecipientsDryRun,
  RecipientState,
} from '@storefront/contracts';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { ListTable, listRowClass } from '../../components/ui/list-table.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from './format.ts';

export type RecipientsAnswer = {
  intent: string;
  dryRun?: RecipientsDryRun;
  sent?: number;
  changed?: number;
  message?: string;
  errors?: Record<string, string[]>;
};

const STATE_CLASS: Record<RecipientState, string> = {
  sent: 'bg-gray-100 text-gray-800',
  email_opened: 'bg-blue-50 text-blue-800',
  link_opened: 'bg-indigo-50 text-indigo-800',
  chosen: 'bg-amber-50 text-amber-900',
  ordered: 'bg-green-50 text-green-800',
  expired: 'bg-gray-200 text-gray-700',
  revoked: 'bg-red-50 text-red-800',
};

export function StateBadge({ state }: { state: RecipientState }) {
  const { t } = useTranslation('console');
  return <Badge className={STATE_CLASS[state]}>{t(`campaigns.states.${state}`)}</Badge>;
}

/** Add recipients (one, or a CSV checked first), and act on their links one by one or in bulk. */
export function RecipientsPanel({ recipients }: { recipients: CampaignRecipient[] }) {
  const { t, i18n } = useTranslation('console');
  const adder = useFetcher<RecipientsAnswer>();
  const csv = useFetcher<RecipientsAnswer>();
  const act = useFetcher<RecipientsAnswer>();
  const [selected, setSelected] = useState<number[]>([]);
  const [copied, setCopied] = useState<number | null>(null);
  const fileId = useId();
  const dryRun = csv.data?.intent === 'dry-run' ? csv.data.dryRun : undefined;
  const csvSent = csv.data?.intent === 'send' ? csv.data : undefined;

  const runAction = (action: RecipientAction, ids: number[]) =>
    void act.submit({ intent: 'action', action, ids } as never, {
      method: 'post',
      encType: 'application/json',
    });
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    void csv.submit({ intent: 'dry-run', csv: text } as never, {
      method: 'post',
      encType: 'application/json',
    });
  };
  const allSelected = selected.length === recipients.length && recipients.length > 0;
  const selectAll = (all: boolean) => setSelected(all ? recipients.map((r) => r.id) : []);
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const copy = async (r: CampaignRecipient) => {
    await navigator.clipboard?.writeText(r.url);
    setCopied(r.id);
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ConsoleCard title={t('campaigns.recipients.addOne')}>
          <adder.Form method="post" className="space-y-3" key={adder.data?.sent ?? 0}>
            <input type="hidden" name="intent" value="add-one" />
            <TextField
              label={t('campaigns.recipients.name')}
              name="name"
              required
              maxLength={200}
            />
            <TextField
              label={t('campaigns.recipients.email')}
              name="email"
              type="email"
              required
              error={adder.data?.errors?.recipients?.[0] ?? null}
            />
            <TextField label={t('campaigns.recipients.note')} name="note" maxLength={1000} />
            <Button type="submit" disabled={adder.state !== 'idle'}>
              {t('campaigns.recipients.send')}
            </Button>
          </adder.Form>
        </ConsoleCard>
        <ConsoleCard
          title={t('campaigns.recipients.csvTitle')}
          description={t('campaigns.recipients.csvHelp')}
        >
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium">
            {t('campaigns.recipients.csvFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          {dryRun ? (
            <div className="mt-4 space-y-3" aria-live="polite">
              <p className="text-sm font-medium" data-testid="dry-run-summary">
                {t('campaigns.recipients.dryRunSummary', {
                  good: dryRun.recipients.length,
                  bad: dryRun.problems.length,
                })}
              </p>
              {dryRun.problems.length ? (
                <ul
                  className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800"
                  aria-label={t('campaigns.recipients.problems')}
                >
                  {dryRun.problems.map((p) => (
                    <li key={`${p.line}-${p.message}`}>
                      {t('campaigns.recipients.problemLine', { line: p.line, message: p.message })}
                    </li>
                  ))}
                </ul>
              ) : null}
              {dryRun.recipients.length ? (
                <Button
                  disabled={csv.state !== 'idle'}
                  onClick={() =>
                    void csv.submit({ intent: 'send', recipients: dryRun.recipients } as never, {
                      method: 'post',
                      encType: 'application/json',
                    })
                  }
                >
                  {t('campaigns.recipients.sendGood', { count: dryRun.recipients.length })}
                </Button>
              ) : null}
            </div>
          ) : null}
          {csvSent?.sent !== undefined ? (
            <p role="status" className="mt-4 text-sm text-green-800">
              {t('campaigns.recipients.sent', { count: csvSent.sent })}
            </p>
          ) : null}
          {csvSent?.message ? (
            <p role="alert" className="mt-4 text-sm text-red-800">
              {csvSent.message}
            </p>
          ) : null}
        </ConsoleCard>
      </div>

      <ConsoleCard title={t('campaigns.recipients.title', { count: recipients.length })}>
        {selected.length ? (
          <div
            className="mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 p-2"
            role="toolbar"
            aria-label={t('campaigns.recipients.bulk')}
          >
            <span className="text-sm">
              {t('campaigns.recipients.selected', { count: selected.length })}
            </span>
            {(['resend', 'extend', 'revoke'] as const).map((action) => (
              <Button
                key={action}
                size="sm"
                variant="outline"
                onClick={() => runAction(action, selected)}
              >
                {t(`campaigns.recipients.actions.${action}`)}
              </Button>
            ))}
          </div>
        ) : null}
        {act.data?.changed !== undefined ? (
          <p role="status" className="mb-3 text-sm text-gray-700">
            {t('campaigns.recipients.changed', { count: act.data.changed })}
          </p>
        ) : null}
        {recipients.length ? (
          <>
            {/* The table's heading row, with its box, is hidden on a phone: the box shows here. */}
            <label className="mb-1 flex items-center gap-2 text-sm md:hidden">
              <input
                type="checkbox"
                className="size-4"
                checked={allSelected}
                onChange={(e) => selectAll(e.target.checked)}
              />
              {t('campaigns.recipients.selectAll')}
            </label>
            <ListTable
              caption={t('campaigns.recipients.title', { count: recipients.length })}
              framed={false}
              heads={[
                {
                  key: 'select',
                  label: (
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t('campaigns.recipients.selectAll')}
                      checked={allSelected}
                      onChange={(e) => selectAll(e.target.checked)}
                    />
                  ),
                },
                { key: 'name', label: t('campaigns.recipients.name') },
                { key: 'state', label: t('campaigns.recipients.state') },
                { key: 'dates', label: t('campaigns.recipients.dates') },
                { key: 'actions', label: t('campaigns.recipients.actionsLabel'), hidden: true },
              ]}
            >
              {recipients.map((r) => (
                <tr
                  key={r.id}
                  data-testid="recipient-row"
                  className={cn(listRowClass, 'grid-cols-[auto_minmax(0,1fr)_auto] px-0')}
                >
                  <td className="pt-0.5 md:w-12 md:px-4 md:py-3">
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t('campaigns.recipients.select', { name: r.name })}
                      checked={selected.includes(r.id)}
                      onChange={() => toggle(r.id)}
                    />
                  </td>
                  <td className="md:px-4 md:py-3">
                    <div className="font-medium break-words">{r.name}</div>
                    <div className="break-all text-gray-600">{r.email}</div>
                  </td>
                  <td className="text-right md:px-4 md:py-3 md:text-left">
                    <StateBadge state={r.state} />
                    {r.last_reminder_at ? (
                      <div className="mt-1 text-xs text-gray-600" data-testid="recipient-reminded">
                        {t('campaigns.recipients.reminded', {
                          count: r.reminders_sent,
                          date: formatDate(r.last_reminder_at, i18n.language),
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td className="col-span-3 flex flex-wrap gap-x-3 text-gray-600 md:table-cell md:px-4 md:py-3 md:whitespace-nowrap">
                    <span className="md:block">
                      {t('campaigns.recipients.sentOn', {
                        date: formatDate(r.sent_at, i18n.language),
                      })}
                    </span>
                    <span className="md:block">
                      {t('campaigns.recipients.expiresOn', {
                        date: formatDate(r.expires_at, i18n.language),
                      })}
                    </span>
                  </td>
                  <td className="col-span-3 md:px-4 md:py-3">
                    <div className="-mx-2 flex flex-wrap gap-1 md:mx-0 md:flex-nowrap md:justify-end">
                      <Button size="sm" variant="ghost" onClick={() => void copy(r)}>
                        <Copy aria-hidden />
                        {copied === r.id
                          ? t('campaigns.recipients.copied')
                          : t('campaigns.recipients.copy')}
                        <span className="sr-only">: {r.name}</span>
                      </Button>
                      {(['resend', 'extend', 'revoke'] as const).map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant="ghost"
                          disabled={r.state === 'ordered' || r.state === 'revoked'}
                          onClick={() => runAction(action, [r.id])}
                          aria-label={t(`campaigns.recipients.actionsNamed.${action}`, {
                            name: r.name,
                          })}
                        >
                          {t(`campaigns.recipients.actions.${action}`)}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </ListTable>
          </>
        ) : (
          <p className="p-6 text-center text-sm text-gray-600">{t('campaigns.recipients.none')}</p>
        )}
      </ConsoleCard>
    </div>
  );
}
