import { parseWithZod } from '@conform-to/zod/v4';
import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookEndpointWithSecretResponse,
  WebhookTestResponse,
  type WebhookEndpoint,
} from '@storefront/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { DeleteEndpointDialog } from '../../features/console-webhooks/delete-endpoint-dialog.tsx';
import { DeliveryLog } from '../../features/console-webhooks/delivery-log.tsx';
import { EndpointDialog } from '../../features/console-webhooks/endpoint-dialog.tsx';
import { EndpointList } from '../../features/console-webhooks/endpoint-list.tsx';
import { SecretDialog } from '../../features/console-webhooks/secret-dialog.tsx';
import {
  DeliveryIdForm,
  deliveriesSearch,
  EndpointForm,
  EndpointIdForm,
} from '../../features/console-webhooks/webhook-forms.ts';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore, getUser } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/webhooks';

async function ownersStore(request: Request, context: Route.LoaderArgs['context']) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (user?.role !== 'owner') throw data({ message: 'Owners only.' }, { status: 403 });
  return store;
}

/** The store's endpoints and one page of the delivery log (state and page in the URL). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  const search = deliveriesSearch(new URL(request.url).searchParams);
  const base = `/storefronts/${store.id}/admin/webhooks`;
  const [endpoints, deliveries] = await Promise.all([
    apiJson(context, base, WebhookEndpointListResponse),
    apiJson(context, `${base}/deliveries?${search}`, WebhookDeliveryListResponse),
  ]);
  const params = new URLSearchParams(search);
  return {
    endpoints: endpoints.data,
    deliveries: deliveries.data.data,
    total: deliveries.data.total,
    lastPage: deliveries.data.last_page,
    page: Number(params.get('page') ?? 1),
    state: params.get('state') ?? '',
  };
}

const SCHEMAS = {
  create: EndpointForm,
  update: EndpointForm.extend(EndpointIdForm.shape),
  delete: EndpointIdForm,
  rotate: EndpointIdForm,
  test: EndpointIdForm,
  retry: DeliveryIdForm,
} as const;
type Intent = keyof typeof SCHEMAS;

/** Add, edit, delete, rotate, send a test, retry: each checked by its schema, then by the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await ownersStore(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as Intent;
  if (!(intent in SCHEMAS)) throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  if (submission.status !== 'success') return { intent, result: submission.reply() };
  const value = submission.value as Partial<z.output<typeof EndpointForm>> & {
    endpointId?: number;
    deliveryId?: number;
  };
  const { endpointId, deliveryId, ...body } = value;
  const base = `/storefronts/${store.id}/admin/webhooks`;
  const post = { method: 'POST' } as const;
  const outcome = await submitToApi(submission, async () => {
    switch (intent) {
      case 'create':
        return apiJson(context, base, WebhookEndpointWithSecretResponse, { ...post, json: body });
      case 'update':
        return apiJson(context, `${base}/${endpointId}`, WebhookEndpointResponse, {
          method: 'PATCH',
          json: body,
        });
      case 'delete':
        return apiJson(context, `${base}/${endpointId}`, z.unknown(), { method: 'DELETE' });
      case 'rotate':
        return apiJson(
          context,
          `${base}/${endpointId}/rotate-secret`,
          WebhookEndpointWithSecretResponse,
          post,
        );
      case 'test':
        return apiJson(context, `${base}/${endpointId}/test`, WebhookTestResponse, post);
      case 'retry':
        return apiJson(
          context,
          `${base}/deliveries/${deliveryId}/retry`,
          WebhookDeliveryResponse,
          post,
        );
    }
  });
  if (!outcome.ok) return { intent, result: outcome.result };
  const answer = outcome.value as { secret?: string; data?: { state?: string } } | undefined;
  return {
    intent,
    result: submission.reply({ resetForm: true }),
    done: true,
    secret: answer?.secret ?? null,
    state: answer?.data?.state ?? null,
  };
}

export function meta() {
  return [{ title: 'Webhooks' }];
}

const STATES = ['', 'pending', 'delivered', 'failed'] as const;

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const show = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const done = actionData && 'done' in actionData ? actionData : null;
  useOnChange(done, (answer) => {
    if (answer.intent === 'create' || answer.intent === 'update') setEditing(null);
    if (answer.secret) setSecret(answer.secret);
    const toast =
      answer.intent === 'test' || answer.intent === 'retry'
        ? `webhooks.sentToast.${answer.state ?? 'pending'}`
        : `webhooks.doneToast.${answer.intent}`;
    show(answer.state === 'delivered' || !answer.state ? 'success' : 'error', t(toast));
  });
  const failed = actionData && !done ? actionData : null;
  useOnChange(failed, (answer) => {
    if (answer.intent === 'create' || answer.intent === 'update') return;
    show('error', answer.result.error?.['']?.[0] ?? t('webhooks.failedToast'));
  });
  const { endpoints, deliveries, total, lastPage, page, state } = loaderData;
  const logUrl = (next: { state?: string; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.state ?? state;
    if (s) params.set('state', s);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    const search = params.toString();
    return search ? `/admin/webhooks?${search}` : '/admin/webhooks';
  };
  const formResult =
    failed && (failed.intent === 'create' || failed.intent === 'update')
      ? failed.result
      : undefined;
  return (
    <>
      <PageHeader
        title={t('webhooks.title')}
        description={t('webhooks.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('webhooks.addEndpoint')}
          </Button>
        }
      />
      <div className="space-y-8">
        <section aria-labelledby="webhook-endpoints">
          <h2 id="webhook-endpoints" className="mb-3 text-lg font-semibold">
            {t('webhooks.endpoints')}
          </h2>
          <EndpointList
            endpoints={endpoints}
            busy={busy}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </section>
        <section aria-labelledby="webhook-log">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="webhook-log" className="text-lg font-semibold">
              {t('webhooks.log')}
            </h2>
            <nav aria-label={t('webhooks.stateFilter')} className="flex flex-wrap gap-1.5">
              {STATES.map((s) => (
                <Link
                  key={s || 'all'}
                  to={logUrl({ state: s, page: 1 })}
                  aria-current={s === state ? 'page' : undefined}
                  className={buttonVariants({
                    variant: s === state ? 'primary' : 'outline',
                    size: 'sm',
                  })}
                >
                  {t(`webhooks.filters.${s || 'all'}`)}
                </Link>
              ))}
            </nav>
          </div>
          <p className="mb-2 text-sm text-gray-600" aria-live="polite">
            {t('webhooks.found', { count: total })}
          </p>
          <p className="mb-2 text-sm text-gray-600">
            {t('webhooks.retention', { days: WEBHOOK_DELIVERY_RETENTION_DAYS })}
          </p>
          <DeliveryLog deliveries={deliveries} busy={busy} />
          {lastPage > 1 ? (
            <nav
              aria-label={t('webhooks.pages')}
              className="mt-4 flex items-center justify-between gap-2"
            >
              {page > 1 ? (
                <Link
                  to={logUrl({ page: page - 1 })}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {t('webhooks.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-gray-600">
                {t('webhooks.page', { page, pages: lastPage })}
              </span>
              {page < lastPage ? (
                <Link
                  to={logUrl({ page: page + 1 })}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {t('webhooks.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
        <ConsoleCard title={t('webhooks.verifyTitle')}>
          <p className="text-sm text-gray-700">{t('webhooks.verifyText')}</p>
          <pre className="mt-3 rounded-lg bg-gray-900 p-3 text-xs break-all whitespace-pre-wrap text-gray-100">
            {
              'Storefront-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>\nStorefront-Event-Id: <uuid>\nStorefront-Event: order.placed'
            }
          </pre>
        </ConsoleCard>
      </div>
      <EndpointDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        endpoint={editing === 'new' || editing === null ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        lastResult={formResult}
        submitting={navigation.state === 'submitting'}
      />
      <DeleteEndpointDialog endpoint={deleting} onClose={() => setDeleting(null)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
