import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storefrontId } from './columns.ts';
import { users } from './identity.ts';
import { orders } from './orders.ts';
import { promoCodes } from './promo-codes.ts';

// The uses of promo codes (the promo-codes module; apart from promo-codes.ts, which orders.ts imports).

/**
 * One row per order placed with a code: who used it and the discount it gave. A cancelled or
 * never-paid order releases its use (released_at), which no longer counts against the limits.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer, lower-case (the order's email). */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('promo_code_uses_customer').on(t.promoCodeId, t.email)],
);
