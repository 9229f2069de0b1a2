import { MessageResponse } from '@storefront/contracts';
import { data, redirect, useNavigation } from 'react-router';
import { ResetPasswordForm } from '../features/identity/reset-password-form.tsx';
import { invalidForm } from '../features/identity/form-answers.server.ts';
import { forgotPasswordSchema } from '../features/identity/validate.ts';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { parseForm } from '../lib/contract-form.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { flashCookie, setCookie } from '../lib/cookies.ts';
import { getStore, requireGuest } from '../lib/session.server.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/reset-password';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'AUTH.resetTitle'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const submission = parseForm(await request.formData(), forgotPasswordSchema(store));
  if (submission.status !== 'success') return invalidForm(submission);
  try {
    await apiJson(context, '/auth/forgot-password', MessageResponse, {
      method: 'POST',
      json: submission.value,
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    const messages = Object.values(error.errors).flat();
    return data(
      { messages: messages.length ? messages : [error.message], result: submission.reply() },
      { status: error.status },
    );
  }
  return redirect('/reset-password-success', {
    headers: {
      'set-cookie': await setCookie(request, flashCookie, {
        severity: 'success',
        key: 'AUTH.resetLinkSent',
      }),
    },
  });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <ResetPasswordForm
      store={useStore()}
      result={actionData}
      submitting={navigation.state === 'submitting'}
    />
  );
}
