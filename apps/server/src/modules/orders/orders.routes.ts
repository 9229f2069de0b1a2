import {
  ApiError,
  OrderListQuery,
  OrderListResponse,
  OrderParams,
  OrderReadHeaders,
  OrderResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import { getOrderDetail, listUserOrders } from './orders.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in user’s orders in this store (account Orders tab)',
        description:
          'Signed-in and verified only. searchTerm matches the start of the order uuid; status 0 ' +
          'is All; sortField created_at (default, newest first) or total; pageSize 5, 10 or 15.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: OrderListQuery,
        response: {
          200: OrderListResponse,
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
      return { data: await listUserOrders(app.db, store.id, user.id, request.query) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/orders/:uuid',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with lines, parcels, address, totals and status history',
        description:
          'The signed-in owner reads it; a guest reads the order just placed by sending the ' +
          'Idempotency-Key header that placed it (order confirmation page). Anything else, ' +
          'another user’s order or another store’s, is 404.',
        params: OrderParams,
        headers: OrderReadHeaders,
        response: { 200: OrderResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const user = await request.user();
      const order = await getOrderDetail(app.db, store.id, request.params.uuid, {
        userId: user?.id ?? null,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
      });
      return { data: order };
    },
  );
};
