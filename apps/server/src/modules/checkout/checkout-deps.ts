import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/index.ts';
import type { OrderEvents } from '../orders/index.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

/** What placing and settling an order use, and nothing more of the app. */
export type CheckoutDeps = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  /** How long an order may await payment before the recovery job settles it. */
  reservationMs: Config['reservationMs'];
  /** Told when an order is placed (paid), after its transaction (the webhooks listen). */
  orderEvents: OrderEvents;
};

export function checkoutDepsOf(app: FastifyInstance, provider: PaymentProvider): CheckoutDeps {
  const { db, mailer, orderEvents } = app;
  return { db, mailer, provider, reservationMs: app.config.reservationMs, orderEvents };
}
