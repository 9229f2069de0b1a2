import { parseWithZod } from '@conform-to/zod/v4';
import { OperatorLoginBody, OperatorLoginResponse } from '@storefront/contracts';
import { redirect, useNavigation } from 'react-router';
import { OperatorLoginForm } from '../../features/console-operator/login-form.tsx';
import {
  getOperator,
  requirePlatformHost,
} from '../../features/console-operator/operator.server.ts';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { sessionCookie, setCookie } from '../../lib/cookies.ts';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getOperator(request, context)) throw redirect('/operator');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePlatformHost(context);
  const submission = parseWithZod(await request.formData(), { schema: OperatorLoginBody });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });
  const outcome = await submitToApi(submission, () =>
    apiJson(context, '/platform/auth/login', OperatorLoginResponse, {
      method: 'POST',
      json: submission.value,
    }),
  );
  if (!outcome.ok) return outcome.result;
  const token = outcome.value.data.access_token;
  return redirect('/operator', {
    headers: { 'set-cookie': await setCookie(request, sessionCookie, token) },
  });
}

export default function OperatorLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <OperatorLoginForm lastResult={actionData} submitting={navigation.state === 'submitting'} />
  );
}
