import { ApiError } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { findOrder } from '../orders/index.ts';
import { checkoutDepsOf } from './checkout-deps.ts';
import { settleOrder } from './finish-order.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { verifyStripeSignature } from './payments/stripe-provider.ts';

type StripeEvent = {
  type: string;
  data: {
    object: {
      id: string;
      metadata?: { order_uuid?: string };
      last_payment_error?: { message?: string };
    };
  };
};

/**
 * Stripe's word on payments that were still processing when the order was placed. Signed with
 * STRIPE_WEBHOOK_SECRET; the raw body is kept for the signature. Register one endpoint per store
 * domain: the store is the Host's.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  webhookSecret: string;
  provider: PaymentProvider;
}> = async (app, { webhookSecret, provider }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Stripe webhook (payment_intent.succeeded / payment_intent.payment_failed)',
        description:
          '422 unless the Stripe-Signature header is valid for the raw body (5 minutes tolerance).',
        body: z.string(),
        response: { 200: z.object({ received: z.boolean() }), 400: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (
        !verifyStripeSignature(
          request.body,
          typeof signature === 'string' ? signature : undefined,
          webhookSecret,
        )
      ) {
        throw new AppError('invalid_data', 'Invalid signature.');
      }
      const event = JSON.parse(request.body) as StripeEvent;
      const uuid = event.data.object.metadata?.order_uuid;
      const store = await request.storefront();
      const order = uuid ? await findOrder(app.db, store.id, uuid) : undefined;
      if (!order) return { received: false };
      const mail = { store, origin: request.origin() };
      if (event.type === 'payment_intent.succeeded') {
        const paid = { status: 'paid', reference: event.data.object.id } as const;
        await settleOrder(checkoutDepsOf(app, provider), order, paid, mail);
      } else if (event.type === 'payment_intent.payment_failed') {
        const message = event.data.object.last_payment_error?.message ?? 'Your card was declined.';
        await settleOrder(
          checkoutDepsOf(app, provider),
          order,
          { status: 'declined', message },
          mail,
        );
      }
      return { received: true };
    },
  );
};
