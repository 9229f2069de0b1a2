import { LoginResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigation, useSearchParams } from 'react-router';
import { AcceptInviteForm } from '../features/identity/accept-invite-form.tsx';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { invalidForm, refusedForm } from '../features/identity/form-answers.server.ts';
import { acceptInviteSchema } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { apiJson } from '../lib/api.server.ts';
import { parseForm } from '../lib/contract-form.ts';
import { sessionCookie, setCookie } from '../lib/cookies.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/accept-invite';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'INVITE.pageTitle'));
}

/** Sets the invited person's password, signs them in and opens the console. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), acceptInviteSchema);
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    const accepted = await apiJson(context, '/auth/accept-invite', LoginResponse, {
      method: 'POST',
      json: submission.value,
    });
    return redirect('/admin', {
      headers: {
        'set-cookie': await setCookie(request, sessionCookie, accepted.data.access_token),
      },
    });
  } catch (error) {
    return refusedForm(submission, error);
  }
}

export default function AcceptInvite({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const show = useToast();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  useErrorToasts(actionData, show);
  return (
    <AcceptInviteForm
      storeName={useStore().name}
      token={params.get('token') ?? ''}
      result={actionData}
      submitting={navigation.state === 'submitting'}
      onInvalidSubmit={() => show('error', t('VERIFICATION.fillFieldsCorrectly'))}
    />
  );
}
