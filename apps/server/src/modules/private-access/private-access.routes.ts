import {
  ApiError,
  PrivateAccessBody,
  PrivateAccessResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storefrontNamed } from '../../plugins/storefront.ts';
import { checkAccessCode, invalidCodeError } from './private-access.service.ts';

export const privateAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/storefronts/:storefrontId/private-access',
    {
      schema: {
        tags: ['private store'],
        summary: 'Check a private store entry code: gift card, promo code or store password',
        description:
          'A valid code is then sent as the `Code` header of every API call of the store. Gift ' +
          'card and promo codes match in any case; a gift card answers its balance in cents. ' +
          'A wrong code answers 422 in the words of the store’s way in ("Not a valid gift card", ' +
          '"Invalid password"). Limited to 10 attempts a minute per address (429).',
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
      preHandler: app.limitAttempts({
        name: 'private-access',
        perIp: { max: 10, windowMs: 60_000 },
      }),
    },
    async (request) => {
      const store = await storefrontNamed(request, request.params.storefrontId);
      const grant = await checkAccessCode(app.db, store, request.body.code);
      if (!grant) throw invalidCodeError(store);
      return { data: grant };
    },
  );
};
