import {
  formatMoney,
  type OrderEditKind,
  type OrderEditOptions,
  type OrderEditResult,
} from '@storefront/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';

type OptionsAnswer = { ok: true; options: OrderEditOptions } | { ok: false; message: string };
type EditAnswer =
  | { ok: true; result: OrderEditResult }
  | { ok: false; message: string; errors: Record<string, string[]> };
type Line = OrderEditOptions['lines'][number];

type EditOrderDialogProps = {
  open: boolean;
  orderId: number;
  currency: string;
  onClose: () => void;
  /** Called once an edit was made (with what it did). */
  onDone: (result: OrderEditResult) => void;
};

/**
 * Edits an order before it ships (decision 0025): pick a line, then swap its size, lower its
 * quantity or remove it, with a reason. "Preview" shows the new total and the refund; only then
 * "Confirm" makes the edit. Reads and writes through the `orders/:orderId/edit` resource route.
 */
export function EditOrderDialog({
  open,
  orderId,
  currency,
  onClose,
  onDone,
}: EditOrderDialogProps) {
  const { t } = useTranslation('console');
  const options = useFetcher<OptionsAnswer>();
  const [line, setLine] = useState<Line | null>(null);
  const url = `/admin/orders/${orderId}/edit`;
  useEffect(() => {
    if (open) {
      setLine(null);
      void options.load(url);
    }
    // (Revalidation after a preview reloads the options in place: the form keeps its state.)
    // Load once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, url]);
  const answer = options.data;
  return (
    <Dialog open={open} onClose={onClose} title={t('orderEdits.title')} className="max-w-xl">
      <div className="space-y-4 p-6">
        {!answer ? (
          <p className="text-sm text-gray-600">{t('orderEdits.loading')}</p>
        ) : !answer.ok ? (
          <p className="text-sm text-red-700">{answer.message}</p>
        ) : !answer.options.editable ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {answer.options.reason}
          </p>
        ) : line ? (
          <EditLineForm
            line={line}
            url={url}
            currency={currency}
            onBack={() => setLine(null)}
            onDone={onDone}
          />
        ) : (
          <LinePicker lines={answer.options.lines} currency={currency} onPick={setLine} />
        )}
      </div>
    </Dialog>
  );
}

function LinePicker({
  lines,
  currency,
  onPick,
}: {
  lines: Line[];
  currency: string;
  onPick: (line: Line) => void;
}) {
  const { t, i18n } = useTranslation('console');
  return (
    <>
      <p className="text-sm text-gray-700">{t('orderEdits.pick')}</p>
      <ul className="divide-y divide-gray-100" data-testid="edit-lines">
        {lines.map((line) => (
          <li key={line.line_id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium break-words">{line.name}</p>
              <p className="text-gray-600">
                {[line.color, line.size, `× ${line.quantity}`].filter(Boolean).join(' · ')} ·{' '}
                {formatMoney(line.unit_price, currency, i18n.language)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={!line.editable}
              aria-label={t('orderEdits.editLine', { name: line.name, size: line.size ?? '' })}
              onClick={() => onPick(line)}
            >
              {line.editable ? t('orderEdits.edit') : t('orderEdits.notEditable')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

function EditLineForm({
  line,
  url,
  currency,
  onBack,
  onDone,
}: {
  line: Line;
  url: string;
  currency: string;
  onBack: () => void;
  onDone: (result: OrderEditResult) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  const fetcher = useFetcher<EditAnswer>();
  const canLower = line.quantity > 1;
  const [kind, setKind] = useState<OrderEditKind>(line.sizes.length ? 'swap_size' : 'remove_line');
  const [sizeId, setSizeId] = useState<string>(String(line.sizes[0]?.id ?? ''));
  const [quantity, setQuantity] = useState(String(Math.max(1, line.quantity - 1)));
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : null;

  useEffect(() => {
    if (!answer?.ok) return;
    if (answer.result.applied) onDone(answer.result);
    else setPreview(answer.result);
    // Only a new answer counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const send = (asPreview: boolean) =>
    fetcher.submit(
      {
        line_id: line.line_id,
        kind,
        reason,
        preview: asPreview,
        ...(kind === 'swap_size' && { size_id: Number(sizeId) }),
        ...(kind === 'lower_quantity' && { quantity: Number(quantity) }),
      },
      { method: 'post', action: url, encType: 'application/json' },
    );
  const changed = () => setPreview(null);
  const kinds: OrderEditKind[] = [
    ...(line.sizes.length ? (['swap_size'] as const) : []),
    ...(canLower ? (['lower_quantity'] as const) : []),
    'remove_line',
  ];
  const fieldError = (name: string) => failed?.errors[name]?.[0];

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send(!preview);
      }}
    >
      <div className="rounded-lg bg-gray-50 p-3 text-sm">
        <p className="font-medium">{line.name}</p>
        <p className="text-gray-600">
          {[line.color, line.size, `× ${line.quantity}`].filter(Boolean).join(' · ')} ·{' '}
          {money(line.unit_price)}
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">{t('orderEdits.what')}</legend>
        {kinds.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                changed();
              }}
            />
            {t(`orderEdits.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'swap_size' ? (
        <div>
          <label htmlFor={`${id}-size`} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('orderEdits.newSize')}
          </label>
          <select
            id={`${id}-size`}
            value={sizeId}
            onChange={(e) => {
              setSizeId(e.target.value);
              changed();
            }}
            aria-invalid={fieldError('size_id') ? true : undefined}
            aria-describedby={fieldError('size_id') ? `${id}-size-error` : undefined}
            className={inputClass}
          >
            {line.sizes.map((s) => (
              <option key={s.id} value={s.id}>
                {t('orderEdits.sizeOption', {
                  size: s.size,
                  price: money(s.price),
                  count: s.stock,
                })}
              </option>
            ))}
          </select>
          {fieldError('size_id') ? (
            <p id={`${id}-size-error`} className="mt-1.5 text-sm text-red-700">
              {fieldError('size_id')}
            </p>
          ) : null}
        </div>
      ) : null}
      {kind === 'lower_quantity' ? (
        <TextField
          label={t('orderEdits.newQuantity', { count: line.quantity })}
          type="number"
          min={1}
          max={line.quantity - 1}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            changed();
          }}
          error={fieldError('quantity')}
        />
      ) : null}
      <TextField
        label={t('orderEdits.reason')}
        value={reason}
        required
        maxLength={500}
        autoComplete="off"
        onChange={(e) => {
          setReason(e.target.value);
          changed();
        }}
        error={fieldError('reason')}
      />
      {preview ? (
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-gray-200 p-3 text-sm"
          data-testid="edit-preview"
        >
          <dt className="text-gray-600">{t('orderEdits.totalBefore')}</dt>
          <dd className="text-right">{money(preview.before.total)}</dd>
          <dt className="text-gray-600">{t('orderEdits.totalAfter')}</dt>
          <dd className="text-right">{money(preview.after.total)}</dd>
          <dt className="font-semibold">{t('orderEdits.refund')}</dt>
          <dd className="text-right font-semibold" data-testid="edit-refund">
            {money(preview.refund)}
          </dd>
          {preview.gift_card_refund ? (
            <>
              <dt className="text-gray-600">{t('orderEdits.giftCardRefund')}</dt>
              <dd className="text-right">{money(preview.gift_card_refund)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {failed &&
      !Object.keys(failed.errors).some((k) => ['size_id', 'quantity', 'reason'].includes(k)) ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failed.message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t('orderEdits.back')}
        </Button>
        <Button type="submit" disabled={busy || !reason.trim()}>
          {preview ? t('orderEdits.confirm') : t('orderEdits.preview')}
        </Button>
      </div>
    </form>
  );
}
