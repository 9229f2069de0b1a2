import {
  ApiError,
  CouponCheckBody,
  CouponCheckResponse,
  GiftCardBalanceQuery,
  GiftCardBalanceResponse,
  GiftCardListResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import { storefrontNamed } from '../../plugins/request-context.ts';
import { checkCoupon, getGiftCardBalance, listGiftCards } from './gift-cards.service.ts';

export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A card code found by guessing spends someone's money: a lookup that finds nothing counts
   * against the same per store and address limit as a private store's code (429 once used up).
   */
  const lookUpCode = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    storefrontId: number,
    lookup: (storefrontId: number) => Promise<T>,
  ): Promise<T> => {
    const store = await storefrontNamed(request, storefrontId);
    let refusal: AppError | undefined;
    const found = await app.codeAttempts.count(request, reply, store, () =>
      lookup(store.id).catch((error: unknown) => {
        if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
        refusal = error;
        return undefined;
      }),
    );
    if (found === undefined) throw refusal!;
    return found;
  };

  app.get(
    '/storefronts/:storefrontId/gift-cards',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'The signed-in user’s gift cards (account Gift Cards tab)',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: {
          200: GiftCardListResponse,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const user = await requireVerifiedUser(request);
      return { data: await listGiftCards(app.db, store.id, user.id) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/gift-cards/balance',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'Balance of a gift card code (navbar balance, §7)',
        description:
          '404 "Not a valid gift card" for an unknown, expired or used-up code. Codes that find ' +
          'nothing count against the private-store code limit (10 a minute per address, then 429).',
        params: StorefrontParams,
        querystring: GiftCardBalanceQuery,
        response: {
          200: GiftCardBalanceResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => ({
      data: await lookUpCode(request, reply, request.params.storefrontId, (storeId) =>
        getGiftCardBalance(app.db, storeId, request.query.code),
      ),
    }),
  );

  app.post(
    '/storefronts/:storefrontId/coupons/check',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'Is a code a usable promo code or gift card of this store (§7 coupon check)',
        description:
          'A promo code answers its kind, value and minimum order; a gift card its balance. ' +
          '404 "Not a valid gift card" when it is neither (or expired or used up).',
        params: StorefrontParams,
        body: CouponCheckBody,
        response: {
          200: CouponCheckResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => ({
      data: await lookUpCode(request, reply, request.params.storefrontId, (storeId) =>
        checkCoupon(app.db, storeId, request.body.code),
      ),
    }),
  );
};
