/**
 * Bulk changes of many products: each a fixed set of statements whatever the number of products,
 * answering the ids of the products it changed (those already so are left untouched).
 */
import type { BulkSizeInput } from '@storefront/contracts';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { productCategories, productCategoryLinks, products } from '../../db/schema/index.ts';

type Target = { storefrontId: number; productIds: number[] };

const idsOf = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

const ofTarget = ({ storefrontId, productIds }: Target) =>
  and(eq(products.storefrontId, storefrontId), inArray(products.id, productIds))!;

/** Sets columns of the products that differ; touched ones get a new updated_at by themselves. */
export async function updateProductsWhereDifferent(
  tx: Transaction,
  target: Target,
  values: { status?: string; discontinued?: boolean },
  different: SQL,
): Promise<number[]> {
  const rows = await tx
    .update(products)
    .set(values)
    .where(and(ofTarget(target), different))
    .returning({ id: products.id });
  return idsOf(rows);
}

export const statusDiffers = (status: string) => ne(products.status, status);
export const discontinuedDiffers = (discontinued: boolean) =>
  ne(products.discontinued, discontinued);

export async function categoryExists(tx: Transaction, storefrontId: number, categoryId: number) {
  const rows = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(eq(productCategories.storefrontId, storefrontId), eq(productCategories.id, categoryId)),
    );
  return rows.length === 1;
}

/** Links the products to the category; answers those not linked to it before. */
export async function linkProductsToCategory(
  tx: Transaction,
  target: Target,
  categoryId: number,
): Promise<number[]> {
  const rows = await tx
    .insert(productCategoryLinks)
    .select(
      tx
        .select({
          productId: products.id,
          categoryId: sql<number>`${categoryId}::int`.as('category_id'),
          storefrontId: products.storefrontId,
        })
        .from(products)
        .where(ofTarget(target)),
    )
    .onConflictDoNothing()
    .returning({ id: productCategoryLinks.productId });
  return idsOf(rows);
}

/** Unlinks the products from every category but this one; answers those it unlinked. */
export async function unlinkProductsFromOtherCategories(
  tx: Transaction,
  target: Target,
  categoryId: number,
): Promise<number[]> {
  const rows = await tx
    .delete(productCategoryLinks)
    .where(
      and(
        eq(productCategoryLinks.storefrontId, target.storefrontId),
        inArray(productCategoryLinks.productId, target.productIds),
        ne(productCategoryLinks.categoryId, categoryId),
      ),
    )
    .returning({ id: productCategoryLinks.productId });
  return [...new Set(idsOf(rows))];
}

/** `(size, price, quantity, weight)` rows with typed nulls for what is to be copied. */
function sizeValues(sizes: BulkSizeInput[]): SQL {
  return sql.join(
    sizes.map(
      (s) =>
        sql`(${s.size}::text, ${s.price_cents ?? null}::int, ${s.quantity ?? null}::int, ${s.weight_grams ?? null}::int)`,
    ),
    sql`, `,
  );
}

/**
 * Gives each product lacking a colour of this name (in any case) the colour with its sizes;
 * what a size leaves out is copied from the product's cheapest size. Answers the products.
 */
export async function insertColourIntoProducts(
  tx: Transaction,
  target: Target,
  colour: {
    color: string;
    primaryHex: string;
    secondaryHex: string | null;
    sizes: BulkSizeInput[];
  },
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`
    WITH targets AS (
      SELECT products.id, products.storefront_id FROM products
      WHERE ${ofTarget(target)} AND NOT EXISTS (
        SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND lower(v.color) = lower(${colour.color}))
    ), cheapest AS (
      SELECT DISTINCT ON (v.product_id) v.product_id, s.price, s.quantity, s.weight_grams
      FROM product_variants v JOIN product_variant_sizes s ON s.variant_id = v.id
      WHERE v.product_id IN (SELECT id FROM targets)
      ORDER BY v.product_id, s.price, s.id
    ), colours AS (
      INSERT INTO product_variants (storefront_id, product_id, color, primary_hex_color, secondary_hex_color)
      SELECT storefront_id, id, ${colour.color}, ${colour.primaryHex}, ${colour.secondaryHex}::text FROM targets
      RETURNING id, product_id, storefront_id
    ), sizes AS (
      INSERT INTO product_variant_sizes (storefront_id, variant_id, size, price, quantity, weight_grams)
      SELECT c.storefront_id, c.id, given.size, coalesce(given.price, cheapest.price, 0),
        coalesce(given.quantity, cheapest.quantity, 0), coalesce(given.weight, cheapest.weight_grams, 0)
      FROM colours c
      CROSS JOIN (VALUES ${sizeValues(colour.sizes)}) AS given(size, price, quantity, weight)
      LEFT JOIN cheapest ON cheapest.product_id = c.product_id
    )
    SELECT product_id AS id FROM colours`,
  );
  return idsOf(rows);
}

/**
 * Adds the size to every colour of the products that lacks it (in any case); price and weight
 * left out are the colour's cheapest size's, stock left out is none. Answers the products.
 */
export async function insertSizeIntoProducts(
  tx: Transaction,
  target: Target,
  size: BulkSizeInput,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`
    WITH colours AS (
      SELECT v.id, v.product_id, v.storefront_id, cheapest.price, cheapest.weight_grams
      FROM product_variants v
      JOIN products ON products.id = v.product_id
      LEFT JOIN LATERAL (
        SELECT s.price, s.weight_grams FROM product_variant_sizes s
        WHERE s.variant_id = v.id ORDER BY s.price, s.id LIMIT 1
      ) cheapest ON true
      WHERE ${ofTarget(target)} AND NOT EXISTS (
        SELECT 1 FROM product_variant_sizes s WHERE s.variant_id = v.id AND lower(s.size) = lower(${size.size}))
    ), added AS (
      INSERT INTO product_variant_sizes (storefront_id, variant_id, size, price, quantity, weight_grams)
      SELECT storefront_id, id, ${size.size}, coalesce(${size.price_cents ?? null}::int, price, 0),
        ${size.quantity ?? 0}::int, coalesce(${size.weight_grams ?? null}::int, weight_grams, 0)
      FROM colours
      RETURNING variant_id
    )
    SELECT DISTINCT product_id AS id FROM colours`,
  );
  return idsOf(rows);
}

/** Each product's final price is its cheapest size again; marks them updated. */
export async function refreshFinalPrices(tx: Transaction, target: Target) {
  if (!target.productIds.length) return;
  await tx
    .update(products)
    .set({
      finalPrice: sql`coalesce((SELECT min(s.price) FROM product_variant_sizes s
        JOIN product_variants v ON v.id = s.variant_id WHERE v.product_id = products.id), 0)`,
    })
    .where(ofTarget(target));
}

/** Marks products changed by a write to their colours, sizes or categories. */
export async function touchProducts(tx: Transaction, target: Target) {
  if (!target.productIds.length) return;
  await tx.update(products).set({ updatedAt: new Date() }).where(ofTarget(target));
}
