import {
  ApiError,
  COOKIES,
  SSO_FAILED_PATH,
  SsoCallbackQuery,
  SsoStartQuery,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { cartIdOf, storefrontNamed } from '../../plugins/request-context.ts';
import { mergeGuestCart } from '../cart/index.ts';
import { SESSION_LIFETIME_MS } from '../identity/index.ts';
import { switchStoresToLocalSso } from '../storefronts/index.ts';
import { decodeFlow, encodeFlow, finishSignIn, startSignIn } from './sso.service.ts';

const FLOW_COOKIE = 'sso_flow';
const FLOW_PATH = '/api/sso';
const FLOW_SECONDS = 600;

/** httpOnly and SameSite=Lax (sent on the provider's top-level redirect back), Secure on https. */
const cookieOptions = (request: FastifyRequest, path: string, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  path,
  maxAge,
});

const Redirect = z.null().describe('Redirect (Location header)');

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () =>
    switchStoresToLocalSso(app.db, app.config.ssoLocalStores, app.config.ssoIssuerUrl),
  );

  app.get(
    '/sso/:storefrontId/start',
    {
      schema: {
        tags: ['sso'],
        summary: "Go to the store's identity provider to sign in (OpenID Connect, code + PKCE)",
        description:
          'Redirects to the issuer (Microsoft Entra ID of the store’s tenant, scope ' +
          '"openid email profile user.read"; or SSO_ISSUER_URL in development) with `state` ' +
          'carrying the store host. The flow is kept in an httpOnly cookie for 10 minutes.',
        params: StorefrontParams,
        querystring: SsoStartQuery,
        response: { 302: Redirect, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const { redirectTo, flow } = await startSignIn(
        store,
        app.config.ssoIssuerUrl,
        request.origin(),
        request.query.returnUrl,
      );
      reply.setCookie(
        FLOW_COOKIE,
        encodeFlow(flow),
        cookieOptions(request, FLOW_PATH, FLOW_SECONDS),
      );
      return reply.redirect(redirectTo.href);
    },
  );

  app.get(
    '/sso/callback',
    {
      schema: {
        tags: ['sso'],
        summary: 'Where the identity provider sends the shopper back',
        description:
          'Exchanges the code, finds or creates the account (verified, tied to the provider ' +
          `subject), sets the session as the httpOnly \`${COOKIES.session}\` cookie and redirects ` +
          `to the returnUrl given at start. On any failure it redirects to ${SSO_FAILED_PATH}.`,
        querystring: SsoCallbackQuery,
        response: { 302: Redirect, 400: ApiError },
      },
    },
    async (request, reply) => {
      const flow = decodeFlow(request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      try {
        if (!flow) throw new AppError('forbidden', 'The sign-in expired. Please try again.');
        const store = await storefrontNamed(request, flow.storefrontId);
        const callbackUrl = new URL(request.url, request.origin());
        const { user, token } = await finishSignIn(
          app.db,
          store,
          app.config.ssoIssuerUrl,
          callbackUrl,
          flow,
        );
        await mergeGuestCart(app.db, store.id, cartIdOf(request), user.id);
        reply.setCookie(
          COOKIES.session,
          token,
          cookieOptions(request, '/', SESSION_LIFETIME_MS / 1000),
        );
        return reply.redirect(flow.returnUrl);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on failed');
        return reply.redirect(SSO_FAILED_PATH);
      }
    },
  );
};
