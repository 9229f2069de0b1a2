import { RegisterResponse } from '@storefront/contracts';
import { data, useLocation, useNavigation } from 'react-router';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { invalidForm, refusedForm } from '../features/identity/form-answers.server.ts';
import { RegisterForm } from '../features/identity/register-form.tsx';
import { MailSent } from '../features/identity/mail-sent.tsx';
import { registerSchema } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { apiJson } from '../lib/api.server.ts';
import { parseForm } from '../lib/contract-form.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { returnUrlCookie, setCookie } from '../lib/cookies.ts';
import { getStore, requireGuest, returnUrlOf } from '../lib/session.server.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'AUTH.registerTitle'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const submission = parseForm(await request.formData(), registerSchema(store));
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    // The same answer whether or not the address has an account: the mail says which.
    await apiJson(context, '/auth/register', RegisterResponse, {
      method: 'POST',
      json: submission.value,
    });
    // The verification mail's link brings the new user back to where they were going.
    return data(
      { registered: submission.value.email },
      {
        headers: { 'set-cookie': await setCookie(request, returnUrlCookie, returnUrlOf(request)) },
      },
    );
  } catch (error) {
    return refusedForm(submission, error, { toastEach: true });
  }
}

export default function Register({ actionData }: Route.ComponentProps) {
  const store = useStore();
  const { search } = useLocation();
  const navigation = useNavigation();
  const result = actionData && !('registered' in actionData) ? actionData : undefined;
  useErrorToasts(result, useToast());
  if (actionData && 'registered' in actionData)
    return (
      <MailSent
        note="AUTH.registeredNote"
        values={{ email: actionData.registered }}
        action="AUTH.login"
      />
    );
  return (
    <RegisterForm
      store={store}
      search={search}
      result={result}
      submitting={navigation.state === 'submitting'}
    />
  );
}
