import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storefronts } from './storefronts.ts';

/** The company running the service: platform-level accounts, not of any store. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** scrypt hash, like store accounts'. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email').on(sql`lower(${t.email})`)],
);

/** Signed-in operator sessions on the platform host, by the hash of their bearer token. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/** One-time, short-lived links that open a store's console as its owner ("Open console"). */
export const operatorHandoffs = pgTable('operator_handoffs', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  storefrontId: integer('storefront_id')
    .notNull()
    .references(() => storefronts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
