import {
  ApiError,
  BULK_ORDER_ROWS_MAX,
  BulkOrderBody,
  BulkOrderResponse,
  DraftOrderBody,
  DraftOrderResponse,
  PayDraftBody,
  PayDraftParams,
  PayDraftResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { auditActorOf } from '../../plugins/auth.ts';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import { storefrontNamed } from '../../plugins/request-context.ts';
import { runBulkOrder } from './bulk-orders.service.ts';
import { checkoutDepsOf } from './checkout-deps.ts';
import { createDraftOrder, getDraftForPayment, payDraft } from './draft-orders.service.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

export type DraftOrdersRoutesOptions = { provider: PaymentProvider };

/**
 * Orders the owner places for someone, bulk kit orders, and the shopper's page that pays a draft
 * (decision 0025).
 */
export const draftOrdersRoutes: FastifyPluginAsyncZod<DraftOrdersRoutesOptions> = async (
  app,
  { provider },
) => {
  app.post(
    '/storefronts/:storefrontId/admin/draft-orders',
    {
      schema: {
        tags: ['console-orders'],
        summary: 'Price, send or charge an order for a customer (owner)',
        description:
          'The lines go into a cart nobody else holds, with every rule of the cart, and are ' +
          'priced like checkout. mode=quote answers the prices and writes nothing (200); ' +
          'send_link mails the customer a single-use payment link valid expires_in_days (201, ' +
          'nothing reserved until they pay); charge_store places the order at once, stock ' +
          'reserved with the guarded statements, paid by the store (payment provider "store", ' +
          'no card) and mails the confirmation (201). 422 names bad lines as lines.N.field.',
        params: StorefrontParams,
        body: DraftOrderBody,
        response: {
          200: DraftOrderResponse,
          201: DraftOrderResponse,
          409: ApiError,
          422: ApiError,
        },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const result = await createDraftOrder(
        checkoutDepsOf(app, provider),
        await request.storefront(),
        request.body,
        await auditActorOf(request),
        request.origin(),
      );
      return reply.status(result.id === null ? 200 : 201).send({ data: result });
    },
  );

  app.post(
    '/storefronts/:storefrontId/admin/bulk-orders',
    {
      schema: {
        tags: ['console-orders'],
        summary: 'One kit shipped to many recipients from a CSV, charged to the store (owner)',
        description:
          `CSV columns: name, email, line1, line2, city, region, postal_code, country, phone, and ` +
          `optionally size_1, size_2… (another size label for kit line 1, 2…); at most ` +
          `${BULK_ORDER_ROWS_MAX} rows. dry_run (the default) checks every row and the stock for ` +
          'the total and writes nothing (200, ok and problems by line and column). Otherwise one ' +
          'order per recipient, paid by the store, all in one transaction: any problem writes ' +
          'nothing (200, ok: false); success answers 201 with the orders. mail_recipients mails ' +
          'each recipient their order confirmation.',
        params: StorefrontParams,
        body: BulkOrderBody,
        response: { 200: BulkOrderResponse, 201: BulkOrderResponse, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const result = await runBulkOrder(
        checkoutDepsOf(app, provider),
        await request.storefront(),
        request.body,
        await auditActorOf(request),
        request.origin(),
      );
      return reply.status(result.orders.length ? 201 : 200).send({ data: result });
    },
  );

  const payPath = '/storefronts/:storefrontId/draft-orders/pay/:token';
  // Another store's id is refused (404) before the link and the card are even read.
  const sameStore = async (request: FastifyRequest) => {
    const named = Number((request.params as { storefrontId?: string }).storefrontId);
    if (Number.isSafeInteger(named)) await storefrontNamed(request, named);
  };
  app.get(
    payPath,
    {
      preValidation: sameStore,
      schema: {
        tags: ['checkout'],
        summary: 'A payment link’s order, priced now, and whether it may be paid',
        description:
          'status: open, paid, expired or busy (a payment runs). 404 for an unknown link.',
        params: PayDraftParams,
        response: {
          200: PayDraftResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
          422: ApiError,
        },
      },
    },
    async (request) => ({
      data: await getDraftForPayment(app.db, await request.storefront(), request.params.token),
    }),
  );

  app.post(
    payPath,
    {
      preValidation: sameStore,
      schema: {
        tags: ['checkout'],
        summary: 'Pay a payment link’s order with the store’s payment provider',
        description:
          'Single-use: a guarded UPDATE takes the link, so of concurrent payments one runs and ' +
          'the others get 409; after it was paid, or once expired, 409 too. A declined card ' +
          '(402) gives the link back. Stock is reserved now, with checkout’s own steps.',
        params: PayDraftParams,
        body: PayDraftBody,
        response: {
          201: PayDraftResponse,
          ...PRIVATE_STORE_ERRORS,
          402: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const view = await payDraft(
        checkoutDepsOf(app, provider),
        await request.storefront(),
        request.params.token,
        request.body.payment,
        request.origin(),
      );
      return reply.status(201).send({ data: view });
    },
  );
};
