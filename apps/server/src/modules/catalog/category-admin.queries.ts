import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { productCategories, productCategoryLinks } from '../../db/schema/index.ts';

export type CategoryRecord = typeof productCategories.$inferSelect;
type Db = Database | Transaction;

/** Key of the advisory lock that serialises changes of one store's category tree. */
const TREE_LOCK = 1_511_015;

/**
 * Takes the store's category-tree lock for the transaction and answers the tree as it now is:
 * two owners moving categories at once can never build a cycle between them.
 */
export async function lockCategoryTree(tx: Transaction, storefrontId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK}, ${storefrontId})`);
  return findCategoryRecords(tx, storefrontId);
}

export function findCategoryRecords(db: Db, storefrontId: number): Promise<CategoryRecord[]> {
  return db
    .select()
    .from(productCategories)
    .where(eq(productCategories.storefrontId, storefrontId))
    .orderBy(
      asc(productCategories.position),
      asc(productCategories.name),
      asc(productCategories.id),
    );
}

/** Products per category: linked directly, and linked to it or below it (each counted once). */
export async function findProductCounts(db: Db, storefrontId: number) {
  const result = await db.execute(sql`
    with recursive subtree(root, id) as (
      select id, id from product_categories where storefront_id = ${storefrontId}
      union all
      select subtree.root, child.id
      from product_categories child join subtree on child.parent_id = subtree.id
    )
    select subtree.root as id,
      count(distinct link.product_id) filter (where link.category_id = subtree.root) as direct,
      count(distinct link.product_id) as total
    from subtree join product_category_links link on link.category_id = subtree.id
    group by subtree.root`);
  const rows = (result as unknown as { rows: { id: number; direct: unknown; total: unknown }[] })
    .rows;
  return new Map(
    rows.map((row) => [Number(row.id), { direct: Number(row.direct), total: Number(row.total) }]),
  );
}

/** Ids of the products linked to any of the categories. */
export async function findLinkedProductIds(db: Db, categoryIds: number[]): Promise<number[]> {
  if (!categoryIds.length) return [];
  const rows = await db
    .selectDistinct({ productId: productCategoryLinks.productId })
    .from(productCategoryLinks)
    .where(inArray(productCategoryLinks.categoryId, categoryIds));
  return rows.map((row) => row.productId);
}

/** Links the products to the category (those already in it stay as they are). */
export async function linkProducts(
  tx: Transaction,
  storefrontId: number,
  categoryId: number,
  productIds: number[],
) {
  if (!productIds.length) return;
  await tx
    .insert(productCategoryLinks)
    .values(productIds.map((productId) => ({ productId, categoryId, storefrontId })))
    .onConflictDoNothing();
}

export async function setPlace(
  tx: Transaction,
  id: number,
  place: { parentId: number | null; position: number },
) {
  await tx.update(productCategories).set(place).where(eq(productCategories.id, id));
}

export async function deleteCategoryRows(tx: Transaction, storefrontId: number, ids: number[]) {
  await tx
    .delete(productCategories)
    .where(
      and(eq(productCategories.storefrontId, storefrontId), inArray(productCategories.id, ids)),
    );
}
