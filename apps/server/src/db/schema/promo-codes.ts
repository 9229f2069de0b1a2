import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storefrontId } from './columns.ts';

// Promo codes (the promo-codes module).

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Percent (0–100) for 'percent', cents for 'fixed'. */
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.storefrontId, sql`lower(${t.code})`),
    check('promo_codes_usage', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);
