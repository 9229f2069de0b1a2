import type { LowStockSize, SizeStock } from '@storefront/contracts';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  products,
  productVariants,
  productVariantSizes,
  storefronts,
} from '../../db/schema/index.ts';

type Db = Database | Transaction;

/** Sizes a shopper can still buy (not of a discontinued product or colour, not gift cards). */
function lowSizes(storefrontId: number | SQLWrapper, threshold: number | SQLWrapper): SQL {
  return and(
    eq(productVariantSizes.storefrontId, storefrontId),
    lte(productVariantSizes.quantity, threshold),
    eq(products.discontinued, false),
    eq(products.isGiftCard, false),
    eq(productVariants.discontinued, false),
  )!;
}

/** One page of the store's sizes at or under `threshold`, fewest left first, and their total. */
export async function findLowStock(
  db: Db,
  storefrontId: number,
  threshold: number,
  page: { limit: number; offset: number },
): Promise<{ rows: LowStockSize[]; total: number }> {
  const from = () =>
    db
      .select({
        size_id: productVariantSizes.id,
        product_id: products.id,
        product_name: products.name,
        product_slug: products.slug,
        color: productVariants.color,
        size: productVariantSizes.size,
        quantity: productVariantSizes.quantity,
      })
      .from(productVariantSizes)
      .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowSizes(storefrontId, threshold));
  const [rows, [counted]] = await Promise.all([
    from()
      .orderBy(
        asc(productVariantSizes.quantity),
        asc(products.name),
        asc(productVariants.color),
        asc(productVariantSizes.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(productVariantSizes)
      .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowSizes(storefrontId, threshold)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Locks the store's sizes among `ids` for the transaction (in id order: no deadlock). */
export async function lockSizes(
  tx: Transaction,
  storefrontId: number,
  ids: number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: productVariantSizes.id, quantity: productVariantSizes.quantity })
    .from(productVariantSizes)
    .where(
      and(eq(productVariantSizes.storefrontId, storefrontId), inArray(productVariantSizes.id, ids)),
    )
    .orderBy(asc(productVariantSizes.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

export async function findSizeStock(
  db: Db,
  storefrontId: number,
  ids: number[],
): Promise<SizeStock[]> {
  return db
    .select({ size_id: productVariantSizes.id, quantity: productVariantSizes.quantity })
    .from(productVariantSizes)
    .where(
      and(eq(productVariantSizes.storefrontId, storefrontId), inArray(productVariantSizes.id, ids)),
    )
    .orderBy(asc(productVariantSizes.id));
}

export async function updateLowStockThreshold(db: Db, storefrontId: number, threshold: number) {
  await db
    .update(storefronts)
    .set({ lowStockThreshold: threshold })
    .where(eq(storefronts.id, storefrontId));
}

/** Stores with a size at or under their threshold whose owners were not yet told on `day`. */
export async function findStoresToWarn(db: Db, day: string) {
  return db
    .selectDistinct({ id: storefronts.id })
    .from(storefronts)
    .innerJoin(productVariantSizes, eq(productVariantSizes.storefrontId, storefronts.id))
    .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        or(isNull(storefronts.lowStockMailedOn), lt(storefronts.lowStockMailedOn, day)),
        lowSizes(storefronts.id, storefronts.lowStockThreshold),
      ),
    );
}

/**
 * Marks the store's owners as told on `day`, only if nobody did yet (the guard that makes two
 * runs of the daily job, on any instances, send one mail): answers the store when it won.
 */
export async function claimLowStockMail(db: Db, storefrontId: number, day: string) {
  const [store] = await db
    .update(storefronts)
    .set({ lowStockMailedOn: day })
    .where(
      and(
        eq(storefronts.id, storefrontId),
        or(isNull(storefronts.lowStockMailedOn), lt(storefronts.lowStockMailedOn, day)),
      ),
    )
    .returning();
  return store;
}
