import type { PaymentCard } from '@storefront/contracts';
import {
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The test payment provider's charges (the checkout module).

/**
 * The test payment provider's own record of its charges, as a payment company keeps them: after a
 * crash it still answers what happened to an order's charge.
 */
export const testPaymentCharges = pgTable('test_payment_charges', {
  orderUuid: uuid('order_uuid').primaryKey(),
  status: text('status').$type<'paid' | 'declined'>().notNull(),
  reference: text('reference'),
  message: text('message'),
  /** The charged card's brand and last four, reported with the charge like a real provider's. */
  card: jsonb('card').$type<PaymentCard>(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The test payment provider's refunds; one per idempotency key, as Stripe keeps them. */
export const testPaymentRefunds = pgTable(
  'test_payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_payment_refunds_key').on(t.idempotencyKey)],
);
