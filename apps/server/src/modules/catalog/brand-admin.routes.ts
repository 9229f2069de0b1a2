import {
  ApiError,
  BrandChangeResponse,
  BrandListResponse,
  MergeBrandBody,
  RemoveBrandBody,
  RenameBrandBody,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import { listBrandSummaries, mergeBrand, removeBrand, renameBrand } from './brand-admin.service.ts';

/** The console's brand list: derived from the products' brand text, changed on all at once. */
export const brandAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const changeOf = async (request: Parameters<typeof auditActorOf>[0], storefrontId: number) => ({
    storefrontId,
    actor: await auditActorOf(request),
  });

  app.get(
    '/storefronts/:storefrontId/brands',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Every brand on the store’s products with its product count (owner or staff)',
        description: 'Drafts and hidden products count too. A to Z, ignoring case.',
        params: StorefrontParams,
        response: { 200: BrandListResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => ({ data: await listBrandSummaries(app.db, request.params.storefrontId) }),
  );

  app.post(
    '/storefronts/:storefrontId/brands/rename',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Rename a brand on all its products (owner)',
        description: 'A new name that another brand has is refused (409): merge them instead.',
        params: StorefrontParams,
        body: RenameBrandBody,
        response: { 200: BrandChangeResponse, 409: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const { name, new_name } = request.body;
      const change = await changeOf(request, request.params.storefrontId);
      return { data: await renameBrand(app.db, change, name, new_name) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/brands/merge',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Merge a brand into another: its products take the other’s name (owner)',
        params: StorefrontParams,
        body: MergeBrandBody,
        response: { 200: BrandChangeResponse },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const { name, into } = request.body;
      const change = await changeOf(request, request.params.storefrontId);
      return { data: await mergeBrand(app.db, change, name, into) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/brands/remove',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Clear a brand from all its products (owner)',
        params: StorefrontParams,
        body: RemoveBrandBody,
        response: { 200: BrandChangeResponse },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const change = await changeOf(request, request.params.storefrontId);
      return { data: await removeBrand(app.db, change, request.body.name) };
    },
  );
};
