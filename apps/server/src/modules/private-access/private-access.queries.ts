import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { privateAccessGrants } from '../../db/schema/index.ts';

export type NewGrant = typeof privateAccessGrants.$inferInsert;

export async function insertGrant(db: Database, grant: NewGrant) {
  await db.insert(privateAccessGrants).values(grant);
}

/** The store's unexpired grant of this token hash. */
export async function findLiveGrant(db: Database, storefrontId: number, tokenHash: string) {
  const [row] = await db
    .select({
      access: privateAccessGrants.access,
      secretStamp: privateAccessGrants.secretStamp,
      giftCardId: privateAccessGrants.giftCardId,
    })
    .from(privateAccessGrants)
    .where(
      and(
        eq(privateAccessGrants.tokenHash, tokenHash),
        eq(privateAccessGrants.storefrontId, storefrontId),
        gt(privateAccessGrants.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}
