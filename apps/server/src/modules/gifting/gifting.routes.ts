import {
  ApiError,
  KitBudgetListResponse,
  KitChangeBody,
  KitLinksBody,
  KitLinksResponse,
  KitParams,
  KitQuery,
  KitResponse,
  KitSettingsResponse,
  NewKitBody,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER_ERRORS, requireStoreOwner } from '../../plugins/auth.ts';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import { mailGiftingLinks } from './gifting-links.ts';
import { changeKit, createKit, getKit } from './gifting.service.ts';
import { listKitBudgets, type SpentOnLinks } from './kit-budget.ts';

export type GiftingRoutesOptions = { spentOnLinks: SpentOnLinks };

export const giftingRoutes: FastifyPluginAsyncZod<GiftingRoutesOptions> = async (
  app,
  { spentOnLinks },
) => {
  app.get(
    '/storefronts/:storefrontId/product-kits/token/:token',
    {
      schema: {
        tags: ['gifting'],
        summary: 'A gift kit by its token (§7), for the kit page',
        description:
          'amount (how many products the recipient may choose in all), hide_prices, banner and ' +
          'the products still for sale as product cards with thumbnail and variants, each with ' +
          '`product_kit_product { required, quantity }`. With `user_token` the recipient’s link ' +
          'must be open: 404 "There was an error loading the kit. Please try again later." for ' +
          'an unknown kit, or an unknown, expired or foreign link; 404 "This gift has already ' +
          'been redeemed." for a used one.',
        params: KitParams,
        querystring: KitQuery,
        response: { 200: KitResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const { token } = request.params;
      return { data: await getKit(app.db, store.id, token, request.query.user_token) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/product-kits',
    {
      schema: {
        tags: ['gifting'],
        summary: 'The store’s kits with their budget and links (store owner)',
        description:
          'Store owners only (401 signed out, 403 otherwise). spent_cents sums the totals of the ' +
          'orders placed through the kit’s links, cancelled ones left out; budget_cents null is ' +
          'no limit. Links are counted open, redeemed and expired.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 200: KitBudgetListResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await listKitBudgets(app.db, store.id, spentOnLinks) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/product-kits',
    {
      schema: {
        tags: ['gifting'],
        summary: 'Create a gift kit (store owner)',
        description:
          'A kit of products the store sells: `amount` products in all, each product with ' +
          '`required` and a per-product `quantity`; `budget_cents` null for no limit. Answers ' +
          'the kit token the recipient links carry. 422 when a product is not for sale here.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: NewKitBody,
        response: { 201: KitSettingsResponse, ...OWNER_ERRORS, 422: ApiError },
      },
    },
    async (request, reply) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return reply.status(201).send({ data: await createKit(app.db, store.id, request.body) });
    },
  );

  app.patch(
    '/storefronts/:storefrontId/product-kits/token/:token',
    {
      schema: {
        tags: ['gifting'],
        summary: "Change a kit's amount, price display or budget (store owner)",
        description:
          'Lowering `amount` below what a recipient has already chosen shows them the ' +
          'over-limit banner until they remove products.',
        security: [{ bearer: [] }],
        params: KitParams,
        body: KitChangeBody,
        response: { 200: KitSettingsResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await changeKit(app.db, store.id, request.params.token, request.body) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/product-kits/token/:token/links',
    {
      schema: {
        tags: ['gifting'],
        summary: 'Make and mail recipient links for a kit (store owner)',
        description:
          'One personal link per recipient, redeemable once, optionally expiring; each ' +
          'recipient is mailed their link (the CSV script `npm run gifting:links` does the same).',
        security: [{ bearer: [] }],
        params: KitParams,
        body: KitLinksBody,
        response: { 201: KitLinksResponse, ...OWNER_ERRORS },
      },
    },
    async (request, reply) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      const sent = await mailGiftingLinks(app.db, app.mailer, {
        store,
        kitToken: request.params.token,
        recipients: request.body.recipients,
        expiresInDays: request.body.expires_in_days,
        origin: `${request.protocol}://${request.host}`,
      });
      return reply.status(201).send({ data: sent });
    },
  );
};
