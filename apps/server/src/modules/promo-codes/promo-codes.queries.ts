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

/** The code of a promo code by id (an order shows the code it was placed with). */
export async function findPromoCodeText(db: Database, promoCodeId: number) {
  const [row] = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  return row?.code ?? null;
}

/** Counts one use only while the limit allows it (guarded); false when it is used up. */
export async function countPromoUse(tx: Transaction, promoCodeId: number) {
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

export async function releasePromoUse(tx: Transaction, promoCodeId: number) {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}
