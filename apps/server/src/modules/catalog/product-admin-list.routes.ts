import {
  AdminProductFacetsResponse,
  AdminProductListQuery,
  AdminProductListResponse,
  ApiError,
  BULK_PRODUCTS_MAX,
  BulkProductRequest,
  BulkProductResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import { getAdminProductFacets, listAdminProducts } from './product-admin-list.service.ts';
import { applyBulkAction } from './product-bulk.service.ts';
import { compactListCountsSoon } from './catalogue-vacuum.ts';

/** The console's product list and its bulk actions (under `admin/` so no product slug meets it). */
export const productAdminListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/admin/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every product of the store, searched, filtered, sorted and paged (owner, staff)',
        description: [
          'Drafts and hidden products too. `search` matches name, slug or brand (any case, any',
          'part); `state` is one of the overlapping states whose counts come with every page (for',
          'the search alone, other filters aside); a category includes its sub-categories; `stock`',
          'compares a product’s total units with the store’s low-stock threshold.',
        ].join(' '),
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: AdminProductListQuery,
        response: { 200: AdminProductListResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await listAdminProducts(app.db, store, request.query) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/admin/products/facets',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Every category (tree order, with depth) and brand, for the list’s filters (owner, staff)',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 200: AdminProductFacetsResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getAdminProductFacets(app.db, store.id) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/admin/products/bulk',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One change to many products at once, in one transaction (owner)',
        description: [
          `Chosen by \`product_ids\` or by \`filter\` (all matching), at most ${BULK_PRODUCTS_MAX}.`,
          'publish/unpublish set the status, discontinue/restore the flag; move_to_category leaves',
          'the products in that category only, add_to_category adds it. add_colour gives every',
          'product lacking the colour (by name, any case) the colour with its sizes, copying price,',
          'stock and weight left out from the product’s cheapest size; add_size adds the size to',
          'every colour lacking it, at the colour’s cheapest price unless given, stock 0 unless',
          'given. Final prices follow. Products already so count as unchanged, so a repeat',
          'changes nothing. Audited once, with the ids changed.',
        ].join(' '),
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: BulkProductRequest,
        response: { 200: BulkProductResponse, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const applied = await applyBulkAction(app.db, store, request.body, actor);
      // Up to 500 products' groups moved: their kept list counts summed again soon (0037).
      await compactListCountsSoon(app, store.id);
      return { data: applied };
    },
  );
};
