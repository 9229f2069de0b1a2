import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { storefrontId } from './columns.ts';
import { users } from './identity.ts';
import { orders, type ShippingAddress } from './orders.ts';

// Orders the owner places for someone (decision 0025), owned by the checkout module.

/**
 * A draft order: its lines live in a cart nobody else holds (so it is priced, reserved and placed
 * by checkout's own steps). `open` while its payment link waits, `paying` while a payment runs
 * (a guarded UPDATE takes the link, so it is used once), then `paid` or `charged` (to the store).
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storefrontId: storefrontId(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** The customer's account in this store, when one has the e-mail. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    status: text('status')
      .$type<'open' | 'paying' | 'paid' | 'charged'>()
      .notNull()
      .default('open'),
    /** SHA-256 of the payment link's token (the token itself is only in the e-mail). */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's uuid (its confirmation page), once placed. */
    orderUuid: uuid('order_uuid'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draft_orders_token').on(t.tokenHash),
    index('draft_orders_store').on(t.storefrontId, t.createdAt),
    check('draft_orders_status', sql`${t.status} in ('open', 'paying', 'paid', 'charged')`),
  ],
);
