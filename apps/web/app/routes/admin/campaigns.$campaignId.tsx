import {
  CampaignChangeBody,
  CampaignDemandResponse,
  CampaignFunnelResponse,
  CampaignRecipientListResponse,
  CampaignResponse,
  KitResponse,
  RecipientActionBody,
  RecipientActionResponse,
  RecipientsDryRunResponse,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CampaignForm } from '../../features/console-campaigns/campaign-form.tsx';
import { DemandTable, FunnelPanel } from '../../features/console-campaigns/funnel-panel.tsx';
import { RecipientsPanel } from '../../features/console-campaigns/recipients-panel.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { ApiFailure, apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { cn } from '../../lib/cn.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/campaigns.$campaignId';

const TABS = ['recipients', 'funnel', 'demand', 'preview', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** One campaign: its settings, recipients, funnel, demand and the kit page's preview (owners). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const store = await getStore(context);
  const base = `/storefronts/${store.id}/campaigns/${encodeURIComponent(params.campaignId)}`;
  const tab = (TABS as readonly string[]).includes(
    new URL(request.url).searchParams.get('tab') ?? '',
  )
    ? (new URL(request.url).searchParams.get('tab') as Tab)
    : 'recipients';
  try {
    const [campaign, recipients, funnel, demand] = await Promise.all([
      apiJson(context, base, CampaignResponse),
      apiJson(context, `${base}/recipients`, CampaignRecipientListResponse),
      apiJson(context, `${base}/funnel`, CampaignFunnelResponse),
      apiJson(context, `${base}/demand`, CampaignDemandResponse),
    ]);
    const kit =
      tab === 'settings'
        ? await apiJson(
            context,
            `/storefronts/${store.id}/product-kits/token/${encodeURIComponent(campaign.data.token)}`,
            KitResponse,
          )
        : null;
    const productNames = Object.fromEntries(
      (kit?.data.products ?? []).map((p) => [p.id, p.name] as const),
    );
    return {
      tab,
      campaign: campaign.data,
      recipients: recipients.data,
      funnel: funnel.data,
      demand: demand.data,
      productNames,
    };
  } catch (error) {
    rethrowAsPageError(error);
  }
}

type Body = {
  intent?: string;
  body?: unknown;
  csv?: string;
  recipients?: unknown;
  action?: string;
  ids?: unknown;
};

/** Saves settings, checks or sends recipients, or acts on links; refusals go back to the form. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const store = await getStore(context);
  const base = `/storefronts/${store.id}/campaigns/${encodeURIComponent(params.campaignId)}`;
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  const input: Body = json
    ? ((await request.json()) as Body)
    : Object.fromEntries(await request.formData());
  const intent = input.intent;
  try {
    if (intent === 'save') {
      const parsed = CampaignChangeBody.safeParse(input.body);
      if (!parsed.success)
        return data({ intent, message: parsed.error.issues[0]!.message }, { status: 422 });
      await apiJson(context, base, CampaignResponse, { method: 'PATCH', json: parsed.data });
      return { intent, saved: true };
    }
    if (intent === 'dry-run') {
      const answer = await apiJson(
        context,
        `${base}/recipients/dry-run`,
        RecipientsDryRunResponse,
        {
          method: 'POST',
          json: { csv: input.csv },
        },
      );
      return { intent, dryRun: answer.data };
    }
    if (intent === 'send' || intent === 'add-one') {
      const form = input as Record<string, unknown>;
      const recipients =
        intent === 'send'
          ? input.recipients
          : [{ name: form.name, email: form.email, note: form.note ? form.note : null }];
      const answer = await apiJson(context, `${base}/recipients`, CampaignRecipientListResponse, {
        method: 'POST',
        json: { recipients },
      });
      return { intent, sent: answer.data.length };
    }
    if (intent === 'action') {
      const parsed = RecipientActionBody.safeParse({ action: input.action, ids: input.ids });
      if (!parsed.success) throw data({ message: 'Unknown action.' }, { status: 400 });
      const answer = await apiJson(context, `${base}/recipients/actions`, RecipientActionResponse, {
        method: 'POST',
        json: parsed.data,
      });
      return { intent, changed: answer.data.changed };
    }
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return data(
        { intent, message: error.message, errors: error.errors },
        { status: error.status },
      );
    throw error;
  }
  throw data({ message: 'Unknown action.' }, { status: 400 });
}

/** A CSV dry run changes nothing: the page keeps its data (and the send button stays usable). */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { intent?: string } | undefined)?.intent === 'dry-run') return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded ? `${loaded.campaign.name} · Gifting` : 'Gifting' }];
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { tab, campaign, recipients, funnel, demand, productNames } = loaderData;
  return (
    <>
      <PageHeader
        title={campaign.name}
        description={t('campaigns.detailHelp', { count: campaign.amount })}
        actions={
          <Link to="/admin/campaigns" className="text-sm text-brand-text underline">
            {t('campaigns.back')}
          </Link>
        }
      />
      <nav
        aria-label={t('campaigns.tabsLabel')}
        className="-mx-1 mb-6 flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {TABS.map((name) => (
          <Link
            key={name}
            to={`?tab=${name}`}
            aria-current={tab === name ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              tab === name
                ? 'border-brand text-gray-900'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {t(`campaigns.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'recipients' ? <RecipientsPanel recipients={recipients} /> : null}
      {tab === 'funnel' ? (
        <FunnelPanel funnel={funnel} exportUrl={`/admin/campaigns/${campaign.id}/recipients.csv`} />
      ) : null}
      {tab === 'demand' ? <DemandTable rows={demand} /> : null}
      {tab === 'preview' ? (
        <div className="space-y-3">
          <p className="text-sm text-gray-600">{t('campaigns.previewHelp')}</p>
          <iframe
            title={t('campaigns.previewTitle')}
            src={`/kit-preview/${campaign.id}`}
            className="h-[80vh] w-full rounded-xl border border-gray-200 bg-white"
          />
        </div>
      ) : null}
      {tab === 'settings' ? <CampaignForm campaign={campaign} productNames={productNames} /> : null}
    </>
  );
}
