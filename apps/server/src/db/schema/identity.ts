import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoreRole } from '@storefront/contracts';
import { storefronts } from './storefronts.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** scrypt hash; null for accounts that only sign in through single sign-on. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Subject at the external identity provider, for single sign-on accounts. */
    externalSubject: text('external_subject'),
    /** StoreRole: 'customer' (shopper), 'owner' (everything) or 'staff' (orders, inbox). */
    role: text('role').$type<StoreRole>().notNull().default('customer'),
    /** Set when the store blocked this shopper: no sign-in until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.storefrontId, sql`lower(${t.email})`),
    check('users_role', sql`${t.role} in ('customer', 'owner', 'staff')`),
  ],
);

/** One-time tokens (e-mail verification, password reset, invitation), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user').on(t.userId, t.kind)],
);

/** Signed-in sessions; revoking one logs the bearer out everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The platform operator's e-mail when they opened the console as this owner. */
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
