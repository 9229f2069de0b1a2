import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { storefrontId } from './columns.ts';

// Signed order webhooks: a store's endpoints and every delivery of an event to one (the webhooks module).

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The HMAC-SHA256 key; shown to the owner once, on creation and on rotation. */
    secret: text('secret').notNull(),
    /** The event types it subscribed to (order.placed, order.status_changed, parcel.shipped). */
    events: jsonb('events').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_store').on(t.storefrontId),
    check('webhook_endpoints_url_length', sql`length(${t.url}) <= 2000`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent on every attempt (the event as it was when it happened). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (an attempt is due at next_attempt_at), delivered, failed (gave up). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastResponse: text('last_response'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event').on(t.endpointId, t.eventId),
    index('webhook_deliveries_store').on(t.storefrontId, t.createdAt),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    // The retention job's batches: settled deliveries by when they were last touched.
    index('webhook_deliveries_settled')
      .on(sql`coalesce(${t.lastAttemptAt}, ${t.createdAt})`)
      .where(sql`${t.state} <> 'pending'`),
    check('webhook_deliveries_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);
