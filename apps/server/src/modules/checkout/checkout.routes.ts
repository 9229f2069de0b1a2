import {
  ApiError,
  CheckoutBody,
  OrderResponse,
  PlaceOrderBody,
  PlaceOrderHeaders,
  QuoteResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import { checkoutDepsOf } from './checkout-deps.ts';
import { prepareCheckout } from './checkout.service.ts';
import { paymentProviderOf } from './payments/payment-providers.ts';
import { placeOrder } from './place-order.ts';
import {
  RECOVER_ORDERS,
  RECOVER_ORDERS_CRON,
  recoverExpiredOrders,
  scheduleNextRecovery,
} from './recover-orders.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

const TOTALS =
  'Totals are computed on the server only, in cents: subtotal of the cart as priced now; ' +
  'discount of the promo code (percent rounded or fixed, minimum order, start and expiry, usage ' +
  'limit); shipping = the flat rate of each parcel’s warehouse (gift cards ship free by e-mail); ' +
  'tax = the store’s rate on subtotal − discount; gift cards pay what remains in the order given, ' +
  'never below 0; total is what the card is charged. Address rules per country (US ZIP, CA ' +
  'postal code, DE and FR 5 digits, GB postcode; region required for US and CA) answer 422 with ' +
  'errors keyed `shipping_address.<field>`. In gifting mode (the cart holds a recipient’s link) ' +
  'the company’s kit budget pays: `payment_required` is false; a promo code, gift card or ' +
  'payment details are refused (422), and so is a selection outside the kit (a non-kit product, ' +
  'more than its amount or a product’s quantity, a required product missing); an expired or ' +
  'redeemed link answers 404 with the kit texts.';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderOf(app.config, app.db);
  await app.jobs.work(
    RECOVER_ORDERS,
    async () => {
      const now = new Date();
      await recoverExpiredOrders(app, provider, now);
      await scheduleNextRecovery(app, now);
    },
    { oneWaiting: true },
  );
  await app.jobs.schedule(RECOVER_ORDERS, RECOVER_ORDERS_CRON, {}, { runAtStart: true });

  app.post(
    '/storefronts/:storefrontId/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Price the cart for checkout: discount, shipping per parcel, tax, gift cards, total',
        description: `${TOTALS} 422 for an empty cart, an inactive or out-of-stock line, an invalid promo code ("Not a valid promo code", expired, minimum, usage limit; errors.promo_code) or gift card ("Not a valid gift card"; errors \`gift_card_codes.<i>\`). Changes nothing.`,
        params: StorefrontParams,
        body: CheckoutBody,
        response: {
          200: QuoteResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
          422: ApiError,
        },
      },
    },
    async (request) => {
      const owner = await request.cartOwner();
      const store = await request.storefront();
      const { quote } = await prepareCheckout(app.db, store, owner, request.body);
      return { data: quote };
    },
  );

  app.post(
    '/storefronts/:storefrontId/orders',
    {
      // Moves stock, never which products a list shows: kept list totals stay (0031).
      config: { readCacheChange: 'content' },
      schema: {
        tags: ['checkout'],
        summary: 'Place the order of the cart and pay for it',
        description:
          `${TOTALS} Header Idempotency-Key is required (a fresh UUID per attempt): the same key ` +
          'answers the first order again with 200 (or its decline again with 402) and never ' +
          'charges twice; an order its first request left awaiting payment (a crash) is finished ' +
          'first (409 only while the provider still processes the payment). After a decline use ' +
          'a new key. One cart makes one order: placing a cart that is already being ordered, or ' +
          'that changed meanwhile, answers 409. Steps: one short transaction reserves ' +
          'the stock (guarded, all lines of a size together), the promo use and the gift-card ' +
          'balance and records the order as Not Paid / pending; the payment provider is called ' +
          'outside it; then the order becomes New Order / paid, or everything is released and ' +
          'the order is Cancelled / failed (402 `{ message }`, e.g. "Your card was declined."). ' +
          '`payment` is left out when gift cards pay everything. Guests give their e-mail; a ' +
          'signed-in user’s order is theirs. On success the cart is emptied and the confirmation ' +
          'e-mail queued. A guest reads the order later with the same Idempotency-Key header. ' +
          '409 when stock or a gift-card balance ran out meanwhile. A gift recipient’s order ' +
          'needs no `payment`: it is recorded paid by provider `kit_budget`, redeems the link in ' +
          'the same transaction (409 "This gift has already been redeemed." when another order ' +
          'took it first) and must fit the kit’s budget (409 otherwise).',
        params: StorefrontParams,
        headers: PlaceOrderHeaders,
        body: PlaceOrderBody,
        response: {
          200: OrderResponse,
          201: OrderResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          402: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const owner = await request.cartOwner();
      const { order, replayed } = await placeOrder(checkoutDepsOf(app, provider), {
        store: await request.storefront(),
        owner,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
        origin: request.origin(),
      });
      return reply.status(replayed ? 200 : 201).send({ data: order });
    },
  );

  if (app.config.stripe) {
    await app.register(stripeWebhookRoutes, {
      webhookSecret: app.config.stripe.webhookSecret,
      provider,
    });
  }
};
