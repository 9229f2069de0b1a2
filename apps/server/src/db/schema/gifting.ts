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
  uuid,
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
    /** Campaign settings: a new link's lifetime in days (null: links never expire). */
    linkExpiryDays: integer('link_expiry_days').default(30),
    /** A reminder goes this many days before a link's expiry to a recipient who has not ordered. */
    reminderDays: integer('reminder_days').notNull().default(3),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** The language of the campaign's e-mails: en, de or fr. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kits_storefront').on(t.storefrontId),
    check('kits_budget_range', sql`${t.budgetCents} between 0 and ${limit(MONEY_MAX_CENTS)}`),
    check('kits_link_expiry_days_range', sql`${t.linkExpiryDays} between 1 and 365`),
    check('kits_reminder_days_range', sql`${t.reminderDays} between 1 and 60`),
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
    /** The owner's personal note in the recipient's e-mail. */
    note: text('note'),
    /** The unguessable id the e-mail's tracking pixel carries (not the link's token). */
    trackingId: uuid('tracking_id').notNull().unique().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The funnel: each step's first time (the order is `redeemed_at`). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    emailOpenedAt: timestamp('email_opened_at', { withTimezone: true }),
    linkOpenedAt: timestamp('link_opened_at', { withTimezone: true }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The owner withdrew the link: refused like an expired one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Reminders mailed (at most 2), the last one's time; claimed by a guarded update. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gifting_links_kit').on(t.kitId),
    index('gifting_links_reminder_due').on(t.expiresAt),
  ],
);
