import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  productCategoryLinks,
  promoCodeCategories,
  promoCodeProducts,
  promoCodes,
  promoCodeUses,
} from '../../db/schema/index.ts';

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

/** Whether the code applies to some products or categories only. */
export async function isRestrictedPromoCode(db: Database, promoCodeId: number) {
  const [product] = await db
    .select({ id: promoCodeProducts.productId })
    .from(promoCodeProducts)
    .where(eq(promoCodeProducts.promoCodeId, promoCodeId))
    .limit(1);
  if (product) return true;
  const [category] = await db
    .select({ id: promoCodeCategories.categoryId })
    .from(promoCodeCategories)
    .where(eq(promoCodeCategories.promoCodeId, promoCodeId))
    .limit(1);
  return category !== undefined;
}

/** Of the given products, those the code names or that are in one of its categories. */
export async function matchingProductIds(db: Database, promoCodeId: number, productIds: number[]) {
  if (!productIds.length) return new Set<number>();
  const named = db
    .select({ productId: promoCodeProducts.productId })
    .from(promoCodeProducts)
    .where(
      and(
        eq(promoCodeProducts.promoCodeId, promoCodeId),
        inArray(promoCodeProducts.productId, productIds),
      ),
    );
  const inCategory = db
    .select({ productId: productCategoryLinks.productId })
    .from(productCategoryLinks)
    .innerJoin(
      promoCodeCategories,
      eq(promoCodeCategories.categoryId, productCategoryLinks.categoryId),
    )
    .where(
      and(
        eq(promoCodeCategories.promoCodeId, promoCodeId),
        inArray(productCategoryLinks.productId, productIds),
      ),
    );
  const rows = await named.union(inCategory);
  return new Set(rows.map((r) => r.productId));
}

/** The customer's uses of a code that still count (not released). */
export async function countCustomerUses(db: Database, promoCodeId: number, email: string) {
  const [row] = await db
    .select({ uses: count() })
    .from(promoCodeUses)
    .where(
      and(
        eq(promoCodeUses.promoCodeId, promoCodeId),
        eq(promoCodeUses.email, email.toLowerCase()),
        isNull(promoCodeUses.releasedAt),
      ),
    );
  return row?.uses ?? 0;
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

export async function insertPromoUse(tx: Transaction, use: typeof promoCodeUses.$inferInsert) {
  await tx.insert(promoCodeUses).values({ ...use, email: use.email.toLowerCase() });
}

/** The code's count given back and the order's use (if it has one) no longer counted. */
export async function releasePromoUseOf(
  tx: Transaction,
  order: { id: number; promoCodeId: number },
) {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, order.promoCodeId));
  await tx
    .update(promoCodeUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(promoCodeUses.orderId, order.id), isNull(promoCodeUses.releasedAt)));
}
