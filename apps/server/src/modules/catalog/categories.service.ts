import type { ProductCategory } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { BoundaryHeard } from './catalog.service.ts';
import {
  boundaryTime,
  findBrands,
  findCategoriesWithBoundary,
  findCategoriesWithProducts,
  type CategoryRow,
} from './catalog.queries.ts';

export const CATEGORY_NOT_FOUND = 'The requested category was not found!';

/** Brands of the products a shopper can see, A to Z. */
export function listBrands(db: Database, storefrontId: number): Promise<string[]> {
  return findBrands(db, storefrontId);
}

/**
 * The category tree cut down to categories with listable products in them or below them; with
 * `companyCategoryId`, only what lies below that category. One statement, which also reads the
 * store's next publish-window boundary for `heard` (the read cache), unless `heard.known`.
 */
export async function listCategoriesWithProducts(
  db: Database,
  storefrontId: number,
  companyCategoryId?: number,
  heard?: BoundaryHeard,
): Promise<ProductCategory[]> {
  const boundary = !heard?.known;
  const rows = await findCategoriesWithProducts(db, storefrontId, boundary);
  if (rows[0] && boundary) heard?.(boundaryTime(rows[0].boundary));
  const withProducts = new Set(rows.filter((row) => row.hasProducts).map((row) => row.id));
  if (companyCategoryId !== undefined && !rows.some((row) => row.id === companyCategoryId))
    throw notFound(CATEGORY_NOT_FOUND);
  return categoryTree(
    rows,
    companyCategoryId ?? null,
    (category) => withProducts.has(category.id) || category.sub_categories.length > 0,
  );
}

/**
 * A category by slug with all its sub-categories. One statement, which also reads the store's next
 * publish-window boundary for `heard` (the read cache), unless `heard.known`.
 */
export async function getCategoryBySlug(
  db: Database,
  storefrontId: number,
  slug: string,
  heard?: BoundaryHeard,
): Promise<ProductCategory> {
  const boundary = !!heard && !heard.known;
  const rows = await findCategoriesWithBoundary(db, storefrontId, boundary);
  if (rows[0] && boundary) heard?.(boundaryTime(rows[0].boundary));
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(
    row,
    categoryTree(rows, row.id, () => true),
  );
}

/** The categories under `parentId` (null: the top level), nested, keeping those `keep` accepts. */
export function categoryTree(
  rows: CategoryRow[],
  parentId: number | null,
  keep: (category: ProductCategory) => boolean,
): ProductCategory[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => toCategory(row, categoryTree(rows, row.id, keep)))
    .filter(keep);
}

function toCategory(row: CategoryRow, subCategories: ProductCategory[]): ProductCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    is_company: row.isCompany,
    parent_id: row.parentId,
    sub_categories: subCategories,
  };
}
