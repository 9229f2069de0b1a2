import type { PreviewData } from '@storefront/contracts';
import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { storefrontVersions } from '../../db/schema/index.ts';

export type VersionRow = typeof storefrontVersions.$inferSelect;

/** The store's newest version number, or null before its first publish. */
export async function lastVersionNumber(tx: Transaction, storefrontId: number) {
  const [row] = await tx
    .select({ number: max(storefrontVersions.number) })
    .from(storefrontVersions)
    .where(eq(storefrontVersions.storefrontId, storefrontId));
  return row?.number ?? null;
}

export async function insertVersion(
  tx: Transaction,
  version: {
    storefrontId: number;
    number: number;
    snapshot: PreviewData;
    note?: string | null;
    restoredFrom?: number | null;
    publishedBy?: number | null;
    publishedByEmail?: string | null;
  },
): Promise<VersionRow> {
  const [row] = await tx.insert(storefrontVersions).values(version).returning();
  return row!;
}

/** One page of the store's versions, newest first, and how many there are. */
export async function listVersions(
  db: Database,
  storefrontId: number,
  { page, rows }: { page: number; rows: number },
) {
  const where = eq(storefrontVersions.storefrontId, storefrontId);
  const [total] = await db.select({ n: count() }).from(storefrontVersions).where(where);
  const items = await db
    .select()
    .from(storefrontVersions)
    .where(where)
    .orderBy(desc(storefrontVersions.number))
    .limit(rows)
    .offset((page - 1) * rows);
  return { items, total: total?.n ?? 0 };
}

export async function findVersion(
  db: Database | Transaction,
  storefrontId: number,
  number: number,
) {
  const [row] = await db
    .select()
    .from(storefrontVersions)
    .where(
      and(eq(storefrontVersions.storefrontId, storefrontId), eq(storefrontVersions.number, number)),
    )
    .limit(1);
  return row;
}

/** When the store's content was last made live, or null before its first publish. */
export async function lastPublishedAt(db: Database, storefrontId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(storefrontVersions.publishedAt) })
    .from(storefrontVersions)
    .where(eq(storefrontVersions.storefrontId, storefrontId));
  return row?.at ?? null;
}
