import { parseWithZod } from '@conform-to/zod/v4';
import {
  ConsolePromoCodeResponse,
  PromoCodeTargetsResponse,
  PromoCodeUsesResponse,
} from '@storefront/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router';
import { PromoCodeEditor } from '../../features/console-promo-codes/promo-code-form.tsx';
import {
  idsOf,
  PromoCodeForm,
  toPromoBody,
} from '../../features/console-promo-codes/promo-code-forms.ts';
import {
  PromoCodeUses,
  PromoStateBadge,
} from '../../features/console-promo-codes/promo-codes-table.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/promo-codes.$promoCodeId';

const promoPath = async (context: Route.LoaderArgs['context'], promoCodeId: string) =>
  `/storefronts/${(await getStore(context)).id}/admin/promo-codes/${Number(promoCodeId) || 0}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const path = await promoPath(context, params.promoCodeId);
  const promo = await apiJson(context, path, ConsolePromoCodeResponse).catch(rethrowAsPageError);
  const [uses, targets] = await Promise.all([
    apiJson(context, `${path}/uses`, PromoCodeUsesResponse),
    apiJson(
      context,
      `/storefronts/${store.id}/admin/promo-codes/targets`,
      PromoCodeTargetsResponse,
    ),
  ]);
  return { promo: promo.data, uses: uses.data, targets: targets.data };
}

/** Saves the code (deactivating is unticking Active): the form's schema, then the API's. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const path = await promoPath(context, params.promoCodeId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: PromoCodeForm });
  if (submission.status !== 'success') return { result: submission.reply() };
  const body = toPromoBody(
    submission.value,
    idsOf(formData, 'product_ids'),
    idsOf(formData, 'category_ids'),
  );
  const outcome = await submitToApi(submission, () =>
    apiJson(context, path, ConsolePromoCodeResponse, { method: 'PUT', json: body }),
  );
  if (!outcome.ok) return { result: outcome.result };
  return { result: submission.reply(), saved: true };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Promo code ${loaderData.promo.code}` : 'Promo code' }];
}

type LayoutData = { user: { role: string } };

export default function PromoCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const show = useToast();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const layout = useRouteLoaderData('routes/admin/layout') as LayoutData | undefined;
  const { promo, uses, targets } = loaderData;
  useOnChange(actionData, (answer) => {
    if ('saved' in answer) show('success', t('moneyAccess.promoCodes.saved'));
  });
  useOnChange(search.get('created'), (created) => {
    if (created) show('success', t('moneyAccess.promoCodes.created'));
  });
  return (
    <>
      <Link
        to="/admin/promo-codes"
        className="mb-3 inline-flex items-center gap-1 text-sm text-gray-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('moneyAccess.promoCodes.back')}
      </Link>
      <PageHeader
        title={t('moneyAccess.promoCodes.codeTitle', { code: promo.code })}
        description={t('moneyAccess.promoCodes.used', {
          used: promo.used_count,
          limit: promo.usage_limit ?? '∞',
        })}
        actions={<PromoStateBadge state={promo.state} />}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <PromoCodeEditor
          key={JSON.stringify(promo)}
          promo={promo}
          targets={targets}
          lastResult={actionData?.result}
          submitting={navigation.state === 'submitting'}
          readOnly={layout?.user.role !== 'owner'}
        />
        <ConsoleCard title={t('moneyAccess.promoCodes.uses')}>
          <PromoCodeUses uses={uses} />
        </ConsoleCard>
      </div>
    </>
  );
}
