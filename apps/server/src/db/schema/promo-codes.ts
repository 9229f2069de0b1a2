import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productCategories, products } from './catalog.ts';
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
    /** Uses per customer (by email, so guests count too); null is no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.storefrontId, sql`lower(${t.code})`),
    check('promo_codes_usage', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check(
      'promo_codes_per_customer',
      sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`,
    ),
  ],
);

/**
 * The products a code applies to; with its categories, a code that has any of either discounts
 * only matching lines (none of both: the whole order).
 */
export const promoCodeProducts = pgTable(
  'promo_code_products',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storefrontId: storefrontId(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.productId] })],
);

/** The categories a code applies to (a product linked to one of them matches). */
export const promoCodeCategories = pgTable(
  'promo_code_categories',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    storefrontId: storefrontId(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.categoryId] })],
);
