import {
  ApiError,
  ConsolePromoCodeListQuery,
  ConsolePromoCodeListResponse,
  ConsolePromoCodeParams,
  ConsolePromoCodeResponse,
  PromoCodeBody,
  PromoCodeTargetsResponse,
  PromoCodeUsesResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import {
  createPromoCode,
  editPromoCode,
  getConsolePromoCode,
  listConsolePromoCodes,
  listPromoCodeUses,
  promoTargetChoices,
} from './console-promo-codes.service.ts';

/** The console's promo codes (decision 0023): staff read; owners create, edit and deactivate. */
export const consolePromoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/storefronts/:storefrontId/admin/promo-codes';

  app.get(
    base,
    {
      schema: {
        tags: ['console-promo-codes'],
        summary: "The store's promo codes with their usage and state (staff)",
        params: StorefrontParams,
        querystring: ConsolePromoCodeListQuery,
        response: { 200: ConsolePromoCodeListResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) =>
      listConsolePromoCodes(app.db, (await request.storefront()).id, request.query),
  );

  app.get(
    `${base}/targets`,
    {
      schema: {
        tags: ['console-promo-codes'],
        summary: 'The products and categories a code may be limited to (staff)',
        params: StorefrontParams,
        response: { 200: PromoCodeTargetsResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => ({
      data: await promoTargetChoices(app.db, (await request.storefront()).id),
    }),
  );

  app.get(
    `${base}/:promoCodeId`,
    {
      schema: {
        tags: ['console-promo-codes'],
        summary: 'One promo code with the products and categories it applies to (staff)',
        params: ConsolePromoCodeParams,
        response: { 200: ConsolePromoCodeResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => ({
      data: await getConsolePromoCode(
        app.db,
        (await request.storefront()).id,
        request.params.promoCodeId,
      ),
    }),
  );

  app.get(
    `${base}/:promoCodeId/uses`,
    {
      schema: {
        tags: ['console-promo-codes'],
        summary: 'The orders placed with a promo code, newest first (staff)',
        params: ConsolePromoCodeParams,
        response: { 200: PromoCodeUsesResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => ({
      data: await listPromoCodeUses(
        app.db,
        (await request.storefront()).id,
        request.params.promoCodeId,
      ),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['console-promo-codes'],
        summary: 'Create a promo code (owner)',
        description:
          'Percent 1–100 or fixed cents; days for start and end (UTC); 409 on `code` when the ' +
          'store has it already in any case.',
        params: StorefrontParams,
        body: PromoCodeBody,
        response: { 201: ConsolePromoCodeResponse, 409: ApiError, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const detail = await createPromoCode(
        app.db,
        store.id,
        request.body,
        await auditActorOf(request),
      );
      return reply.status(201).send({ data: detail });
    },
  );

  app.put(
    `${base}/:promoCodeId`,
    {
      schema: {
        tags: ['console-promo-codes'],
        summary: 'Edit a promo code, or deactivate it with active: false (owner)',
        params: ConsolePromoCodeParams,
        body: PromoCodeBody,
        response: { 200: ConsolePromoCodeResponse, 404: ApiError, 409: ApiError, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => ({
      data: await editPromoCode(
        app.db,
        (await request.storefront()).id,
        request.params.promoCodeId,
        request.body,
        await auditActorOf(request),
      ),
    }),
  );
};
