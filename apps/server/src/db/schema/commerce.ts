import { sql } from 'drizzle-orm';
import {
  CART_LINE_QUANTITY_MAX,
  GIFT_CARD_AMOUNT_MAX_CENTS,
  GIFT_CARD_AMOUNT_MIN_CENTS,
  MONEY_MAX_CENTS,
} from '@storefront/contracts';
import {
  type AnyPgColumn,
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
import { storefronts, warehouses } from './storefronts.ts';
import { products, productVariants, productVariantSizes } from './catalog.ts';
import { users } from './identity.ts';

/** A business limit written into a CHECK constraint as a literal. */
const limit = (value: number) => sql.raw(String(value));

const storefrontId = () =>
  integer('storefront_id')
    .notNull()
    .references(() => storefronts.id, { onDelete: 'cascade' });

export type InputFieldValue = { id: number; label: string; is_required: boolean; value: string };
export type ShippingAddress = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postal_code: string;
  country: string;
  phone?: string;
};

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

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storefrontId: storefrontId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    giftingLinkId: integer('gifting_link_id').references(() => giftingLinks.id, {
      onDelete: 'set null',
    }),
    /** The order being paid from this cart: until it settles the cart starts no other order. */
    checkoutOrderId: integer('checkout_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_user').on(t.storefrontId, t.userId),
    uniqueIndex('carts_checkout_order').on(t.checkoutOrderId),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').references(() => productVariantSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** For gift cards with a custom amount. */
    giftAmountCents: integer('gift_amount_cents'),
    recipientEmail: text('recipient_email'),
    note: text('note'),
    inputFields: jsonb('input_fields').$type<InputFieldValue[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_cart').on(t.cartId),
    check('cart_lines_quantity', sql`${t.quantity} between 1 and ${limit(CART_LINE_QUANTITY_MAX)}`),
    check(
      'cart_lines_gift_amount_range',
      sql`${t.giftAmountCents} between ${limit(GIFT_CARD_AMOUNT_MIN_CENTS)} and ${limit(GIFT_CARD_AMOUNT_MAX_CENTS)}`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storefrontId: storefrontId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: integer('status').notNull().default(1),
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    total: integer('total').notNull(),
    totalWithoutDiscounts: integer('total_without_discounts').notNull(),
    currency: text('currency').notNull().default('usd'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    giftingLinkId: integer('gifting_link_id').references(() => giftingLinks.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    idempotencyKey: text('idempotency_key'),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    /** While awaiting payment: after this the recovery job asks the provider and settles it. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.storefrontId, t.idempotencyKey),
    index('orders_pending_reservations')
      .on(t.reservedUntil)
      .where(sql`${t.paymentStatus} = 'pending'`),
    uniqueIndex('orders_gifting_link').on(t.giftingLinkId),
    index('orders_user').on(t.storefrontId, t.userId, t.createdAt),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
    check(
      'orders_amounts_range',
      sql`greatest(${t.subtotal}, ${t.discount}, ${t.shipping}, ${t.tax}, ${t.giftCardAmount}, ${t.total}, ${t.totalWithoutDiscounts}) <= ${limit(MONEY_MAX_CENTS)}`,
    ),
  ],
);

export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    trackingNumber: text('tracking_number'),
  },
  (t) => [index('parcels_order').on(t.orderId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parcelId: integer('parcel_id').references(() => parcels.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => productVariantSizes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    color: text('color'),
    size: text('size'),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    isGiftCard: boolean('is_gift_card').notNull().default(false),
    recipientEmail: text('recipient_email'),
    note: text('note'),
    inputFields: jsonb('input_fields').$type<InputFieldValue[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    check(
      'order_lines_amounts_range',
      sql`${t.quantity} between 1 and ${limit(CART_LINE_QUANTITY_MAX)} and ${t.lineTotal} between 0 and ${limit(MONEY_MAX_CENTS)}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.createdAt)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    code: text('code').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    balance: integer('balance').notNull(),
    status: text('status').notNull().default('active'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email'),
    /** True for codes that also admit a visitor to a private store. */
    grantsPrivateAccess: boolean('grants_private_access').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code').on(t.storefrontId, sql`upper(${t.code})`),
    index('gift_cards_owner').on(t.storefrontId, t.ownerUserId),
    check('gift_cards_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

/** Ledger of every change to a gift card's balance (negative = spent). */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_transactions_card').on(t.giftCardId, t.createdAt)],
);

/**
 * The test payment provider's own record of its charges, as a payment company keeps them: after a
 * crash it still answers what happened to an order's charge.
 */
export const testPaymentCharges = pgTable('test_payment_charges', {
  orderUuid: uuid('order_uuid').primaryKey(),
  status: text('status').$type<'paid' | 'declined'>().notNull(),
  reference: text('reference'),
  message: text('message'),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
