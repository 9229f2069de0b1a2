import { RegisterResponse } from '@storefront/contracts';
import { data, useLocation, useNavigation } from 'react-router';
import { useErrorToasts } from '../features/identity/action-result.ts';
import { firstServerErrors } from '../features/identity/field-errors.ts';
import { RegisterForm } from '../features/identity/register-form.tsx';
import { MailSent } from '../features/identity/mail-sent.tsx';
import { validateRegister, type RegisterValues } from '../features/identity/validate.ts';
import { useToast } from '../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
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
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const values: RegisterValues = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    username: text('username'),
    password: text('password'),
    password_confirmation: text('password_confirmation'),
    terms_and_conditions: form.get('terms_and_conditions') === 'true',
  };
  const typed = {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    username: values.username,
    terms_and_conditions: String(values.terms_and_conditions),
  };
  const errors = validateRegister(values, store);
  if (Object.keys(errors).length) return data({ errors, values: typed }, { status: 422 });
  try {
    // The same answer whether or not the address has an account: the mail says which.
    await apiJson(context, '/auth/register', RegisterResponse, {
      method: 'POST',
      json: { ...values, storefront_id: store.id },
    });
    // The verification mail's link brings the new user back to where they were going.
    return data(
      { registered: values.email },
      {
        headers: { 'set-cookie': await setCookie(request, returnUrlCookie, returnUrlOf(request)) },
      },
    );
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    const messages = Object.values(error.errors).flat();
    return data(
      {
        message: error.message,
        messages: messages.length ? messages : [error.message],
        errors: firstServerErrors(error.errors),
        values: typed,
      },
      { status: error.status },
    );
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
