import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { StoreSettingsBody, StoreSettingsResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { AccessSection } from '../../features/console-settings/access-section.tsx';
import { GeneralSection } from '../../features/console-settings/general-section.tsx';
import { ListingSection } from '../../features/console-settings/listing-section.tsx';
import { StatusSection } from '../../features/console-settings/status-section.tsx';
import { useSettingsForm } from '../../features/console-settings/use-settings-form.ts';
import { SaveBar } from '../../components/ui/save-bar.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import type { Route } from './+types/settings';

const settingsPath = (storeId: number) => `/storefronts/${storeId}/settings`;

export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  return (await apiJson(context, settingsPath(store.id), StoreSettingsResponse)).data;
}

/** Saves the settings; a refusal (ours or the server's) comes back beside the fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: StoreSettingsBody });
  if (submission.status !== 'success') return { result: submission.reply(), saved: false };
  const store = await getStore(context);
  try {
    await apiJson(context, settingsPath(store.id), StoreSettingsResponse, {
      method: 'PUT',
      json: submission.value,
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return {
      result: submission.reply({ formErrors: [error.message], fieldErrors: error.errors }),
      saved: false,
    };
  }
  return { result: submission.reply({ resetForm: true }), saved: true };
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A saved form starts again from what the server now holds.
  return (
    <SettingsPage key={JSON.stringify(loaderData)} settings={loaderData} actionData={actionData} />
  );
}

function SettingsPage({
  settings,
  actionData,
}: {
  settings: Route.ComponentProps['loaderData'];
  actionData: Route.ComponentProps['actionData'];
}) {
  const { t } = useTranslation('console');
  const [form, fields] = useSettingsForm(settings, actionData?.result);
  const navigation = useNavigation();
  // Saving lasts until the page holds what the server saved: the post and the reload after it.
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  useLeaveGuard(form.dirty, t('settings.leave'));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        {form.errors?.length ? (
          <p
            id={form.errorId}
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
          >
            {form.errors[0]}
          </p>
        ) : null}
        <ConsoleCard
          title={t('settings.general.title')}
          description={t('settings.general.description')}
        >
          <GeneralSection form={form} fields={fields} />
        </ConsoleCard>
        <ConsoleCard
          title={t('settings.status.title')}
          description={t('settings.status.description')}
        >
          <StatusSection fields={fields} />
        </ConsoleCard>
        <ConsoleCard
          title={t('settings.access.title')}
          description={t('settings.access.description')}
        >
          <AccessSection fields={fields} hasPassword={settings.has_password} />
        </ConsoleCard>
        <ConsoleCard
          title={t('settings.listing.title')}
          description={t('settings.listing.description')}
        >
          <ListingSection fields={fields} />
        </ConsoleCard>
        <SaveBar
          dirty={form.dirty}
          saving={saving}
          status={t(
            saving
              ? 'settings.saving'
              : form.dirty
                ? 'settings.unsaved'
                : actionData?.saved
                  ? 'settings.saved'
                  : 'settings.upToDate',
          )}
          saveLabel={t(saving ? 'settings.saving' : 'settings.save')}
          discardLabel={t('settings.discard')}
          onDiscard={() => form.reset()}
        />
      </Form>
    </>
  );
}
