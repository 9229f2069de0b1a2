import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storefronts } from './storefronts.ts';

/**
 * Every owner change, append-only: a trigger (migration 0004) refuses UPDATE and DELETE, so not
 * even a bug in this code can rewrite history. The actor's e-mail is copied in, so an entry
 * still names its author after the account is gone.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id),
    /** No foreign key: the log outlives accounts (and a trigger would refuse SET NULL). */
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    impersonatedBy: text('impersonated_by'),
    action: text('action').notNull(),
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_entries_store').on(t.storefrontId, t.id)],
);
