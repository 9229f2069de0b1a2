import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCards, privateAccessGrants } from '../../db/schema/index.ts';

/** A gift card that may open a private store: active, unexpired, and meant to open it. */
const opensStore = and(
  eq(giftCards.status, 'active'),
  eq(giftCards.grantsPrivateAccess, true),
  or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
);

/** An entry gift card of the store; codes match in any case. */
export async function findEntryGiftCard(db: Database, storefrontId: number, code: string) {
  const [row] = await db
    .select({ id: giftCards.id, balance: giftCards.balance })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storefrontId, storefrontId),
        sql`upper(${giftCards.code}) = upper(${code})`,
        opensStore,
      ),
    )
    .limit(1);
  return row;
}

export type NewGrant = typeof privateAccessGrants.$inferInsert;

export async function insertGrant(db: Database, grant: NewGrant) {
  await db.insert(privateAccessGrants).values(grant);
}

/**
 * The store's unexpired grant of this token hash, with its gift card's balance when the card
 * still opens the store (null otherwise: the caller then refuses a gift card grant).
 */
export async function findLiveGrant(db: Database, storefrontId: number, tokenHash: string) {
  const [row] = await db
    .select({
      access: privateAccessGrants.access,
      secretStamp: privateAccessGrants.secretStamp,
      cardBalance: giftCards.balance,
    })
    .from(privateAccessGrants)
    .leftJoin(giftCards, and(eq(giftCards.id, privateAccessGrants.giftCardId), opensStore))
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
