import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export async function findPromoCodeByCode(db: Database, storefrontId: number, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.storefrontId, storefrontId),
        sql`lower(${promoCodes.code}) = lower(${code})`,
      ),
    );
  return row;
}

/** Counts one use only while the limit allows it (guarded); false when it is used up. */
export async function incrementUse(tx: Transaction, promoCodeId: number) {
  const rows = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        or(isNull(promoCodes.usageLimit), gt(promoCodes.usageLimit, promoCodes.usedCount)),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

export async function decrementUse(tx: Transaction, promoCodeId: number) {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}
