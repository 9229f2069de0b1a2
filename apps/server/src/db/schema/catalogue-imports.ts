import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, storefrontId } from './columns.ts';

/**
 * Every catalogue import and bulk edit (the catalogue-import module): the upload as it came, what
 * its dry run found, and once applied the before- and after-image of each row it touched, so it
 * can be rolled back while nothing newer touched the same rows.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    /** 'csv' (an uploaded file) or 'bulk_edit' (the console's grid). */
    kind: text('kind').notNull(),
    /** 'checked', 'refused' (its dry run found problems), 'applied', 'rolled_back'. */
    status: text('status').notNull(),
    fileName: text('file_name').notNull(),
    csv: text('csv').notNull(),
    zip: bytea('zip'),
    /** No foreign key: the history outlives accounts, like the audit log. */
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    problems: jsonb('problems')
      .$type<{ line: number; column: string; message: string }[]>()
      .notNull()
      .default([]),
    /** Rows as they were before the apply (null: the apply created it) and as it left them. */
    beforeImage: jsonb('before_image'),
    afterImage: jsonb('after_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_imports_store').on(t.storefrontId, t.id)],
);
