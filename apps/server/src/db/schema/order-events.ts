import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@storefront/contracts';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storefrontId } from './columns.ts';
import { orders } from './orders.ts';

// The orders' outbox (the orders module; decision 0022, "Events recorded with the order"): what
// happened to an order, written in the same transaction as the change, so it commits or rolls
// back with it. After the commit the webhooks turn it into deliveries and delete it in one
// transaction; the minute's sweep takes any a crash left behind.

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    /** The webhook event's id (`Storefront-Event-Id`): receivers dedupe by it. */
    uuid: uuid('uuid').notNull().defaultRandom(),
    storefrontId: storefrontId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookEventType>().notNull(),
    /** order.status_changed: the status before and after the move. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    /** parcel.shipped: the parcel. */
    parcelId: integer('parcel_id'),
    /** When it happened (the change's transaction): the webhook event's `created_at`. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The after-commit step claims by order; the sweep reads the oldest first by id.
    index('order_events_order').on(t.orderId),
    check(
      'order_events_type',
      sql`${t.type} in ('order.placed', 'order.status_changed', 'parcel.shipped')`,
    ),
  ],
);
