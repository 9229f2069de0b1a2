import { LoginResponse, safeReturnUrl } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation, useNavigation } from 'react-router';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { invalidForm, refusedForm } from '../features/identity/form-answers.server.ts';
import { LoginForm } from '../features/identity/login-form.tsx';
import { loginSchema } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { apiJson } from '../lib/api.server.ts';
import { parseForm } from '../lib/contract-form.ts';
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
  const submission = parseForm(await request.formData(), loginSchema(store));
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    const { data: session } = await apiJson(context, '/auth/login', LoginResponse, {
      method: 'POST',
      json: submission.value,
    });
    return redirect(returnUrlOf(request), {
      headers: { 'set-cookie': await setCookie(request, sessionCookie, session.access_token) },
    });
  } catch (error) {
    return refusedForm(submission, error);
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
