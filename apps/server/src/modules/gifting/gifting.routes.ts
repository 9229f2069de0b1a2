import {
  ApiError,
  KitBudgetListResponse,
  KitParams,
  KitQuery,
  KitResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER_ERRORS, requireStoreOwner } from '../../plugins/auth.ts';
import { storefrontNamed } from '../../plugins/storefront.ts';
import { getKit } from './gifting.service.ts';
import { listKitBudgets } from './kit-budget.ts';

export const giftingRoutes: FastifyPluginAsyncZod = async (app) => {
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
        response: { 200: KitResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const store = await storefrontNamed(request, request.params.storefrontId);
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
      return { data: await listKitBudgets(app.db, store.id) };
    },
  );
};
