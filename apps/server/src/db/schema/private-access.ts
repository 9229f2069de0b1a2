import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { storefronts } from './storefronts.ts';

/**
 * A visitor let into a private store by an entry code (decision 0006). Only the token's SHA-256
 * is kept, never the code. A grant holds while its way in does: `secret_stamp` is the SHA-256 of
 * the password hash or promo code that opened it (a new password or promo code ends it), and a
 * gift card's grant ends once the card can no longer open the store.
 */
export const privateAccessGrants = pgTable(
  'private_access_grants',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    access: text('access').$type<'gift_card' | 'promo_code' | 'password'>().notNull(),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    secretStamp: text('secret_stamp'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_access_grants_store').on(t.storefrontId),
    check(
      'private_access_grants_way_in',
      sql`(${t.access} = 'gift_card' and ${t.giftCardId} is not null) or (${t.access} in ('promo_code', 'password') and ${t.secretStamp} is not null)`,
    ),
  ],
);
