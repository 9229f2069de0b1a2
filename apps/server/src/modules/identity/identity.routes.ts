import {
  ApiError,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, requireUser } from '../../plugins/auth.ts';
import type { AttemptPolicy, FailurePolicy } from '../../plugins/rate-limit.ts';
import { cartIdOf } from '../../plugins/request-context.ts';
import { mergeGuestCart } from '../cart/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import type { UserRow } from './identity.queries.ts';
import {
  registerShopper,
  requestPasswordReset,
  resetPassword,
  sendVerificationMail,
  signIn,
  revokeSession,
  toUser,
  verifyEmail,
} from './identity.service.ts';

const MINUTE = 60_000;
const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string }).email;
const signedInEmail = async (request: FastifyRequest) => (await request.user())?.email;

const LIMITS = {
  register: {
    name: 'register',
    perIp: { max: 10, windowMs: 10 * MINUTE },
    perAccount: { max: 5, windowMs: 15 * MINUTE, account: bodyEmail },
  },
  forgotPassword: {
    name: 'forgot-password',
    perIp: { max: 5, windowMs: MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE, account: bodyEmail },
  },
  resendVerification: {
    name: 'resend-verification',
    perIp: { max: 5, windowMs: MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE, account: signedInEmail },
  },
} satisfies Record<string, AttemptPolicy>;

/** Wrong passwords only; a stranger's cannot lock the owner out (see FailurePolicy). */
const LOGIN_FAILURES: FailurePolicy = {
  name: 'login',
  failure: 401,
  account: bodyEmail,
  perAddress: { max: 10, windowMs: MINUTE },
  perAddressAndAccount: { max: 5, windowMs: 15 * MINUTE },
  slowAfter: { max: 10, windowMs: 15 * MINUTE, delayMs: 1000 },
};

const REGISTERED = 'We sent you an e-mail: open its link to verify your address and sign in.';

const RATE_LIMITED =
  'Answers 429 with a clear message once the attempts per address or account are used up.';

/**
 * What identity needs from single sign-on, passed in by app.ts (sso depends on identity, so
 * identity must not import sso): where to end the provider's session on sign-out, if anywhere.
 */
export type IdentityRoutesOptions = {
  endSessionUrl: (
    store: StorefrontRow,
    user: UserRow,
    origin: string,
  ) => Promise<string | undefined>;
};

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (
  app,
  { endSessionUrl },
) => {
  // Work that must not show in the answer's timing finishes before the app closes.
  const background = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled(background)));
  const inBackground = (request: FastifyRequest, work: Promise<void>) => {
    const running = work
      .catch((error: unknown) => request.log.error({ err: error }, 'background work failed'))
      .finally(() => background.delete(running));
    background.add(running);
  };

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account in this store and mail its verification link',
        description: `Mails a verification link (/email-verification?token=…, valid 24 h) that signs the new account in. Answers the same when the address already has an account, whose owner is mailed links to sign in or reset the password instead. On a private store with an allowed e-mail domain the address must use it. ${RATE_LIMITED}`,
        body: RegisterBody,
        response: {
          201: RegisterResponse,
          400: ApiError,
          404: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
      preHandler: app.limitAttempts(LIMITS.register),
    },
    async (request, reply) => {
      const store = await request.storefront();
      await registerShopper(app, store, request.origin(), request.body);
      return reply.status(201).send({ message: REGISTERED });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          '401 with the same message for an unknown e-mail and a wrong password. Failed ' +
          'attempts only count: 429 after 5 from one address on one account, or 10 in a minute ' +
          'from one address on any; ' +
          'failures on one account from many addresses slow its sign-ins by a second, never lock it.',
        body: LoginBody,
        response: {
          200: LoginResponse,
          400: ApiError,
          401: ApiError,
          404: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
      preHandler: app.limitFailures(LOGIN_FAILURES),
    },
    async (request) => {
      const store = await request.storefront();
      const { user, token } = await signIn(
        app.db,
        store,
        request.body.email,
        request.body.password,
      );
      await mergeGuestCart(app.db, store.id, cartIdOf(request), user.id);
      return { data: { user: toUser(user), access_token: token } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer token',
        description:
          "For a single sign-on account `logout_url` is the identity provider's sign-out page, " +
          "which returns to the store's origin.",
        security: [{ bearer: [] }],
        response: { 200: LogoutResponse, 401: ApiError },
      },
    },
    async (request) => {
      const { sessionId, user } = await requireSession(request);
      await revokeSession(app.db, sessionId);
      const store = await request.storefront();
      const logoutUrl = await endSessionUrl(store, user, request.origin())
        // Signed out here all the same; the provider's session just stays.
        .catch((error: unknown) => void request.log.warn({ err: error }, 'no SSO sign-out URL'));
      return { message: 'You have been logged out.', ...(logoutUrl && { logout_url: logoutUrl }) };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user of the bearer token',
        security: [{ bearer: [] }],
        response: { 200: MeResponse, 401: ApiError },
      },
    },
    async (request) => {
      const { user, impersonatedBy } = await requireSession(request);
      return { data: { user: toUser(user), impersonated_by: impersonatedBy } };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the token from the mail, and sign in',
        description: 'A token works once and for 24 hours; otherwise 404.',
        body: VerifyEmailBody,
        response: { 200: LoginResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { user, token } = await verifyEmail(
        app.db,
        await request.storefront(),
        request.body.token,
      );
      await mergeGuestCart(app.db, user.storefrontId, cartIdOf(request), user.id);
      return { data: { user: toUser(user), access_token: token } };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link to the signed-in user',
        security: [{ bearer: [] }],
        description: RATE_LIMITED,
        response: { 200: MessageResponse, 401: ApiError, 422: ApiError, 429: ApiError },
      },
      preHandler: app.limitAttempts(LIMITS.resendVerification),
    },
    async (request) => {
      const user = await requireUser(request);
      await sendVerificationMail(app, await request.storefront(), request.origin(), user);
      return { message: 'Email verification sent again!' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        description: `Answers the same, as fast, whether or not an account has the e-mail. The link (/update-password?token=…&email=…) works once, for one hour. ${RATE_LIMITED}`,
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
      },
      preHandler: app.limitAttempts(LIMITS.forgotPassword),
    },
    async (request) => {
      const store = await request.storefront();
      inBackground(request, requestPasswordReset(app, store, request.origin(), request.body.email));
      return { message: 'We sent you email with the password reset link!' };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the reset mail',
        description: 'Verifies the e-mail address and ends every session of the account.',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 400: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      await resetPassword(app.db, store, request.body);
      return { message: 'Your password has been updated.' };
    },
  );
};
