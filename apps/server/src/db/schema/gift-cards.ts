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
    /** Hex SHA-256 of the normalised code (decision 0023); the code itself is never stored. */
    codeDigest: text('code_digest').notNull(),
    /** The code's last four characters, shown as `•••• ABCD`. */
    codeLast4: text('code_last4').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    balance: integer('balance').notNull(),
    status: text('status').notNull().default('active'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email'),
    /** True for codes that also admit a visitor to a private store. */
    grantsPrivateAccess: boolean('grants_private_access').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The owner's note on a card issued in the console (mailed with it). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_digest').on(t.storefrontId, t.codeDigest),
    index('gift_cards_owner').on(t.storefrontId, t.ownerUserId),
    index('gift_cards_recipient').on(t.storefrontId, sql`lower(${t.recipientEmail})`),
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
