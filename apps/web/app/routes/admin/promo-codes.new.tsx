import { parseWithZod } from '@conform-to/zod/v4';
import { ConsolePromoCodeResponse, PromoCodeTargetsResponse } from '@storefront/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigation } from 'react-router';
import { PromoCodeEditor } from '../../features/console-promo-codes/promo-code-form.tsx';
import {
  idsOf,
  PromoCodeForm,
  toPromoBody,
} from '../../features/console-promo-codes/promo-code-forms.ts';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/promo-codes.new';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const targets = await apiJson(
    context,
    `/storefronts/${store.id}/admin/promo-codes/targets`,
    PromoCodeTargetsResponse,
  );
  return { targets: targets.data };
}

/** Creates the code (the form's schema, then the API's), then opens its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: PromoCodeForm });
  if (submission.status !== 'success') return { result: submission.reply() };
  const body = toPromoBody(
    submission.value,
    idsOf(formData, 'product_ids'),
    idsOf(formData, 'category_ids'),
  );
  const outcome = await submitToApi(submission, () =>
    apiJson(context, `/storefronts/${store.id}/admin/promo-codes`, ConsolePromoCodeResponse, {
      method: 'POST',
      json: body,
    }),
  );
  if (!outcome.ok) return { result: outcome.result };
  return redirect(`/admin/promo-codes/${outcome.value.data.id}?created=1`);
}

export function meta() {
  return [{ title: 'New promo code' }];
}

export default function NewPromoCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const navigation = useNavigation();
  return (
    <>
      <Link
        to="/admin/promo-codes"
        className="mb-3 inline-flex items-center gap-1 text-sm text-gray-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('moneyAccess.promoCodes.back')}
      </Link>
      <PageHeader title={t('moneyAccess.promoCodes.newTitle')} />
      <PromoCodeEditor
        promo={null}
        targets={loaderData.targets}
        lastResult={actionData?.result}
        submitting={navigation.state === 'submitting'}
        readOnly={false}
      />
    </>
  );
}
