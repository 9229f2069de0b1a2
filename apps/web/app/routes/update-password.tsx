import { MessageResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation, useSearchParams } from 'react-router';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { firstServerErrors } from '../features/identity/field-errors.ts';
import { UpdatePasswordForm } from '../features/identity/update-password-form.tsx';
import { validateNewPassword } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
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
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const values = {
    password: text('password'),
    password_confirmation: text('password_confirmation'),
    email: text('email'),
    token: text('token'),
  };
  const errors = validateNewPassword(values, store);
  if (Object.keys(errors).length) return data({ errors }, { status: 422 });
  try {
    await apiJson(context, '/auth/reset-password', MessageResponse, {
      method: 'POST',
      json: { ...values, storefront_id: store.id },
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    const messages = Object.values(error.errors).flat();
    return data(
      {
        message: error.message,
        messages: messages.length ? messages : [error.message],
        errors: firstServerErrors(error.errors),
      },
      { status: error.status },
    );
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
