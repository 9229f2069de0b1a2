import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';

/** An active, unexpired gift card of the store that opens it; codes match in any case. */
export async function findEntryGiftCard(db: Database, storefrontId: number, code: string) {
  const [row] = await db
    .select({ balance: giftCards.balance })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storefrontId, storefrontId),
        sql`upper(${giftCards.code}) = upper(${code})`,
        eq(giftCards.status, 'active'),
        eq(giftCards.grantsPrivateAccess, true),
        or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row;
}
