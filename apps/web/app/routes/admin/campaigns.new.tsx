import { CampaignResponse, NewCampaignBody } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { CampaignForm } from '../../features/console-campaigns/campaign-form.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/campaigns.new';

/** Creates the campaign; the API's refusal (422 with fields) goes back to the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const { body } = (await request.json()) as { body: unknown };
  const parsed = NewCampaignBody.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message);
    return data({ message: parsed.error.issues[0]!.message, errors }, { status: 422 });
  }
  try {
    const created = await apiJson(context, `/storefronts/${store.id}/campaigns`, CampaignResponse, {
      method: 'POST',
      json: parsed.data,
    });
    return redirect(`/admin/campaigns/${created.data.id}?tab=recipients`);
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return data({ message: error.message, errors: error.errors }, { status: error.status });
    throw error;
  }
}

export function meta() {
  return [{ title: 'New campaign' }];
}

export default function NewCampaign() {
  const { t } = useTranslation('console');
  return (
    <>
      <PageHeader title={t('campaigns.new')} description={t('campaigns.newHelp')} />
      <CampaignForm campaign={null} productNames={{}} />
    </>
  );
}
