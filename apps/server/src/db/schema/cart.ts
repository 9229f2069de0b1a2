import { sql } from 'drizzle-orm';
import {
  CART_LINE_QUANTITY_MAX,
  GIFT_CARD_AMOUNT_MAX_CENTS,
  GIFT_CARD_AMOUNT_MIN_CENTS,
} from '@storefront/contracts';
import {
  type AnyPgColumn,
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
import { type InputFieldValue, orders } from './orders.ts';

// Carts and their lines (the cart module).

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
