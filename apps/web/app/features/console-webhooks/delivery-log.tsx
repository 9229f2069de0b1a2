import type { WebhookDelivery } from '@storefront/contracts';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

const TONE = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
} as const;

/** The delivery log: a table on wide screens, one card per delivery on a phone. */
export function DeliveryLog({
  deliveries,
  busy,
}: {
  deliveries: WebhookDelivery[];
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('console');
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : '—';
  const head = ['event', 'time', 'state', 'attempts', 'last', 'next', 'actions'];
  if (!deliveries.length) {
    return (
      <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
        {t('webhooks.noDeliveries')}
      </p>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('webhooks.logCaption')}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-600 uppercase lg:table-header-group">
          <tr>
            {head.map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-medium last:text-right">
                {t(`webhooks.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {deliveries.map((d) => (
            <tr
              key={d.id}
              data-testid="webhook-delivery"
              className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 lg:table-row lg:p-0"
            >
              <th scope="row" className="min-w-0 font-medium lg:px-4 lg:py-3">
                <span className="block font-mono">{d.event_type}</span>
                <span className="block truncate text-xs font-normal text-gray-600">
                  {d.endpoint_url}
                </span>
              </th>
              <td className="text-right text-gray-600 lg:px-4 lg:py-3 lg:text-left">
                <time dateTime={d.created_at}>{when(d.created_at)}</time>
              </td>
              <td className="lg:px-4 lg:py-3">
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
                    TONE[d.state],
                  )}
                >
                  {t(`webhooks.states.${d.state}`)}
                </span>
              </td>
              <td className="text-right text-gray-600 lg:px-4 lg:py-3 lg:text-left">
                {t('webhooks.attemptCount', { count: d.attempts })}
              </td>
              <td className="col-span-2 min-w-0 text-gray-700 lg:col-span-1 lg:px-4 lg:py-3">
                <span className="lg:hidden">{t('webhooks.columns.last')}: </span>
                {d.last_status_code ?? d.last_error ?? '—'}
              </td>
              <td className="col-span-2 text-gray-600 lg:col-span-1 lg:px-4 lg:py-3">
                <span className="lg:hidden">{t('webhooks.columns.next')}: </span>
                {d.next_attempt_at ? (
                  <time dateTime={d.next_attempt_at}>{when(d.next_attempt_at)}</time>
                ) : (
                  '—'
                )}
              </td>
              <td className="col-span-2 lg:col-span-1 lg:px-4 lg:py-3 lg:text-right">
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="deliveryId" value={d.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={t('webhooks.retryLabel', { event: d.event_type, id: d.id })}
                  >
                    <RotateCw aria-hidden />
                    {t('webhooks.retry')}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
