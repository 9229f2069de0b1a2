import { sql } from 'drizzle-orm';
import { MONEY_MAX_CENTS } from '@storefront/contracts';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { limit, storefrontId } from './columns.ts';
import { products } from './catalog.ts';

// Gift kits and their recipients' links (the gifting module).

export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    name: text('name').notNull(),
    /** The kit's part of a recipient link (`token`). */
    token: text('token').notNull().unique(),
    amount: integer('amount').notNull(),
    bannerPath: text('banner_path'),
    hidePrices: boolean('hide_prices').notNull().default(false),
    /** What the company set aside for this kit's orders, in cents; null when open-ended. */
    budgetCents: integer('budget_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kits_storefront').on(t.storefrontId),
    check('kits_budget_range', sql`${t.budgetCents} between 0 and ${limit(MONEY_MAX_CENTS)}`),
  ],
);

export const kitProducts = pgTable(
  'kit_products',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    required: boolean('required').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [uniqueIndex('kit_products_product').on(t.kitId, t.productId)],
);

/** One personal link per recipient (`user_token`), redeemable once. */
export const giftingLinks = pgTable(
  'gifting_links',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    userToken: text('user_token').notNull().unique(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gifting_links_kit').on(t.kitId)],
);
