import { parseWithZod } from '@conform-to/zod/v4';
import {
  CreateStoreBody,
  ImpersonationResponse,
  InviteOwnerBody,
  PlatformStoreListResponse,
  PlatformStoreResponse,
  type PlatformStore,
} from '@storefront/contracts';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CreateStoreDialog } from '../../features/console-operator/create-store-dialog.tsx';
import { InviteOwnerDialog } from '../../features/console-operator/invite-owner-dialog.tsx';
import { requireOperator } from '../../features/console-operator/operator.server.ts';
import { StoresTable } from '../../features/console-operator/stores-table.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/stores';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context);
  const stores = await apiJson(context, '/platform/stores', PlatformStoreListResponse);
  const { host } = new URL(request.url);
  return {
    stores: stores.data,
    baseDomain: stores.store_base_domain,
    portSuffix: /:\d+$/.exec(host)?.[0] ?? '',
  };
}

/** Create a store, invite its owner, or open its console (a redirect to the store's host). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireOperator(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (intent === 'open') {
    try {
      const link = await apiJson(
        context,
        `/platform/stores/${Number(formData.get('storeId'))}/console-link`,
        ImpersonationResponse,
        { method: 'POST' },
      );
      return redirect(link.data.url);
    } catch (error) {
      if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
      return data({ intent, result: undefined, message: error.message }, { status: error.status });
    }
  }
  const schema = intent === 'create' ? CreateStoreBody : InviteOwnerBody;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { intent, result: submission.reply(), message: null };
  const path =
    intent === 'create'
      ? '/platform/stores'
      : `/platform/stores/${Number(formData.get('storeId'))}/owners`;
  const outcome = await submitToApi(submission, () =>
    apiJson(context, path, PlatformStoreResponse, { method: 'POST', json: submission.value }),
  );
  if (!outcome.ok) return { intent, result: outcome.result, message: null };
  return { intent, result: submission.reply({ resetForm: true }), message: null, done: true };
}

export default function OperatorStores({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const show = useToast();
  const navigation = useNavigation();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<PlatformStore | null>(null);
  const submitting = navigation.state === 'submitting';
  const done = actionData && 'done' in actionData ? actionData : null;
  useOnChange(actionData, (answer) => {
    if (answer.message) show('error', answer.message);
    if (!('done' in answer)) return;
    if (answer.intent === 'create') setCreating(false);
    if (answer.intent === 'invite') setInviting(null);
    show(
      'success',
      t(answer.intent === 'create' ? 'operator.storeCreated' : 'operator.inviteSent'),
    );
  });
  const resultOf = (intent: string) =>
    actionData?.intent === intent && !done ? (actionData.result ?? undefined) : undefined;
  return (
    <>
      <PageHeader
        title={t('operator.storesTitle')}
        description={t('operator.storesDescription')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            {t('operator.createStore')}
          </Button>
        }
      />
      <StoresTable
        stores={loaderData.stores}
        portSuffix={loaderData.portSuffix}
        onInvite={setInviting}
      />
      <CreateStoreDialog
        open={creating}
        onClose={() => setCreating(false)}
        lastResult={resultOf('create')}
        submitting={submitting}
        baseDomain={loaderData.baseDomain}
      />
      <InviteOwnerDialog
        store={inviting}
        onClose={() => setInviting(null)}
        lastResult={resultOf('invite')}
        submitting={submitting}
      />
    </>
  );
}
