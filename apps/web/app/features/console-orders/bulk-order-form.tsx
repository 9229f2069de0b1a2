import {
  BULK_ORDER_COLUMNS,
  BULK_ORDER_ROWS_MAX,
  formatMoney,
  type BulkOrderResult,
} from '@storefront/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { PickedLines, ProductPicker, type DraftLine } from './product-picker.tsx';

type BulkAnswer =
  | { ok: true; result: BulkOrderResult }
  | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * A bulk kit order (decision 0025): the kit's lines, a CSV of recipients, a dry run listing every
 * bad row by line and column with the stock the whole needs, then one order per recipient charged
 * to the store (all or nothing), optionally mailing each recipient.
 */
export function BulkOrderForm() {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const [kit, setKit] = useState<DraftLine[]>([]);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [mail, setMail] = useState(true);
  const fetcher = useFetcher<BulkAnswer>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const result = answer?.ok ? answer.result : null;
  const failed = answer && !answer.ok ? answer : null;
  const checked = result?.dry_run && result.ok ? result : null;
  const done = result && !result.dry_run && result.ok ? result : null;

  const send = (dryRun: boolean) =>
    void fetcher.submit(
      {
        kit: kit.map((l) => ({
          product_id: l.product_id,
          product_variant_id: l.product_variant_id,
          product_size_id: l.product_size_id,
          quantity: l.quantity,
          input_fields: l.input_fields.map((f) => ({ id: f.id, value: f.value })),
        })),
        csv,
        dry_run: dryRun,
        mail_recipients: mail,
      },
      { method: 'post', encType: 'application/json' },
    );

  if (done) {
    return (
      <ConsoleCard title={t('orderEdits.bulk.doneTitle')}>
        <div className="space-y-3 text-sm" role="status" data-testid="bulk-done">
          <p>
            {t('orderEdits.bulk.doneText', {
              count: done.orders.length,
              total: money(done.total),
            })}
          </p>
          <ul className="max-h-64 divide-y divide-gray-100 overflow-y-auto">
            {done.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/orders/${o.id}`} className="text-brand underline">
                  {o.email}
                </Link>
                <span>{money(o.total)}</span>
              </li>
            ))}
          </ul>
          <Link to="/admin/orders" className={buttonVariants({ variant: 'outline' })}>
            {t('orders.back')}
          </Link>
        </div>
      </ConsoleCard>
    );
  }

  return (
    <div className="space-y-6">
      <ConsoleCard title={t('orderEdits.bulk.kit')}>
        <ProductPicker onAdd={(line) => setKit([...kit, line])} />
        <PickedLines
          lines={kit}
          numbered
          testId="bulk-kit"
          onRemove={(key) => setKit(kit.filter((l) => l.key !== key))}
          detail={(line, i) => (
            <p className="text-gray-600">
              {line.color} · {line.size} · ×{line.quantity} ·{' '}
              {t('orderEdits.bulk.sizeColumn', { column: `size_${i + 1}` })}
            </p>
          )}
        />
      </ConsoleCard>
      <ConsoleCard title={t('orderEdits.bulk.recipients')}>
        <div className="space-y-3 text-sm">
          <p className="text-gray-700">
            {t('orderEdits.bulk.format', { max: BULK_ORDER_ROWS_MAX })}{' '}
            <code className="rounded bg-gray-100 px-1 break-all">
              {[...BULK_ORDER_COLUMNS, 'size_1'].join(',')}
            </code>
          </p>
          <label htmlFor={`${id}-file`} className="block font-medium text-gray-800">
            {t('orderEdits.bulk.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              setFileName(file?.name ?? null);
              setCsv(file ? await file.text() : '');
            }}
            className="block w-full text-sm"
          />
          {fileName ? (
            <p className="text-gray-600">{t('orderEdits.bulk.chosen', { name: fileName })}</p>
          ) : null}
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={mail} onChange={(e) => setMail(e.target.checked)} />
            {t('orderEdits.bulk.mail')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={busy || !kit.length || !csv}
              onClick={() => send(true)}
            >
              {t('orderEdits.bulk.check')}
            </Button>
            <Button disabled={busy || !checked} onClick={() => send(false)}>
              {checked
                ? t('orderEdits.bulk.apply', { count: checked.recipients })
                : t('orderEdits.bulk.applyFirst')}
            </Button>
          </div>
        </div>
      </ConsoleCard>
      {failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failed.message}
        </p>
      ) : null}
      {result ? (
        <ConsoleCard title={t('orderEdits.bulk.report')}>
          <div className="space-y-4 text-sm" data-testid="bulk-report">
            <p role="status">
              {result.ok
                ? t('orderEdits.bulk.checked', {
                    count: result.recipients,
                    total: money(result.total),
                  })
                : t('orderEdits.bulk.problems', { count: result.problems.length })}
            </p>
            {result.problems.length ? (
              <div className="overflow-x-auto">
                <table className="w-full text-left">
                  <thead className="text-gray-600">
                    <tr>
                      <th className="py-1 pr-3 font-medium">{t('orderEdits.bulk.line')}</th>
                      <th className="py-1 pr-3 font-medium">{t('orderEdits.bulk.column')}</th>
                      <th className="py-1 font-medium">{t('orderEdits.bulk.problem')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {result.problems.map((p, i) => (
                      <tr key={i}>
                        <td className="py-1 pr-3">{p.line || '—'}</td>
                        <td className="py-1 pr-3">{p.column ?? '—'}</td>
                        <td className="py-1">{p.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {result.stock.length ? (
              <ul className="space-y-1">
                {result.stock.map((s) => (
                  <li
                    key={`${s.name}-${s.color}-${s.size}`}
                    className={s.needed > s.in_stock ? 'text-red-700' : 'text-gray-700'}
                  >
                    {t('orderEdits.bulk.stock', {
                      name: [s.name, s.color, s.size].filter(Boolean).join(' · '),
                      needed: s.needed,
                      stock: s.in_stock,
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </ConsoleCard>
      ) : null}
    </div>
  );
}
