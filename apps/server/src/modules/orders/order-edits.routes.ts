import {
  ApiError,
  ConsoleOrderParams,
  OrderEditBody,
  OrderEditOptionsResponse,
  OrderEditResponse,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import { editOrder, getOrderEditOptions } from './order-edits.service.ts';
import type { PaymentRefunder } from './payment-refunds.ts';

export type OrderEditsRoutesOptions = { refunder: PaymentRefunder };

/** Editing an order before it ships (decision 0025): owners only, since it moves money. */
export const orderEditsRoutes: FastifyPluginAsyncZod<OrderEditsRoutesOptions> = async (
  app,
  { refunder },
) => {
  const base = '/storefronts/:storefrontId/admin/orders/:orderId';

  app.get(
    `${base}/edit-options`,
    {
      schema: {
        tags: ['console-orders'],
        summary:
          'Whether the order and each line may be edited, and the sizes a line may take (owner)',
        params: ConsoleOrderParams,
        response: { 200: OrderEditOptionsResponse },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getOrderEditOptions(app.db, store.id, request.params.orderId) };
    },
  );

  app.post(
    `${base}/edits`,
    {
      schema: {
        tags: ['console-orders'],
        summary:
          'Edit a line before the order ships: swap its size, lower its quantity, remove it (owner)',
        description:
          'Under the order’s lock: stock moves with the guarded statements of checkout, the ' +
          'totals are recomputed, a history row and an audit entry say who and why, gift cards ' +
          'get their part back and the rest is refunded through the payment provider (never ' +
          'more than was paid). `preview: true` writes nothing and answers the same figures. ' +
          '422 for an edit that would cost more, or a bad size or quantity; 409 once a parcel ' +
          'shipped, for a cancelled or unpaid order, the last line, a refunded line, or a size ' +
          'out of stock.',
        params: ConsoleOrderParams,
        body: OrderEditBody,
        response: { 200: OrderEditResponse, 201: OrderEditResponse, 409: ApiError, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const actor = { ...(await auditActorOf(request)), role: 'owner' as const };
      const result = await editOrder(
        { db: app.db, refunder, events: app.orderEvents },
        store,
        request.params.orderId,
        request.body,
        actor,
      );
      return reply.status(result.applied ? 201 : 200).send({ data: result });
    },
  );
};
