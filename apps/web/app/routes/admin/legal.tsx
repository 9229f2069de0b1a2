import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { DraftResponse, PreviewSavedResponse, PreviewSettings } from '@storefront/contracts';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SaveBar } from '../../components/ui/save-bar.tsx';
import { LanguageTabs } from '../../features/console-legal/language-tabs.tsx';
import { LegalTextField } from '../../features/console-legal/legal-fields.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import type { Route } from './+types/legal';

/** The draft's additions to the privacy policy and the terms, per language. */
const LegalForm = PreviewSettings.shape.legal.unwrap();

const draftPath = (storeId: number) => `/storefronts/${storeId}/draft`;

export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const { draft } = (await apiJson(context, draftPath(store.id), DraftResponse)).data;
  return draft.settings.legal ?? store.settings.legal;
}

/** Saves the additions into the draft (the rest of it as it is now); publishing makes them live. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: LegalForm });
  if (submission.status !== 'success') return { result: submission.reply(), saved: false };
  const store = await getStore(context);
  try {
    const { draft, revision } = (await apiJson(context, draftPath(store.id), DraftResponse)).data;
    await apiJson(context, `/storefronts/${store.id}/preview`, PreviewSavedResponse, {
      method: 'PUT',
      json: { ...draft, revision, settings: { ...draft.settings, legal: submission.value } },
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

export default function LegalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LegalPage key={JSON.stringify(loaderData)} legal={loaderData} actionData={actionData} />;
}

function LegalPage({
  legal,
  actionData,
}: {
  legal: Route.ComponentProps['loaderData'];
  actionData: Route.ComponentProps['actionData'];
}) {
  const { t } = useTranslation('console');
  const saving = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'legal-additions',
    lastResult: actionData?.result,
    defaultValue: legal,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LegalForm }),
  });
  useLeaveGuard(form.dirty, t('legal.leave'));
  const pages = [
    { page: 'privacy', field: fields.privacy, href: '/privacy-policy?preview=1' },
    { page: 'terms', field: fields.terms, href: '/terms-and-conditions?preview=1' },
  ] as const;
  return (
    <>
      <PageHeader title={t('legal.title')} description={t('legal.description')} />
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
        {pages.map(({ page, field, href }) => (
          <ConsoleCard key={page} title={t(`legal.${page}.title`)}>
            <LanguageTabs
              idPrefix={page}
              label={t('legal.languagesLabel', { page: t(`legal.${page}.title`) })}
              hasError={(lang) => !!field.getFieldset()[lang].errors?.length}
              panel={(lang) => <LegalTextField page={page} lang={lang} field={field} />}
            />
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
            >
              <ExternalLinkIcon className="size-4" aria-hidden />
              {t(`legal.${page}.preview`)}
            </a>
          </ConsoleCard>
        ))}
        <SaveBar
          dirty={form.dirty}
          saving={saving}
          status={t(
            form.dirty ? 'legal.unsaved' : actionData?.saved ? 'legal.saved' : 'legal.upToDate',
          )}
          saveLabel={t(saving ? 'legal.saving' : 'legal.save')}
          discardLabel={t('legal.discard')}
          onDiscard={() => form.reset()}
        />
      </Form>
    </>
  );
}
