import {
  ApiError,
  CategoryChoicesResponse,
  EditableProductResponse,
  ProductEditorParams,
  ProductInput,
  ProductSaveBody,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf, OWNER_ERRORS } from '../../plugins/auth.ts';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getEditableProduct,
  listCategoryChoices,
  saveProduct,
  type ProductOrdered,
} from './product-editor.service.ts';

export type ProductEditorRoutesOptions = { productOrdered: ProductOrdered };

const WRITE_ERRORS = { ...OWNER_ERRORS, 409: ApiError, 422: ApiError };

/** The console's product editor: every owner field of a product, written as one graph. */
export const productEditorRoutes: FastifyPluginAsyncZod<ProductEditorRoutesOptions> = async (
  app,
  { productOrdered },
) => {
  app.get(
    '/storefronts/:storefrontId/products/category-choices',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every category of the store in tree order, for the product editor (owner)',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 200: CategoryChoicesResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await listCategoryChoices(app.db, store.id) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/products/:productId/edit',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product as the console’s editor loads it (owner)',
        description:
          'Any product of the store, drafts included: every field of ProductInput with the ids of ' +
          'its colours, sizes and input fields, its old slugs and the `revision` to send back.',
        security: [{ bearer: [] }],
        params: ProductEditorParams,
        response: { 200: EditableProductResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getEditableProduct(app.db, store.id, request.params.productId) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Create a product with its colours, sizes, stock and pictures (owner)',
        description:
          'The description is rich text (sanitised) or a JSON array of bullet strings. The final ' +
          'price is the cheapest size’s; the thumbnail the first front picture. 409 with ' +
          '`errors.slug` when another product of the store has the slug.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: ProductInput,
        response: { 201: EditableProductResponse, ...WRITE_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const product = await createProduct(app.db, store.id, request.body, actor);
      return reply.status(201).send({ data: product });
    },
  );

  app.put(
    '/storefronts/:storefrontId/products/:productId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Save the whole product in one transaction (owner)',
        description: [
          'Colours, sizes and input fields are matched by id: those left out are deleted, those',
          'without an id added. 409 when the product was saved since `revision` was loaded, when',
          'an order moved a size’s stock since `loaded_quantity` was read, or on a slug clash.',
          'A changed slug keeps the old one answering with a 301 to the new address.',
        ].join(' '),
        security: [{ bearer: [] }],
        params: ProductEditorParams,
        body: ProductSaveBody,
        response: { 200: EditableProductResponse, ...WRITE_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const { productId } = request.params;
      return { data: await saveProduct(app.db, store.id, productId, request.body, actor) };
    },
  );

  app.delete(
    '/storefronts/:storefrontId/products/:productId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Delete a product never ordered (owner)',
        description: 'Refused (409) once any order names it: discontinue it instead.',
        security: [{ bearer: [] }],
        params: ProductEditorParams,
        response: { 200: EditableProductResponse, ...OWNER_ERRORS, 409: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const { productId } = request.params;
      return { data: await deleteProduct(app.db, store.id, productId, actor, productOrdered) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/products/:productId/duplicate',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Copy a product as a draft with a free “-copy” slug and no stock (owner)',
        security: [{ bearer: [] }],
        params: ProductEditorParams,
        response: { 201: EditableProductResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const copy = await duplicateProduct(app.db, store.id, request.params.productId, actor);
      return reply.status(201).send({ data: copy });
    },
  );
};
