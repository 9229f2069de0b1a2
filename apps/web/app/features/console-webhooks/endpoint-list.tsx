import type { WebhookEndpoint } from '@storefront/contracts';
import { KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

type EndpointListProps = {
  endpoints: WebhookEndpoint[];
  busy: boolean;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
};

/** One card per endpoint: where it sends, what, and its actions (test, rotate, edit, delete). */
export function EndpointList({ endpoints, busy, onEdit, onDelete }: EndpointListProps) {
  const { t } = useTranslation('console');
  if (!endpoints.length) {
    return (
      <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
        {t('webhooks.noEndpoints')}
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {endpoints.map((endpoint) => (
        <li
          key={endpoint.id}
          data-testid="webhook-endpoint"
          className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-mono text-sm font-medium break-all">{endpoint.url}</p>
              {endpoint.description ? (
                <p className="mt-1 text-sm text-gray-600">{endpoint.description}</p>
              ) : null}
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('webhooks.events')}>
                {endpoint.events.map((type) => (
                  <li
                    key={type}
                    className="rounded-full bg-gray-100 px-2.5 py-0.5 font-mono text-xs text-gray-800"
                  >
                    {type}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-gray-600">
                {t('webhooks.secretHint', { hint: endpoint.secret_hint })}
              </p>
            </div>
            <span
              className={
                endpoint.active
                  ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800'
                  : 'rounded-full bg-gray-200 px-2.5 py-0.5 text-xs font-medium text-gray-800'
              }
            >
              {endpoint.active ? t('webhooks.activeBadge') : t('webhooks.inactiveBadge')}
            </span>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="test" />
              <input type="hidden" name="endpointId" value={endpoint.id} />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                <Send aria-hidden />
                {t('webhooks.sendTest')}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="rotate" />
              <input type="hidden" name="endpointId" value={endpoint.id} />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                <KeyRound aria-hidden />
                {t('webhooks.rotate')}
              </Button>
            </Form>
            <Button variant="outline" size="sm" onClick={() => onEdit(endpoint)}>
              <Pencil aria-hidden />
              {t('webhooks.edit')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onDelete(endpoint)}>
              <Trash2 aria-hidden />
              {t('webhooks.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
