import type { PaymentCard } from '@storefront/contracts';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
