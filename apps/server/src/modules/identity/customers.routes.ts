import {
  ApiError,
  BlockCustomerBody,
  CustomerListQuery,
  CustomerListResponse,
  CustomerParams,
  CustomerResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../plugins/auth.ts';
import {
  blockCustomer,
  getCustomer,
  listCustomers,
  resendVerification,
} from './customers.service.ts';

/** The store's shoppers in the console: staff read; owners block and resend verification. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/storefronts/:storefrontId/admin/customers';

  app.get(
    base,
    {
      schema: {
        tags: ['customers'],
        summary: "The store's shoppers with order count and spend: search, sort, paging (staff)",
        params: StorefrontParams,
        querystring: CustomerListQuery,
        response: { 200: CustomerListResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await listCustomers(app.db, store.id, request.query) };
    },
  );

  app.get(
    `${base}/:userId`,
    {
      schema: {
        tags: ['customers'],
        summary: 'One shopper with their orders, newest first (staff)',
        params: CustomerParams,
        response: { 200: CustomerResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getCustomer(app.db, store.id, request.params.userId) };
    },
  );

  app.put(
    `${base}/:userId/blocked`,
    {
      schema: {
        tags: ['customers'],
        summary: 'Block or unblock a shopper (owner)',
        description:
          'Blocking ends all their sessions; signing in is then refused (403) until unblocked.',
        params: CustomerParams,
        body: BlockCustomerBody,
        response: { 200: CustomerResponse, 404: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const { userId } = request.params;
      const actor = await auditActorOf(request);
      return { data: await blockCustomer(app.db, store, userId, request.body.blocked, actor) };
    },
  );

  app.post(
    `${base}/:userId/verification-mail`,
    {
      schema: {
        tags: ['customers'],
        summary: 'Mail the shopper a new e-mail verification link (owner)',
        description: '422 when the address is already verified.',
        params: CustomerParams,
        response: { 204: z.undefined(), 404: ApiError, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      await resendVerification(app, store, request.origin(), request.params.userId, actor);
      return reply.status(204).send();
    },
  );
};
