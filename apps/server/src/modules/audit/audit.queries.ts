import { count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = Omit<typeof auditEntries.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntry(db: Database | Transaction, entry: NewAuditEntry) {
  await db.insert(auditEntries).values(entry);
}

export async function listAuditEntries(
  db: Database,
  storefrontId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = eq(auditEntries.storefrontId, storefrontId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
