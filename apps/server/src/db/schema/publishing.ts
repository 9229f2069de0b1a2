import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PreviewData } from '@storefront/contracts';
import { storefrontId } from './columns.ts';
import { users } from './identity.ts';

/**
 * Every publish of a store's look, menu and pages, numbered per store, append-only. Version 0 is
 * what was live before the store's first publish, so the seeded look can be brought back.
 */
export const storefrontVersions = pgTable(
  'storefront_versions',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    number: integer('number').notNull(),
    /** Every look setting, the menu and the pages, as they went live. */
    snapshot: jsonb('snapshot').$type<PreviewData>().notNull(),
    note: text('note'),
    restoredFrom: integer('restored_from'),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was when publishing, like an audit entry: the account may change or go. */
    publishedByEmail: text('published_by_email'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storefront_versions_number').on(t.storefrontId, t.number),
    check('storefront_versions_number_min', sql`${t.number} >= 0`),
  ],
);
