import { LoginResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation, useSearchParams } from 'react-router';
import { AcceptInviteForm } from '../features/identity/accept-invite-form.tsx';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { firstServerErrors } from '../features/identity/field-errors.ts';
import { validateAcceptInvite } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { sessionCookie, setCookie } from '../lib/cookies.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/accept-invite';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'INVITE.pageTitle'));
}

/** Sets the invited person's password, signs them in and opens the console. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const values = {
    password: text('password'),
    password_confirmation: text('password_confirmation'),
    token: text('token'),
  };
  const errors = validateAcceptInvite(values);
  if (Object.keys(errors).length) return data({ errors }, { status: 422 });
  try {
    const accepted = await apiJson(context, '/auth/accept-invite', LoginResponse, {
      method: 'POST',
      json: values,
    });
    return redirect('/admin', {
      headers: {
        'set-cookie': await setCookie(request, sessionCookie, accepted.data.access_token),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return data(
      { message: error.message, errors: firstServerErrors(error.errors) },
      { status: error.status },
    );
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
