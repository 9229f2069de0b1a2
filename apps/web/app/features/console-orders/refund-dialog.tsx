import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { formatMoney, type ConsoleOrderDetail } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { RefundForm } from './order-forms.ts';

type RefundDialogProps = {
  order: ConsoleOrderDetail | null;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/**
 * Refunds an amount or units of lines, showing the most that can still be refunded. A key made
 * when the dialog opens goes with the submit, so a double click or a retry refunds once.
 */
export function RefundDialog({ order, onClose, lastResult, submitting }: RefundDialogProps) {
  const { t, i18n } = useTranslation('console');
  const [mode, setMode] = useState<'amount' | 'lines'>('amount');
  const [key] = useState(() => crypto.randomUUID());
  const [form, fields] = useForm({
    id: 'refund-order',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundForm }),
    shouldValidate: 'onSubmit',
  });
  if (!order) return null;
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language);
  const lines = order.lines.filter((l) => l.quantity > l.refunded_quantity);
  return (
    <Dialog open onClose={onClose} title={t('orders.refund.title')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="key" value={key} />
        <p className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="refundable">
          {t('orders.refund.most', { amount: money(order.refundable) })}
        </p>
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">{t('orders.refund.by')}</legend>
          {(['amount', 'lines'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2">
              <input
                type="radio"
                name="mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              {t(`orders.refund.modes.${m}`)}
            </label>
          ))}
        </fieldset>
        {mode === 'amount' ? (
          <TextField
            label={t('orders.refund.amount')}
            name={fields.amount.name}
            inputMode="decimal"
            autoComplete="off"
            error={fields.amount.errors?.[0]}
          />
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-gray-800">
              {t('orders.refund.units')}
            </legend>
            {lines.map((line, i) => (
              <div key={line.id} className="flex items-center gap-3 text-sm">
                <input type="hidden" name={`lines[${i}].line_id`} value={line.id} />
                <label htmlFor={`refund-line-${line.id}`} className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{line.name}</span>
                  <span className="text-gray-600">
                    {[line.color, line.size].filter(Boolean).join(' · ')} · {money(line.price)} ·{' '}
                    {t('orders.refund.left', { count: line.quantity - line.refunded_quantity })}
                  </span>
                </label>
                <input
                  id={`refund-line-${line.id}`}
                  type="number"
                  name={`lines[${i}].quantity`}
                  min={0}
                  max={line.quantity - line.refunded_quantity}
                  defaultValue={0}
                  className={cn(inputClass, 'w-20 shrink-0')}
                />
              </div>
            ))}
            {fields.lines.errors?.length ? (
              <p className="text-sm text-red-700">{fields.lines.errors[0]}</p>
            ) : null}
          </fieldset>
        )}
        <TextField
          label={t('orders.refund.reason')}
          name={fields.reason.name}
          autoComplete="off"
          error={fields.reason.errors?.[0]}
        />
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('orders.cancelAction')}
          submit={t('orders.refund.submit')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}
