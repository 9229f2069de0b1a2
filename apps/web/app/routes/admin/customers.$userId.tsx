import { CustomerResponse } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigation } from 'react-router';
import {
  AllowedDomainCard,
  BlockDialog,
  CustomerActions,
  CustomerFacts,
  CustomerOrders,
} from '../../features/console-people/customer-detail.tsx';
import { CustomerBadges } from '../../features/console-people/people-badges.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { useToast } from '../../features/shell/toasts.tsx';
import { ApiFailure, apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/customers.$userId';

const customerPath = async (context: Route.LoaderArgs['context'], userId: string) =>
  `/storefronts/${(await getStore(context)).id}/admin/customers/${Number(userId) || 0}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = await customerPath(context, params.userId);
  const customer = await apiJson(context, path, CustomerResponse).catch(rethrowAsPageError);
  return { customer: customer.data };
}

const INTENTS = ['block', 'unblock', 'verify'] as const;
type Intent = (typeof INTENTS)[number];

/** Block, unblock or resend the verification mail (owners; the API refuses staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const path = await customerPath(context, params.userId);
  const intent = String((await request.formData()).get('intent')) as Intent;
  if (!INTENTS.includes(intent)) throw data({ message: 'Unknown action.' }, { status: 400 });
  try {
    if (intent === 'verify') {
      const res = await context.api(`${path}/verification-mail`, { method: 'POST' });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new ApiFailure(res.status, body.message ?? res.statusText);
      }
    } else
      await apiJson(context, `${path}/blocked`, CustomerResponse, {
        method: 'PUT',
        json: { blocked: intent === 'block' },
      });
    return { intent, ok: true as const, at: Date.now() };
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return { intent, ok: false as const, message: error.message, at: Date.now() };
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? loaderData.customer.name || loaderData.customer.email : 'Customer' },
  ];
}

export default function ConsoleCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { customer } = loaderData;
  const { user, store } = useConsole();
  const show = useToast();
  const submitting = useNavigation().state === 'submitting';
  const [confirming, setConfirming] = useState(false);
  useOnChange(actionData, (answer) => {
    setConfirming(false);
    if (answer.ok) show('success', t(`people.customers.toasts.${answer.intent}`));
    else show('error', answer.message);
  });
  return (
    <>
      <Link to="/admin/customers" className="mb-2 inline-block text-sm text-brand hover:underline">
        ← {t('people.customers.back')}
      </Link>
      <PageHeader
        title={customer.name || customer.email}
        description={customer.email}
        actions={
          user.role === 'owner' ? (
            <CustomerActions
              customer={customer}
              onBlock={() => setConfirming(true)}
              submitting={submitting}
            />
          ) : null
        }
      />
      <p className="mb-6" data-testid="customer-badges">
        <CustomerBadges blocked={customer.blocked} verified={customer.email_verified} />
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <ConsoleCard title={t('people.customers.orders')}>
            <CustomerOrders customer={customer} />
          </ConsoleCard>
        </div>
        <div className="space-y-4">
          <ConsoleCard title={t('people.customers.about')}>
            <CustomerFacts customer={customer} />
          </ConsoleCard>
          <AllowedDomainCard store={store} />
        </div>
      </div>
      <BlockDialog
        customer={customer}
        open={confirming}
        onClose={() => setConfirming(false)}
        submitting={submitting}
      />
    </>
  );
}
