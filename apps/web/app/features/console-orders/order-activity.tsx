import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ConsoleOrderDetail } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { ORDER_FORMS } from './order-forms.ts';

type Actor = ConsoleOrderDetail['history'][number]['actor'];

function useWho() {
  const { t, i18n } = useTranslation('console');
  const who = (actor: Actor) =>
    actor.role === 'system'
      ? t('orders.byStore')
      : `${actor.email ?? ''}${actor.impersonated_by ? ` (${t('orders.via', { operator: actor.impersonated_by })})` : ''}`;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return { who, when };
}

/** Every status change: from, to, who, when and why. */
export function OrderHistory({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console');
  const { who, when } = useWho();
  return (
    <ol className="space-y-3 text-sm">
      {order.history.map((h, i) => (
        <li key={`${h.created_at}-${i}`} className="border-l-2 border-gray-200 pl-3">
          <p className="font-medium">
            {h.from_status ? `${t(`orders.statuses.${h.from_status}`)} → ` : ''}
            {t(`orders.statuses.${h.status}`)}
          </p>
          <p className="text-gray-600">
            <time dateTime={h.created_at}>{when(h.created_at)}</time> · {who(h.actor)}
          </p>
          {h.note ? <p className="text-gray-800">{h.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The team's internal thread on the order; the shopper never sees it. */
export function OrderNotes({
  order,
  lastResult,
  submitting,
}: {
  order: ConsoleOrderDetail;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  const { who, when } = useWho();
  const [form, fields] = useForm({
    id: 'order-note',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ORDER_FORMS.note }),
    shouldValidate: 'onSubmit',
  });
  return (
    <>
      {order.notes.length ? (
        <ul className="mb-4 space-y-3 text-sm">
          {order.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-gray-50 p-3">
              <p className="whitespace-pre-line">{n.body}</p>
              <p className="mt-1 text-xs text-gray-600">
                {who(n.author)} · <time dateTime={n.created_at}>{when(n.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="order-note-body" className="block text-sm font-medium text-gray-800">
          {t('orders.notes.label')}
        </label>
        <textarea
          id="order-note-body"
          name={fields.body.name}
          rows={3}
          key={order.notes.length}
          aria-invalid={fields.body.errors ? true : undefined}
          aria-describedby={fields.body.errors ? 'order-note-error' : undefined}
          className={cn(inputClass, 'h-auto py-2')}
        />
        {fields.body.errors ? (
          <p id="order-note-error" className="text-sm text-red-700">
            {fields.body.errors[0]}
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="sm" disabled={submitting}>
          {t('orders.notes.add')}
        </Button>
      </Form>
    </>
  );
}

/** The status menu: only the moves the state machine allows this member. */
export function StatusMenu({ statuses }: { statuses: number[] }) {
  const { t } = useTranslation('console');
  if (!statuses.length) return null;
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="order-status" className="sr-only">
        {t('orders.changeStatus')}
      </label>
      <select
        id="order-status"
        name="status"
        className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {t(`orders.statuses.${s}`)}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline">
        {t('orders.setStatus')}
      </Button>
    </Form>
  );
}
