import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** Which of the store's products a bulk writer is about to change. */
export type ProductsToLock = { ids: number[] } | { slugs: string[] } | { brand: string };

// One array parameter, however many products (an import names up to 20,000 rows' slugs).
function matching(storefrontId: number, which: ProductsToLock): SQL {
  const of = eq(products.storefrontId, storefrontId);
  if ('ids' in which) return and(of, sql`${products.id} = ANY(${sql.param(which.ids)}::int[])`)!;
  if ('slugs' in which)
    return and(of, sql`${products.slug} = ANY(${sql.param(which.slugs)}::text[])`)!;
  return and(of, eq(products.brand, which.brand))!;
}

/**
 * Locks the products a bulk writer (an import or its rollback, a bulk edit, a bulk action, a
 * brand's rename, a category's removal) is about to change, in id order, before it changes any
 * of them. Its own statements lock them in whatever order they scan or list them, and the
 * search copy's link triggers (0019) lock theirs in id order: two writers of the same products
 * in different orders would deadlock on PostgreSQL, which aborts one (40P01; decision 0037,
 * round 2). Taken first and in one order, the second writer waits for the first and then goes.
 * FOR NO KEY UPDATE, as an update of a product's non-key columns takes: a foreign key's check
 * (a cart or order line, a link, a colour) holds FOR KEY SHARE, which this lets through.
 */
export async function lockProducts(
  tx: Transaction,
  storefrontId: number,
  which: ProductsToLock,
): Promise<number[]> {
  if (('ids' in which && !which.ids.length) || ('slugs' in which && !which.slugs.length)) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(matching(storefrontId, which))
    .orderBy(asc(products.id))
    .for('no key update');
  return rows.map((row) => row.id);
}
