import {
  ApiError,
  BrandsQuery,
  BrandsResponse,
  CategoryResponse,
  CategorySlugParams,
  CategoryTreeQuery,
  CategoryTreeResponse,
  foldArrayKeys,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  ProductParams,
  ProductSearchQuery,
  ProductSearchResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import {
  getProduct,
  listProducts,
  nextPublishBoundary,
  searchProducts,
  type BoundaryHeard,
} from './catalog.service.ts';
import { ListTotals, type TotalsScope } from './catalog.totals.ts';
import { findRenamedProductSlug } from './product-editor.service.ts';
import { AppError } from '../../lib/errors.ts';
import { trustedSerializer } from '../../lib/trusted-serializer.ts';
import { scheduleCatalogueVacuum } from './catalogue-vacuum.ts';
import { getCategoryBySlug, listBrands, listCategoriesWithProducts } from './categories.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await scheduleCatalogueVacuum(app);
  // The list, the search and the product copy every field they send: in production they are
  // not parsed through their schema again on the way out (the suites prove they fit it).
  const serializerCompiler = trustedSerializer(app.config.env);
  // Lists' totals, kept per listing version of the store (moved only by changes that may move a
  // filter's matches) while this instance hears every change (decision 0031).
  const kept = new ListTotals();
  const totalsScope = (storefrontId: number): TotalsScope | undefined =>
    app.storeEvents.listening()
      ? kept.scope(
          storefrontId,
          app.readCache.listingVersion(storefrontId),
          app.readCache.treeVersion(storefrontId),
          () => app.readCache.nextBoundary(storefrontId, (id) => nextPublishBoundary(app.db, id)),
        )
      : undefined;

  // A read that finds the store's next publish-window boundary with its rows tells the read cache,
  // under the listing version the request began with: no query of its own for it (decision 0028).
  // `known`: the read cache has it for that listing version already, so a list need not read it.
  const boundaryHeard = (storefrontId: number): BoundaryHeard => {
    const version = app.readCache.listingVersion(storefrontId);
    const heard = (at: number | null) => app.readCache.knowBoundary(storefrontId, version, at);
    return Object.assign(heard, { known: app.readCache.boundaryKnown(storefrontId, version) });
  };

  // `brands[]=a&brands[]=b` (Laravel style, §7) and `brands=a` both reach the schema as `brands`.
  app.addHook('preValidation', async (request) => {
    request.query = foldArrayKeys(request.query as Record<string, unknown>);
  });

  app.get(
    '/storefronts/:storefrontId/storefront-products',
    {
      // The same for every anonymous visitor of a public store (decision 0028); the store's
      // default order is in its row's settings.
      config: { readCache: 'api' },
      serializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: 'Listable products of the store, filtered, sorted and paged',
        description:
          'Lists are sent Laravel style, `brands[]=a&brands[]=b`, or once as `brands=a`. A category ' +
          'includes its sub-categories. Without sort_field: relevance when global_filter is set, ' +
          'else the store’s settings.sortBy, else id order (dont_sort).',
        params: StorefrontParams,
        querystring: ProductListQuery,
        response: {
          200: ProductListResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
        },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const heard = boundaryHeard(store.id);
      return {
        data: await listProducts(app.db, store, request.query, totalsScope(store.id), heard),
      };
    },
  );

  app.get(
    '/storefronts/:storefrontId/storefront-products/search',
    {
      // The same for every anonymous visitor of a public store (decision 0028), made of its
      // catalogue and id alone: kept across a change to its row (decision 0032, round 7).
      config: { readCache: 'catalogue' },
      serializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: 'Navbar search: the 10 best matches (full text plus typo-tolerant word guesses)',
        description:
          'Words are matched by full text (English stemming) and each typed word is also compared ' +
          'with the words of the store’s product names and brands by trigram similarity, so ' +
          '"hoddie" finds hoodies and "tshirt" finds T-shirts. Ranked by relevance, name matches ' +
          'first. Blank text answers an empty list. A product whose slug is "search" is reached by id.',
        params: StorefrontParams,
        querystring: ProductSearchQuery,
        response: {
          200: ProductSearchResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
        },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const heard = boundaryHeard(store.id);
      const text = request.query.global_filter;
      return { data: { data: await searchProducts(app.db, store.id, text, heard) } };
    },
  );

  app.get(
    '/storefronts/:storefrontId/storefront-products/:productIdOrSlug',
    {
      // The same for every anonymous visitor of a public store (decision 0028), made of its
      // catalogue and id alone: kept across a change to its row (decision 0032, round 7).
      config: { readCache: 'catalogue' },
      serializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: 'One listable product by id or slug, with every relation',
        description:
          'A slug the product had before its owner changed it answers 301, `Location` the ' +
          'product’s current address in this API.',
        params: ProductParams,
        response: {
          200: ProductDetailResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const { productIdOrSlug } = request.params;
      const heard = boundaryHeard(store.id);
      try {
        return { data: await getProduct(app.db, store.id, productIdOrSlug, heard) };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
        const slug = await findRenamedProductSlug(app.db, store.id, productIdOrSlug);
        if (!slug) throw error;
        const url = `/api/storefronts/${store.id}/storefront-products/${encodeURIComponent(slug)}`;
        return reply.redirect(url, 301);
      }
    },
  );

  app.get(
    '/brands/colors',
    {
      // The same for every anonymous visitor of a public store (decision 0028), made of its
      // catalogue and id alone: kept across a change to its row (decision 0032, round 7).
      config: { readCache: 'catalogue' },
      schema: {
        tags: ['catalog'],
        summary: 'Brands of the store’s listable products, A to Z',
        querystring: BrandsQuery,
        response: { 200: BrandsResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: { brands: await listBrands(app.db, store.id) } };
    },
  );

  app.get(
    '/storefronts/:storefrontId/has-products/product-categories',
    {
      // The same for every anonymous visitor of a public store (decision 0028), made of its
      // catalogue and id alone: kept across a change to its row (decision 0032, round 7).
      config: { readCache: 'catalogue' },
      schema: {
        tags: ['catalog'],
        summary: 'Category tree of categories that hold listable products (in them or below)',
        description: 'With company_category_id, only the sub-categories of that category.',
        params: StorefrontParams,
        querystring: CategoryTreeQuery,
        response: {
          200: CategoryTreeResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
        },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const { company_category_id } = request.query;
      const heard = boundaryHeard(store.id);
      return {
        data: await listCategoriesWithProducts(app.db, store.id, company_category_id, heard),
      };
    },
  );

  app.get(
    '/storefronts/:storefrontId/product-categories/slug/:slug',
    {
      // The same for every anonymous visitor of a public store (decision 0028), made of its
      // catalogue and id alone: kept across a change to its row (decision 0032, round 7).
      config: { readCache: 'catalogue' },
      schema: {
        tags: ['catalog'],
        summary: 'A category by slug, with all its sub-categories',
        params: CategorySlugParams,
        response: { 200: CategoryResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const heard = boundaryHeard(store.id);
      return { data: await getCategoryBySlug(app.db, store.id, request.params.slug, heard) };
    },
  );
};
