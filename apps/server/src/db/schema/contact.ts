import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { storefronts } from './storefronts.ts';

// The contact module's tables: the shoppers' submissions and the team's e-mailed replies.

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    storefrontId: integer('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    orderUuid: text('order_uuid'),
    imagePath: text('image_path'),
    /** The shopper's language when they wrote (the `lang` cookie); replies are mailed in it. */
    language: text('language').notNull().default('en'),
    /** open, or handled by the team (the console's inbox). */
    status: text('status').notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Who marked it handled, as the audit log names them. */
    handledBy: text('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_submissions_store').on(t.storefrontId, t.createdAt),
    check('contact_submissions_status', sql`${t.status} in ('open', 'handled')`),
  ],
);

/** A team member's answer to a submission, mailed to the shopper and kept on the thread. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's address (and the operator acting as them), kept when the account goes. */
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_submission').on(t.submissionId, t.createdAt)],
);
