import {
  ApiError,
  CategoryDeletedResponse,
  CategoryNodeResponse,
  CategoryNodesResponse,
  CategoryOrderBody,
  CategoryParams,
  CategoryUpdatedResponse,
  CreateCategoryBody,
  DeleteCategoryBody,
  MoveCategoryBody,
  StorefrontParams,
  UpdateCategoryBody,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import {
  createCategory,
  deleteCategory,
  listCategoryNodes,
  moveCategory,
  saveCategoryOrder,
  updateCategory,
} from './category-admin.service.ts';

const tags = ['catalog admin'];
const owner = { storeRole: 'owner' } as const;

const changeOf = async (request: FastifyRequest, storefrontId: number) => ({
  storefrontId,
  actor: await auditActorOf(request),
});

/** The console's category tree: list with counts, create, change, move, delete, reorder. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/categories',
    {
      schema: {
        tags,
        summary: 'The category tree in display order with product counts (owner or staff)',
        params: StorefrontParams,
        response: { 200: CategoryNodesResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => ({ data: await listCategoryNodes(app.db, request.params.storefrontId) }),
  );

  app.post(
    '/storefronts/:storefrontId/categories',
    {
      schema: {
        tags,
        summary: 'Add a category, last among its siblings (owner)',
        description: 'A slug another category of the store has is refused (409).',
        params: StorefrontParams,
        body: CreateCategoryBody,
        response: { 201: CategoryNodeResponse, 409: ApiError, 422: ApiError },
      },
      config: owner,
    },
    async (request, reply) => {
      const change = await changeOf(request, request.params.storefrontId);
      const data = await createCategory(app.db, change, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/storefronts/:storefrontId/categories/order',
    {
      schema: {
        tags,
        summary:
          'Save the whole tree as arranged: every category with its parent, in order (owner)',
        description:
          'One transaction. A list that misses or adds a category is refused (409: reload); a ' +
          'parent that makes a cycle is refused (422).',
        params: StorefrontParams,
        body: CategoryOrderBody,
        response: { 200: CategoryNodesResponse, 409: ApiError, 422: ApiError },
      },
      config: owner,
    },
    async (request) => {
      const change = await changeOf(request, request.params.storefrontId);
      return { data: await saveCategoryOrder(app.db, change, request.body) };
    },
  );

  app.patch(
    '/storefronts/:storefrontId/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Rename a category, change its slug or company flag (owner)',
        description:
          'Links to the old slug (menu entries and page sections, live and draft) follow the new ' +
          'one; ' +
          '`links_updated` says how many.',
        params: CategoryParams,
        body: UpdateCategoryBody,
        response: { 200: CategoryUpdatedResponse, 409: ApiError },
      },
      config: owner,
    },
    async (request) => {
      const { storefrontId, categoryId } = request.params;
      const change = await changeOf(request, storefrontId);
      return { data: await updateCategory(app.db, change, categoryId, request.body) };
    },
  );

  app.put(
    '/storefronts/:storefrontId/categories/:categoryId/position',
    {
      schema: {
        tags,
        summary: 'Move a category with its sub-categories under a parent, at a position (owner)',
        description: 'A move into itself or below itself is refused (422).',
        params: CategoryParams,
        body: MoveCategoryBody,
        response: { 200: CategoryNodeResponse, 422: ApiError },
      },
      config: owner,
    },
    async (request) => {
      const { storefrontId, categoryId } = request.params;
      const change = await changeOf(request, storefrontId);
      return { data: await moveCategory(app.db, change, categoryId, request.body) };
    },
  );

  app.delete(
    '/storefronts/:storefrontId/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Delete a category and those below it (owner)',
        description:
          'When they hold products, `move_products_to` must say where the products go: a ' +
          'category id, or null to unlink them; without it nothing is deleted (422).',
        params: CategoryParams,
        body: DeleteCategoryBody,
        response: { 200: CategoryDeletedResponse, 422: ApiError },
      },
      config: owner,
    },
    async (request) => {
      const { storefrontId, categoryId } = request.params;
      const change = await changeOf(request, storefrontId);
      return { data: await deleteCategory(app.db, change, categoryId, request.body) };
    },
  );
};
