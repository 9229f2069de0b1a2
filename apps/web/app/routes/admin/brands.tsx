import { parseWithZod } from '@conform-to/zod/v4';
import { BrandChangeResponse, BrandListResponse, type BrandSummary } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigation } from 'react-router';
import {
  BRAND_SCHEMAS,
  BrandDialog,
  type BrandChange,
} from '../../features/console-brands/brand-dialog.tsx';
import { BrandTable } from '../../features/console-brands/brand-table.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/brands';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  return {
    brands: (await apiJson(context, `/storefronts/${store.id}/brands`, BrandListResponse)).data,
  };
}

/** Rename, merge or remove a brand: checked with the shared schema, then by the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as BrandChange;
  if (!(intent in BRAND_SCHEMAS)) throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: BRAND_SCHEMAS[intent] });
  if (submission.status !== 'success') return { intent, result: submission.reply() };
  const outcome = await submitToApi(submission, () =>
    apiJson(context, `/storefronts/${store.id}/brands/${intent}`, BrandChangeResponse, {
      method: 'POST',
      json: submission.value,
    }),
  );
  if (!outcome.ok) return { intent, result: outcome.result };
  return { intent, result: submission.reply({ resetForm: true }), done: true };
}

export function meta() {
  return [{ title: 'Brands' }];
}

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const show = useToast();
  const navigation = useNavigation();
  const [change, setChange] = useState<{ kind: BrandChange; brand: BrandSummary } | null>(null);
  const done = actionData && 'done' in actionData ? actionData : null;
  useOnChange(done, ({ intent }) => {
    setChange(null);
    show('success', t(`brands.toast.${intent}`));
  });
  const failed = actionData && !done ? actionData : null;
  return (
    <>
      <PageHeader title={t('brands.title')} description={t('brands.description')} />
      <ConsoleCard>
        <BrandTable
          brands={loaderData.brands}
          onChange={(kind, brand) => setChange({ kind, brand })}
        />
      </ConsoleCard>
      <BrandDialog
        key={change ? `${change.kind}-${change.brand.name}` : 'closed'}
        change={change}
        brands={loaderData.brands}
        onClose={() => setChange(null)}
        lastResult={failed?.result}
        submitting={navigation.state === 'submitting'}
      />
    </>
  );
}
