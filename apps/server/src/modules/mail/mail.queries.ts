import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outgoingEmails } from '../../db/schema/index.ts';

export type OutgoingEmail = typeof outgoingEmails.$inferSelect;
export type NewOutgoingEmail = typeof outgoingEmails.$inferInsert;

const MAX_ATTEMPTS = 5;

export async function insertEmail(db: Database, email: NewOutgoingEmail) {
  const [row] = await db.insert(outgoingEmails).values(email).returning();
  return row!;
}

/** Oldest pending mails that still have attempts left. */
export async function listPendingEmails(db: Database, limit: number) {
  return db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.status, 'pending'), lt(outgoingEmails.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(outgoingEmails.createdAt))
    .limit(limit);
}

export async function markEmailSent(db: Database, id: number) {
  await db
    .update(outgoingEmails)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${outgoingEmails.attempts} + 1`,
      error: null,
    })
    .where(eq(outgoingEmails.id, id));
}

export async function markEmailFailed(db: Database, id: number, error: string) {
  await db
    .update(outgoingEmails)
    .set({
      attempts: sql`${outgoingEmails.attempts} + 1`,
      error,
      status: sql`case when ${outgoingEmails.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
    })
    .where(eq(outgoingEmails.id, id));
}

export async function listStoreEmails(db: Database, storefrontId: number, limit: number) {
  return db
    .select()
    .from(outgoingEmails)
    .where(eq(outgoingEmails.storefrontId, storefrontId))
    .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
    .limit(limit);
}
