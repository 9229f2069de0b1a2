import { sql } from 'drizzle-orm';
import { CART_LINE_QUANTITY_MAX, MONEY_MAX_CENTS, type PaymentCard } from '@storefront/contracts';
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
import { limit, storefrontId } from './columns.ts';
import { products, productVariants, productVariantSizes } from './catalog.ts';
import { giftingLinks } from './gifting.ts';
import { users } from './identity.ts';
import { promoCodes } from './promo-codes.ts';
import { warehouses } from './storefronts.ts';

// Orders, their parcels, lines and history (the orders module).

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
    /**
     * What the payment provider charged, once an edit (decision 0025) lowered `total`; null while
     * `total` is still what was charged. Refunds are measured against it.
     */
    chargedTotal: integer('charged_total'),
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
    /** The charged card's brand and last four, as the provider reported them (never the number). */
    paymentCard: jsonb('payment_card').$type<PaymentCard>(),
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
    // Store insights (decision 0027): a store's orders of a period.
    index('orders_store_created').on(t.storefrontId, t.createdAt),
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
    /** pending, shipped or cancelled (ParcelState). */
    status: text('status').notNull().default('pending'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    index('parcels_order').on(t.orderId),
    check('parcels_status', sql`${t.status} in ('pending', 'shipped', 'cancelled')`),
  ],
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
    /** The status before this move; null for the first entry. */
    fromStatus: integer('from_status'),
    status: integer('status').notNull(),
    /** Why: a payment's failure, a cancel's reason, the note of a status change. */
    note: text('note'),
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.createdAt)],
);

/** Who did it: `system` (checkout, payments) or a team member, maybe an operator acting as one. */
function actorColumns() {
  return {
    actorRole: text('actor_role').$type<'system' | 'owner' | 'staff'>().notNull().default('system'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    impersonatedBy: text('impersonated_by'),
  };
}

export type RefundedLine = { line_id: number; quantity: number };

/**
 * Money given back through the payment provider. A refund is written `pending` under the order's
 * row lock before the provider is called, so concurrent refunds never promise more than was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    reason: text('reason'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerReference: text('provider_reference'),
    failure: text('failure'),
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency').on(t.orderId, t.idempotencyKey),
    index('refunds_order').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** The team's internal notes on an order; never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...actorColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.createdAt)],
);
