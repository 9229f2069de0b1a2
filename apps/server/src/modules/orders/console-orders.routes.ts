import {
  ApiError,
  CancelOrderBody,
  ChangeOrderStatusBody,
  ConsoleOrderListQuery,
  ConsoleOrderListResponse,
  ConsoleOrderParams,
  ConsoleOrderResponse,
  ConsoleParcelParams,
  OrderNoteBody,
  OrderNoteResponse,
  RefundHeaders,
  RefundOrderBody,
  RefundResponse,
  ShipParcelBody,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf, requireUser } from '../../plugins/auth.ts';
import {
  addOrderNote,
  getConsoleOrder,
  listStoreOrders,
  toConsoleRefund,
} from './console-orders.service.ts';
import { cancelOrder, changeOrderStatus, shipParcel } from './fulfilment.service.ts';
import { NO_ORDER_EVENTS, type OrderEvents } from './order-events.ts';
import type { TeamActor } from './order-lifecycle.ts';
import type { PaymentRefunder } from './payment-refunds.ts';
import { refundOrder } from './refunds.service.ts';

export type ConsoleOrdersRoutesOptions = { refunder: PaymentRefunder; events?: OrderEvents };

/** The signed-in owner or staff member, as orders' history and the audit log name them. */
async function teamActorOf(request: FastifyRequest): Promise<TeamActor> {
  const user = await requireUser(request);
  return { ...(await auditActorOf(request)), role: user.role === 'owner' ? 'owner' : 'staff' };
}

const MOVED = { 200: ConsoleOrderResponse, 409: ApiError, 422: ApiError };

/** The console's orders (decision 0021): staff read and ship; owners also cancel and refund. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod<ConsoleOrdersRoutesOptions> = async (
  app,
  { refunder, events = NO_ORDER_EVENTS },
) => {
  const base = '/storefronts/:storefrontId/admin/orders';
  const orderPage = async (request: FastifyRequest, orderId: number) => {
    const store = await request.storefront();
    const actor = await teamActorOf(request);
    return { data: await getConsoleOrder(app.db, store.id, orderId, actor.role) };
  };

  app.get(
    base,
    {
      schema: {
        tags: ['console-orders'],
        summary: "The store's orders: search, filters, sort, paging, counts per status (staff)",
        description:
          'q matches the start of the order number (uuid), or part of the e-mail or the name on ' +
          'the address. counts: orders matching q and the filters, per status ("0" is all).',
        params: StorefrontParams,
        querystring: ConsoleOrderListQuery,
        response: { 200: ConsoleOrderListResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => listStoreOrders(app.db, (await request.storefront()).id, request.query),
  );

  app.get(
    `${base}/:orderId`,
    {
      schema: {
        tags: ['console-orders'],
        summary: 'One order with lines, parcels, totals, refunds, history and notes (staff)',
        description: '`actions` says what the signed-in member may do with it now.',
        params: ConsoleOrderParams,
        response: { 200: ConsoleOrderResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => orderPage(request, request.params.orderId),
  );

  app.post(
    `${base}/:orderId/status`,
    {
      schema: {
        tags: ['console-orders'],
        summary: 'Set New Order, In Progress or On Hold (staff)',
        description: '409 when the state machine does not allow the move (decision 0021).',
        params: ConsoleOrderParams,
        body: ChangeOrderStatusBody,
        response: MOVED,
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const { orderId } = request.params;
      const store = await request.storefront();
      const actor = await teamActorOf(request);
      await changeOrderStatus(app.db, store.id, orderId, request.body, actor, events);
      return orderPage(request, orderId);
    },
  );

  app.post(
    `${base}/:orderId/parcels/:parcelId/ship`,
    {
      schema: {
        tags: ['console-orders'],
        summary: 'Ship a parcel with its carrier and tracking (staff)',
        description:
          'Idempotent: shipping a shipped parcel again changes nothing, or corrects its tracking ' +
          'without a second e-mail. The order becomes Partially Shipped while other parcels ' +
          'wait, Shipped when none do; the shopper is mailed the tracking link. 409 when the ' +
          'order cannot ship (On Hold, Cancelled, awaiting payment…).',
        params: ConsoleParcelParams,
        body: ShipParcelBody,
        response: MOVED,
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const { orderId, parcelId } = request.params;
      const store = await request.storefront();
      const target = { store, origin: request.origin() };
      const deps = { db: app.db, mailer: app.mailer, events };
      const actor = await teamActorOf(request);
      await shipParcel(deps, target, { orderId, parcelId }, request.body, actor);
      return orderPage(request, orderId);
    },
  );

  app.post(
    `${base}/:orderId/cancel`,
    {
      schema: {
        tags: ['console-orders'],
        summary: 'Cancel an order nothing of which has shipped (owner)',
        description:
          'Releases its stock, its promo code use and its gift-card amounts (ledger) once, and ' +
          'refunds what is left of the card payment. A second cancel answers 409.',
        params: ConsoleOrderParams,
        body: CancelOrderBody,
        response: MOVED,
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const { orderId } = request.params;
      const store = await request.storefront();
      const deps = { db: app.db, refunder, events };
      await cancelOrder(deps, store.id, orderId, request.body, await teamActorOf(request));
      return orderPage(request, orderId);
    },
  );

  app.post(
    `${base}/:orderId/refunds`,
    {
      schema: {
        tags: ['console-orders'],
        summary: 'Refund an amount or lines through the payment provider (owner)',
        description:
          'Idempotent by the Idempotency-Key header (the same key answers the first refund). ' +
          'Never more than was paid by card minus refunds, even when many run at once (422 ' +
          'naming the most); lines refund their unit price per unit not refunded yet. Payment ' +
          'status follows (partially_refunded, refunded); refunding everything moves the order ' +
          'to Refund where the state machine allows. 402 when the provider refuses.',
        params: ConsoleOrderParams,
        headers: RefundHeaders,
        body: RefundOrderBody,
        response: { 201: RefundResponse, 402: ApiError, 409: ApiError, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const refund = await refundOrder(
        { db: app.db, refunder, events },
        store.id,
        request.params.orderId,
        { body: request.body, key: request.headers['idempotency-key'] },
        await teamActorOf(request),
      );
      return reply.status(201).send({ data: toConsoleRefund(refund) });
    },
  );

  app.post(
    `${base}/:orderId/notes`,
    {
      schema: {
        tags: ['console-orders'],
        summary: "Add a note to the order's internal thread (staff)",
        description: 'The shopper never sees notes.',
        params: ConsoleOrderParams,
        body: OrderNoteBody,
        response: { 201: OrderNoteResponse, 422: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const { orderId } = request.params;
      const note = await addOrderNote(
        app.db,
        store.id,
        orderId,
        request.body,
        await teamActorOf(request),
      );
      return reply.status(201).send({ data: note });
    },
  );
};
