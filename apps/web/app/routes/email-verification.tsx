import { LoginResponse, MessageResponse, safeReturnUrl } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation } from 'react-router';
import { EmailVerification } from '../features/identity/email-verification.tsx';
import { useToast } from '../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useOnChange } from '../lib/use-on-change.ts';
import { clearCookie, returnUrlCookie, sessionCookie, setCookie } from '../lib/cookies.ts';
import { getUser, savedReturnUrl, withReturnUrl } from '../lib/session.server.ts';
import type { Route } from './+types/email-verification';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'VERIFICATION.title'));
}

/**
 * With `?token` (the mail's link): verifies, signs in and goes to the saved returnUrl or `/`;
 * an unknown token is reported (§8), other failures say nothing. Without a token: the page
 * asking to verify, which remembers `?returnUrl` for when the link is opened.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnUrl = safeReturnUrl(url.searchParams.get('returnUrl'));
  const token = url.searchParams.get('token');
  const verified = token ? await verifyEmail(context, token) : null;
  if (verified?.accessToken) {
    throw redirect(returnUrl ?? (await savedReturnUrl(request)) ?? '/', {
      headers: [
        ['set-cookie', await setCookie(request, sessionCookie, verified.accessToken)],
        ['set-cookie', await clearCookie(request, returnUrlCookie)],
      ],
    });
  }
  const user = await getUser(request, context);
  if (user?.email_verified && !token) throw redirect(returnUrl ?? '/');
  const here = returnUrl ? withReturnUrl('/email-verification', returnUrl) : '/email-verification';
  return data(
    {
      invalidToken: verified?.invalid ?? false,
      email: user?.email ?? null,
      loginHref: withReturnUrl('/login', here),
    },
    {
      headers: returnUrl
        ? { 'set-cookie': await setCookie(request, returnUrlCookie, returnUrl) }
        : {},
    },
  );
}

/** The session of a verified link, or whether the API did not know the token (404). */
async function verifyEmail(context: Route.LoaderArgs['context'], token: string) {
  try {
    const { data: session } = await apiJson(context, '/auth/verify-email', LoginResponse, {
      method: 'POST',
      json: { token },
    });
    return { accessToken: session.access_token, invalid: false };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { accessToken: null, invalid: error.status === 404 };
  }
}

/** Sends the verification mail again. */
export async function action({ context }: Route.ActionArgs) {
  try {
    await apiJson(context, '/auth/resend-verification', MessageResponse, { method: 'POST' });
    return { sent: true, message: undefined };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return data({ sent: false, message: error.message }, { status: error.status });
  }
}

export default function EmailVerificationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const show = useToast();
  const navigation = useNavigation();
  useOnChange(loaderData, (loaded) => {
    if (loaded.invalidToken) show('error', t('VERIFICATION.invalidToken'));
  });
  useOnChange(actionData, (answer) => {
    if (answer.sent) show('success', t('VERIFICATION.sentAgain'));
    else if (answer.message) show('error', answer.message);
  });
  return (
    <EmailVerification
      email={loaderData.email}
      loginHref={loaderData.loginHref}
      sending={navigation.state === 'submitting'}
      message={actionData?.sent ? t('VERIFICATION.sentAgain') : actionData?.message}
    />
  );
}
