import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storefrontId } from './columns.ts';

// Per-day summaries of store insights' order figures (the orders module; decision 0030). A closed
// UTC day (before today) is read from these rows unless the day is marked; today is counted live.

/**
 * Days whose summary may be out of date: every write to `orders`, `order_lines` or `refunds`
 * adds its order's day here (triggers of the migration, in the writing transaction), and the
 * next read or the nightly job recomputes the marked days before today and takes their marks.
 * Append-only (no key) so that concurrent writers never wait on each other; the store id carries
 * no foreign key, so that a store's deletion cascading to its orders never trips over it.
 */
export const orderInsightMarks = pgTable(
  'order_insight_marks',
  {
    storefrontId: integer('storefront_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('order_insight_marks_store_day').on(t.storefrontId, t.day)],
);

/** Counted orders (paid, not cancelled) of a closed day and their revenue less refunds. */
export const orderInsightDays = pgTable(
  'order_insight_days',
  {
    storefrontId: storefrontId(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontId, t.day] })],
);

/**
 * Units and line revenue of a closed day by product; lines of a deleted product (no id) by the
 * name they kept. `name` is the lines' greatest name, as the live ranking shows it.
 */
export const orderInsightProducts = pgTable(
  'order_insight_products',
  {
    storefrontId: storefrontId(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    units: integer('units').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_insight_products_day').on(t.storefrontId, t.day),
    index('order_insight_products_product')
      .on(t.storefrontId, t.productId)
      .where(sql`${t.productId} is not null`),
  ],
);

/**
 * Orders, units and line revenue of a closed day by category, through the product's categories
 * when the day was summarised: an order with two products of one category counts once.
 */
export const orderInsightCategories = pgTable(
  'order_insight_categories',
  {
    storefrontId: storefrontId(),
    day: date('day', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull(),
    orders: integer('orders').notNull(),
    units: integer('units').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontId, t.day, t.categoryId] })],
);

/**
 * The product–category links the category summaries were counted with. A read compares them with
 * `product_category_links` (the catalogue rewrites a product's links on every save, so a trigger
 * there would mark days for nothing): the days of a product whose categories really changed are
 * recomputed.
 */
export const orderInsightLinks = pgTable(
  'order_insight_links',
  {
    storefrontId: storefrontId(),
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontId, t.productId, t.categoryId] })],
);
