import type {
  CategoryNode,
  CategoryOrderBody,
  CreateCategoryBody,
  DeleteCategoryBody,
  MoveCategoryBody,
  UpdateCategoryBody,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { productCategories } from '../../db/schema/index.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { followCategorySlug } from '../storefronts/index.ts';
import {
  deleteCategoryRows,
  findCategoryRecords,
  findLinkedProductIds,
  findProductCounts,
  linkProducts,
  lockCategoryTree,
  setPlace,
  type CategoryRecord,
} from './category-admin.queries.ts';
import { depthFirst, hasCycle, subtreeIds } from './category-tree.ts';
import { CATEGORY_NOT_FOUND } from './categories.service.ts';
import { lockProducts } from './product-locks.ts';

type Change = { storefrontId: number; actor: AuditActor };

const NO_SUCH_CATEGORY = 'Choose one of the store’s categories.';
const INSIDE_ITSELF = 'A category cannot go inside itself or one of its sub-categories.';

/** The store's category tree in display order, with product counts. */
export async function listCategoryNodes(
  db: Database,
  storefrontId: number,
): Promise<CategoryNode[]> {
  const [records, counts] = await Promise.all([
    findCategoryRecords(db, storefrontId),
    findProductCounts(db, storefrontId),
  ]);
  return depthFirst(records).map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    is_company: row.isCompany,
    parent_id: row.parentId,
    depth: row.depth,
    product_count: counts.get(row.id)?.direct ?? 0,
    total_product_count: counts.get(row.id)?.total ?? 0,
  }));
}

async function nodeOf(db: Database, storefrontId: number, id: number): Promise<CategoryNode> {
  const node = (await listCategoryNodes(db, storefrontId)).find((n) => n.id === id);
  if (!node) throw notFound(CATEGORY_NOT_FOUND);
  return node;
}

/** A new category, last among its siblings. */
export async function createCategory(db: Database, change: Change, body: CreateCategoryBody) {
  const id = await db.transaction(async (tx) => {
    const tree = await lockCategoryTree(tx, change.storefrontId);
    slugMustBeFree(tree, body.slug);
    mustExist(tree, body.parent_id, 'parent_id');
    const siblings = tree.filter((row) => row.parentId === body.parent_id);
    const [row] = await tx
      .insert(productCategories)
      .values({
        storefrontId: change.storefrontId,
        name: body.name,
        slug: body.slug,
        isCompany: body.is_company,
        parentId: body.parent_id,
        position: Math.max(-1, ...siblings.map((s) => s.position)) + 1,
      })
      .returning();
    await audit(tx, change, 'category.create', row!.slug, null, snapshot(row!));
    return row!.id;
  });
  return nodeOf(db, change.storefrontId, id);
}

/** Renames, re-slugs or flags a category; the store's menus follow a new slug. */
export async function updateCategory(
  db: Database,
  change: Change,
  id: number,
  body: UpdateCategoryBody,
) {
  const links = await db.transaction(async (tx) => {
    const tree = await lockCategoryTree(tx, change.storefrontId);
    const before = findIn(tree, id);
    const slugChanged = body.slug !== undefined && body.slug !== before.slug;
    if (slugChanged) slugMustBeFree(tree, body.slug!);
    const [after] = await tx
      .update(productCategories)
      .set({ name: body.name, slug: body.slug, isCompany: body.is_company })
      .where(eq(productCategories.id, id))
      .returning();
    await audit(tx, change, 'category.update', before.slug, snapshot(before), snapshot(after!));
    return slugChanged ? followCategorySlug(tx, change.storefrontId, before.slug, body.slug!) : 0;
  });
  return { ...(await nodeOf(db, change.storefrontId, id)), links_updated: links };
}

/** Moves a category (with everything below it) under a new parent, at a place among siblings. */
export async function moveCategory(
  db: Database,
  change: Change,
  id: number,
  body: MoveCategoryBody,
) {
  await db.transaction(async (tx) => {
    const tree = await lockCategoryTree(tx, change.storefrontId);
    const row = findIn(tree, id);
    mustExist(tree, body.parent_id, 'parent_id');
    if (body.parent_id !== null && subtreeIds(tree, id).includes(body.parent_id))
      throw invalidData(INSIDE_ITSELF, { parent_id: [INSIDE_ITSELF] });
    const siblings = tree.filter((r) => r.parentId === body.parent_id && r.id !== id);
    siblings.splice(Math.min(body.position, siblings.length), 0, row);
    await placeAll(
      tx,
      tree,
      siblings.map((s, position) => ({ id: s.id, parentId: body.parent_id, position })),
    );
    const after = { parent_id: body.parent_id, position: siblings.indexOf(row) };
    await audit(
      tx,
      change,
      'category.move',
      row.slug,
      { parent_id: row.parentId, position: row.position },
      after,
    );
  });
  return nodeOf(db, change.storefrontId, id);
}

/**
 * Deletes a category and those below it. Their products go to `move_products_to` (or lose the
 * link when it is null); when there are products and no answer, nothing is deleted.
 */
export async function deleteCategory(
  db: Database,
  change: Change,
  id: number,
  { move_products_to: destination }: DeleteCategoryBody,
) {
  return db.transaction(async (tx) => {
    const tree = await lockCategoryTree(tx, change.storefrontId);
    const row = findIn(tree, id);
    const ids = subtreeIds(tree, id);
    const productIds = await findLinkedProductIds(tx, ids);
    // Locked in id order before their links move (as every bulk writer locks them: no deadlock).
    await lockProducts(tx, change.storefrontId, { ids: productIds });
    if (productIds.length && destination === undefined) {
      const message = `Choose where its ${productIds.length} products go.`;
      throw invalidData(message, { move_products_to: [message] });
    }
    if (destination != null) {
      mustExist(tree, destination, 'move_products_to');
      if (ids.includes(destination)) {
        const message = 'Choose a category that is not being deleted.';
        throw invalidData(message, { move_products_to: [message] });
      }
      await linkProducts(tx, change.storefrontId, destination, productIds);
    }
    await deleteCategoryRows(tx, change.storefrontId, ids);
    const deleted = tree.filter((r) => ids.includes(r.id)).map(snapshot);
    await audit(
      tx,
      change,
      'category.delete',
      row.slug,
      { categories: deleted, product_ids: productIds },
      { move_products_to: destination ?? null },
    );
    return {
      deleted_category_ids: ids,
      products_moved: destination != null ? productIds.length : 0,
    };
  });
}

/** Saves the whole tree as the console arranged it, in one transaction. */
export async function saveCategoryOrder(db: Database, change: Change, body: CategoryOrderBody) {
  await db.transaction(async (tx) => {
    const tree = await lockCategoryTree(tx, change.storefrontId);
    const given = new Set(body.categories.map((c) => c.id));
    if (given.size !== tree.length || tree.some((row) => !given.has(row.id)))
      throw new AppError('conflict', 'The categories changed meanwhile: reload and try again.', {
        categories: ['List every category of the store once.'],
      });
    const unknownParent = body.categories.findIndex(
      (c) => c.parent_id !== null && !given.has(c.parent_id),
    );
    if (unknownParent >= 0)
      throw invalidData(NO_SUCH_CATEGORY, {
        [`categories.${unknownParent}.parent_id`]: [NO_SUCH_CATEGORY],
      });
    const rows = body.categories.map((c) => ({ id: c.id, parentId: c.parent_id }));
    if (hasCycle(rows)) throw invalidData(INSIDE_ITSELF, { categories: [INSIDE_ITSELF] });
    const places = rows.map((row) => ({
      ...row,
      position: rows.filter((r) => r.parentId === row.parentId).indexOf(row),
    }));
    const changed = await placeAll(tx, tree, places);
    await audit(tx, change, 'category.reorder', null, placesOf(tree, changed), changed);
  });
  return listCategoryNodes(db, change.storefrontId);
}

type Place = { id: number; parentId: number | null; position: number };

/** Writes the places that differ from the tree's; answers those. */
async function placeAll(tx: Transaction, tree: CategoryRecord[], places: Place[]) {
  const changed = places.filter((place) => {
    const row = tree.find((r) => r.id === place.id)!;
    return row.parentId !== place.parentId || row.position !== place.position;
  });
  for (const place of changed) await setPlace(tx, place.id, place);
  return changed;
}

function placesOf(tree: CategoryRecord[], places: Place[]): Place[] {
  return places.map(({ id }) => {
    const row = tree.find((r) => r.id === id)!;
    return { id, parentId: row.parentId, position: row.position };
  });
}

function findIn(tree: CategoryRecord[], id: number): CategoryRecord {
  const row = tree.find((r) => r.id === id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

function mustExist(tree: CategoryRecord[], id: number | null, field: string) {
  if (id !== null && !tree.some((row) => row.id === id))
    throw invalidData(NO_SUCH_CATEGORY, { [field]: [NO_SUCH_CATEGORY] });
}

function slugMustBeFree(tree: CategoryRecord[], slug: string) {
  if (tree.some((row) => row.slug === slug))
    throw new AppError('conflict', 'Another category has this slug.', {
      slug: ['Another category has this slug.'],
    });
}

function snapshot(row: CategoryRecord) {
  const { id, name, slug, isCompany, parentId, position } = row;
  return { id, name, slug, is_company: isCompany, parent_id: parentId, position };
}

function audit(
  tx: Transaction,
  change: Change,
  action: string,
  subject: string | null,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, { ...change, action, subject, before, after });
}
