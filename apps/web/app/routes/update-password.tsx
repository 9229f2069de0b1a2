import { MessageResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigation, useSearchParams } from 'react-router';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { invalidForm, refusedForm } from '../features/identity/form-answers.server.ts';
import { UpdatePasswordForm } from '../features/identity/update-password-form.tsx';
import { newPasswordSchema } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { apiJson } from '../lib/api.server.ts';
import { parseForm } from '../lib/contract-form.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { flashCookie, setCookie } from '../lib/cookies.ts';
import { getStore } from '../lib/session.server.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/update-password';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'VERIFICATION.updatePasswordTitle'));
}

export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const submission = parseForm(await request.formData(), newPasswordSchema(store));
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await apiJson(context, '/auth/reset-password', MessageResponse, {
      method: 'POST',
      json: submission.value,
    });
  } catch (error) {
    return refusedForm(submission, error, { toastEach: true });
  }
  return redirect('/login', {
    headers: {
      'set-cookie': await setCookie(request, flashCookie, {
        severity: 'success',
        key: 'VERIFICATION.passwordUpdatedSuccessfully',
      }),
    },
  });
}

export default function UpdatePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const show = useToast();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  useErrorToasts(actionData, show);
  return (
    <UpdatePasswordForm
      store={useStore()}
      link={{ token: params.get('token') ?? '', email: params.get('email') ?? '' }}
      result={actionData}
      submitting={navigation.state === 'submitting'}
      onInvalidSubmit={() => show('error', t('VERIFICATION.fillFieldsCorrectly'))}
    />
  );
}
