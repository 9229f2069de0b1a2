import { LoginResponse, safeReturnUrl } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLocation, useNavigation } from 'react-router';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { firstServerErrors } from '../features/identity/field-errors.ts';
import { LoginForm } from '../features/identity/login-form.tsx';
import { validateLogin } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useOnChange } from '../lib/use-on-change.ts';
import { sessionCookie, setCookie } from '../lib/cookies.ts';
import { getStore, requireGuest, returnUrlOf } from '../lib/session.server.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'LOGIN.title'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  const params = new URL(request.url).searchParams;
  return {
    returnUrl: safeReturnUrl(params.get('returnUrl')),
    // The single sign-on callback comes back here when the provider's answer did not do.
    ssoFailed: params.get('sso') === 'failed',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const form = await request.formData();
  const values = {
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
  };
  const errors = validateLogin(values, store);
  if (Object.keys(errors).length)
    return data({ errors, values: { email: values.email } }, { status: 422 });
  try {
    const { data: session } = await apiJson(context, '/auth/login', LoginResponse, {
      method: 'POST',
      json: { ...values, storefront_id: store.id },
    });
    return redirect(returnUrlOf(request), {
      headers: { 'set-cookie': await setCookie(request, sessionCookie, session.access_token) },
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return data(
      {
        message: error.message,
        errors: firstServerErrors(error.errors),
        values: { email: values.email },
      },
      { status: error.status },
    );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const store = useStore();
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigation = useNavigation();
  const show = useToast();
  useErrorToasts(actionData, show);
  useOnChange(loaderData, (loaded) => {
    if (loaded.ssoFailed) show('error', t('LOGIN.ssoFailed'));
  });
  return (
    <LoginForm
      store={store}
      search={search}
      returnUrl={loaderData.returnUrl}
      result={actionData}
      submitting={navigation.state === 'submitting'}
    />
  );
}
