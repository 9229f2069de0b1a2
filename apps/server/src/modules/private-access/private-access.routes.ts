import {
  COOKIES,
  ApiError,
  PrivateAccessBody,
  PrivateAccessGrantResponse,
  PrivateAccessResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import {
  checkAccessCode,
  findGrant,
  grantAccess,
  invalidCodeError,
} from './private-access.service.ts';

export const privateAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/storefronts/:storefrontId/private-access',
    {
      schema: {
        tags: ['private store'],
        summary: 'Enter a private store with a code: gift card, promo code or store password',
        description:
          'A valid code answers a grant, also set as the httpOnly `store_access` cookie, which ' +
          'opens every API call of the store for 30 days while its way in stays (a new password ' +
          'or promo code, or a card no longer usable, ends it). API clients may instead send the ' +
          'code as the `Code` header of every call. Gift card and promo codes match in any case; ' +
          'a gift card answers its balance in cents. A wrong code answers 422 in the words of the ' +
          'store’s way in ("Not a valid gift card", "Invalid password"). Ten wrong codes a ' +
          'minute per store and address, here or in the `Code` header, then 429.',
        params: StorefrontParams,
        body: PrivateAccessBody,
        response: {
          200: PrivateAccessResponse,
          400: ApiError,
          404: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const way = await app.codeAttempts.count(request, reply, store, () =>
        checkAccessCode(app.db, store, request.body.code),
      );
      if (!way) throw invalidCodeError(store);
      const { token, expiresAt } = await grantAccess(app.db, store, way);
      reply.setCookie(COOKIES.storeAccess, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: expiresAt,
      });
      const { access, balance } = way;
      return { data: { access, balance, grant: token, expires_at: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/storefronts/:storefrontId/private-access',
    {
      schema: {
        tags: ['private store'],
        summary: 'The access the `store_access` grant cookie gives (a gift card’s balance)',
        description: '404 without a grant that still opens this store.',
        params: StorefrontParams,
        response: { 200: PrivateAccessGrantResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const token = request.cookies[COOKIES.storeAccess];
      const grant = token ? await findGrant(app.db, store, token) : undefined;
      if (!grant) throw notFound('No access granted in this store.');
      return { data: grant };
    },
  );
};
