import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  GIFT_CARD_AMOUNT_MAX_CENTS,
  GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT,
  GIFT_CARD_AMOUNT_MIN_CENTS,
  LOW_STOCK_THRESHOLD_DEFAULT,
  STOCK_QUANTITY_MAX,
  type MenuEntry,
  type PageSection,
  type StorefrontSettings,
} from '@storefront/contracts';

export const storefronts = pgTable(
  'storefronts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    contactEmails: jsonb('contact_emails').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('draft'),
    domain: text('domain').unique(),
    privateStore: boolean('private_store').notNull().default(false),
    /** scrypt hash; the password itself is never stored or sent. */
    privatePasswordHash: text('private_password_hash'),
    privatePromoCode: text('private_promo_code'),
    privateGiftCardAccess: boolean('private_gift_card_access').notNull().default(false),
    loginRequired: boolean('login_required').notNull().default(false),
    allowedEmailDomain: text('allowed_email_domain'),
    disabledPrices: boolean('disabled_prices').notNull().default(false),
    noIndexSite: boolean('no_index_site').notNull().default(false),
    logo: text('logo'),
    sso: jsonb('sso')
      .$type<{
        enabled: boolean;
        /** An OpenID Connect issuer; when absent, Microsoft Entra ID of `tenant_id`. */
        issuer?: string | null;
        client_id: string | null;
        tenant_id: string | null;
      }>()
      .notNull()
      .default({ enabled: false, client_id: null, tenant_id: null }),
    settings: jsonb('settings').$type<Partial<StorefrontSettings>>().notNull().default({}),
    menu: jsonb('menu').$type<MenuEntry[]>().notNull().default([]),
    previewData: jsonb('preview_data').$type<Record<string, unknown>>(),
    /** Moves on with every save, discard and publish of the draft: a stale save is refused. */
    draftRevision: integer('draft_revision').notNull().default(0),
    /** Orders from this amount (cents, after a promo discount) ship free; null: never. */
    freeShippingFromCents: integer('free_shipping_from_cents'),
    /** Sales tax in basis points (825 = 8.25 %), zero by default. */
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** The largest custom gift-card amount a shopper may choose here, in cents. */
    giftCardAmountMaxCents: integer('gift_card_amount_max_cents')
      .notNull()
      .default(GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT),
    /** reCAPTCHA v3 keys; without them the contact form's bot check is ALTCHA proof of work. */
    recaptchaSiteKey: text('recaptcha_site_key'),
    recaptchaSecretKey: text('recaptcha_secret_key'),
    /** A size with this many or fewer left is low on stock (the console's list, the daily mail). */
    lowStockThreshold: integer('low_stock_threshold')
      .notNull()
      .default(LOW_STOCK_THRESHOLD_DEFAULT),
    /** The UTC day the owners last got the low-stock mail: at most one a day, over all instances. */
    lowStockMailedOn: date('low_stock_mailed_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('storefronts_free_shipping_from', sql`${t.freeShippingFromCents} >= 0`),
    check(
      'storefronts_low_stock_threshold_range',
      sql`${t.lowStockThreshold} between 0 and ${sql.raw(String(STOCK_QUANTITY_MAX))}`,
    ),
    check(
      'storefronts_gift_card_amount_max_range',
      sql`${t.giftCardAmountMaxCents} between ${sql.raw(String(GIFT_CARD_AMOUNT_MIN_CENTS))} and ${sql.raw(String(GIFT_CARD_AMOUNT_MAX_CENTS))}`,
    ),
  ],
);

export const storefrontPages = pgTable(
  'storefront_pages',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<PageSection[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('storefront_pages_url').on(t.storefrontId, t.url)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Flat shipping rate for one parcel from this warehouse. */
    shippingRateCents: integer('shipping_rate_cents').notNull().default(0),
  },
  (t) => [index('warehouses_storefront').on(t.storefrontId)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    visitorId: text('visitor_id').notNull(),
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_store_day').on(t.storefrontId, t.createdAt)],
);

export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id').references(() => storefronts.id, {
      onDelete: 'cascade',
    }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; path: string }[]>()
      .notNull()
      .default([]),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_emails_pending').on(t.status, t.createdAt),
    index('outgoing_emails_to').on(t.storefrontId, sql`lower(${t.to})`),
  ],
);
