import { sql } from 'drizzle-orm';
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
import { storefrontId } from './columns.ts';
import { users } from './identity.ts';
import { orders } from './orders.ts';

// Gift cards and their ledger (the gift-cards module).

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
