import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import {
  productCategories,
  productCategoryLinks,
  products,
  productVariants,
  productVariantSizes,
} from '../../db/schema/index.ts';

type Db = Database | Transaction;

// The catalogue-import module reads and writes the catalogue's tables through these queries only.

/** A product row as an import keeps it: every column but the generated search vector. */
const { searchVector: _searchVector, ...PRODUCT_COLUMNS } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type VariantRow = typeof productVariants.$inferSelect;
export type SizeRow = typeof productVariantSizes.$inferSelect;
export type NewProductRow = Omit<typeof products.$inferInsert, 'searchVector'>;

/** A product as it is now, with its categories, colours and sizes (in id order). */
export type StoredProduct = {
  row: ProductRow;
  categoryIds: number[];
  variants: { row: VariantRow; sizes: SizeRow[] }[];
};

const CHUNK = 500;
const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** The store's products of `slugs` (all of them when null), with everything under them. */
export async function loadProducts(
  db: Db,
  storefrontId: number,
  slugs: string[] | null,
): Promise<Map<string, StoredProduct>> {
  const found: ProductRow[] = [];
  const bySlugs = slugs ? chunks(slugs) : [null];
  for (const part of bySlugs) {
    const where = part
      ? and(eq(products.storefrontId, storefrontId), inArray(products.slug, part))
      : eq(products.storefrontId, storefrontId);
    found.push(
      ...(await db.select(PRODUCT_COLUMNS).from(products).where(where).orderBy(asc(products.id))),
    );
  }
  return withChildren(db, found);
}

/** The products of `ids` with everything under them, by id. */
export async function loadProductsById(db: Db, ids: number[]): Promise<Map<number, StoredProduct>> {
  const found: ProductRow[] = [];
  for (const part of chunks(ids))
    found.push(
      ...(await db.select(PRODUCT_COLUMNS).from(products).where(inArray(products.id, part))),
    );
  const bySlug = await withChildren(db, found);
  return new Map([...bySlug.values()].map((p) => [p.row.id, p]));
}

async function withChildren(db: Db, rows: ProductRow[]): Promise<Map<string, StoredProduct>> {
  const byId = new Map<number, StoredProduct>(
    rows.map((row) => [row.id, { row, categoryIds: [], variants: [] }]),
  );
  for (const ids of chunks([...byId.keys()])) {
    const links = await db
      .select({
        productId: productCategoryLinks.productId,
        categoryId: productCategoryLinks.categoryId,
      })
      .from(productCategoryLinks)
      .where(inArray(productCategoryLinks.productId, ids))
      .orderBy(asc(productCategoryLinks.categoryId));
    for (const link of links) byId.get(link.productId)!.categoryIds.push(link.categoryId);
    const variants = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.id));
    const variantById = new Map(variants.map((row) => [row.id, { row, sizes: [] as SizeRow[] }]));
    for (const variant of variantById.values())
      byId.get(variant.row.productId)!.variants.push(variant);
    for (const variantIds of chunks([...variantById.keys()])) {
      const sizes = await db
        .select()
        .from(productVariantSizes)
        .where(inArray(productVariantSizes.variantId, variantIds))
        .orderBy(asc(productVariantSizes.id));
      for (const size of sizes) variantById.get(size.variantId)!.sizes.push(size);
    }
  }
  return new Map([...byId.values()].map((p) => [p.row.slug, p]));
}

/** The store's categories, to find one by its slug path. */
export function loadCategories(db: Db, storefrontId: number) {
  return db
    .select({
      id: productCategories.id,
      parentId: productCategories.parentId,
      slug: productCategories.slug,
    })
    .from(productCategories)
    .where(eq(productCategories.storefrontId, storefrontId));
}

/** `excluded.<column>` for each column but the key: an upsert sets them all. */
function excludedOf(columns: Record<string, PgColumn>) {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => !column.primary)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Writes whole rows in a few statements: rows with an id replace theirs, rows without one are
 * inserted. Answers the new rows' ids in the order given.
 */
async function upsertRows<T extends { id?: number }>(
  db: Db,
  table: typeof products | typeof productVariants | typeof productVariantSizes,
  columns: Record<string, PgColumn>,
  rows: T[],
  onChunk: (rows: number) => void,
): Promise<number[]> {
  const ids: number[] = [];
  // Rows that exist are written (so locked) in id order, as the checkout locks sizes and every
  // bulk writer its products: in the file's order, an import and a checkout of two of its sizes
  // could each hold one the other waits for (decision 0037, round 2).
  const existing = rows.filter((row) => row.id !== undefined).sort((a, b) => a.id! - b.id!);
  for (const part of chunks(existing)) {
    await db
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({ target: table.id, set: excludedOf(columns) });
    onChunk(part.length);
  }
  for (const part of chunks(rows.filter((row) => row.id === undefined))) {
    const inserted = await db
      .insert(table)
      .values(part as never)
      .returning({ id: table.id });
    ids.push(...inserted.map((row) => row.id));
    onChunk(part.length);
  }
  return ids;
}

/**
 * What an upsert sets of a product it finds: not its store and slug, the key it was found by
 * (`products_slug`), which an import never changes. Setting a unique key's columns, even to
 * their own values, makes PostgreSQL lock the row FOR UPDATE, which waits for every foreign
 * key's check on the product (a cart or order line, a colour, a link); without them it locks
 * FOR NO KEY UPDATE, as `lockProducts` does first (decision 0037, round 2).
 */
const { storefrontId: _store, slug: _slug, ...PRODUCT_SET_COLUMNS } = PRODUCT_COLUMNS;

export const upsertProducts = (db: Db, rows: NewProductRow[], onChunk: (rows: number) => void) =>
  upsertRows(db, products, PRODUCT_SET_COLUMNS, rows, onChunk);
export const upsertVariants = (
  db: Db,
  rows: (typeof productVariants.$inferInsert)[],
  onChunk: (rows: number) => void,
) => upsertRows(db, productVariants, getTableColumns(productVariants), rows, onChunk);
export const upsertSizes = (
  db: Db,
  rows: (typeof productVariantSizes.$inferInsert)[],
  onChunk: (rows: number) => void,
) => upsertRows(db, productVariantSizes, getTableColumns(productVariantSizes), rows, onChunk);

/** Gives each product exactly `categoryIds`. */
export async function replaceCategoryLinks(
  db: Db,
  storefrontId: number,
  links: { productId: number; categoryIds: number[] }[],
) {
  for (const part of chunks(links)) {
    await db.delete(productCategoryLinks).where(
      inArray(
        productCategoryLinks.productId,
        part.map((link) => link.productId),
      ),
    );
    const rows = part.flatMap(({ productId, categoryIds }) =>
      categoryIds.map((categoryId) => ({ productId, categoryId, storefrontId })),
    );
    if (rows.length) await db.insert(productCategoryLinks).values(rows);
  }
}

/** A new product's thumbnail colour is its first one (known once the colours are written). */
export async function fillThumbnailVariants(db: Db, productIds: number[]) {
  for (const ids of chunks(productIds)) {
    await db.execute(sql`
      update ${products} p set thumbnail_variant_id =
        (select min(v.id) from ${productVariants} v where v.product_id = p.id)
      where p.id in ${ids} and p.thumbnail_variant_id is null`);
  }
}

/** Removes what an import created (sizes, colours, products), newest first. */
export async function deleteCreated(
  db: Db,
  created: { products: number[]; variants: number[]; sizes: number[] },
) {
  for (const ids of chunks(created.sizes))
    await db.delete(productVariantSizes).where(inArray(productVariantSizes.id, ids));
  for (const ids of chunks(created.variants))
    await db.delete(productVariants).where(inArray(productVariants.id, ids));
  for (const ids of chunks(created.products))
    await db.delete(products).where(inArray(products.id, ids));
}

/** The next `limit` product ids of the store after `afterId`, for reading it page by page. */
export async function productIdsAfter(
  db: Db,
  storefrontId: number,
  afterId: number,
  limit: number,
) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storefrontId, storefrontId), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The sizes of the store the bulk editor shows: of the products `productWhere` picks, paged. */
export async function listSizeRows(
  db: Db,
  storefrontId: number,
  filter: { search?: string; categoryIds?: number[]; sizeIds?: number[] },
  page: number,
  rows: number,
) {
  const conditions = [eq(products.storefrontId, storefrontId)];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(sql`(${products.name} ilike ${like} or ${products.slug} ilike ${like})`);
  }
  if (filter.categoryIds)
    conditions.push(
      sql`exists (select 1 from ${productCategoryLinks} l where l.product_id = ${products.id} and l.category_id in ${filter.categoryIds.length ? filter.categoryIds : [0]})`,
    );
  if (filter.sizeIds) conditions.push(inArray(productVariantSizes.id, filter.sizeIds));
  const where = and(...conditions);
  const from = db
    .select({
      sizeId: productVariantSizes.id,
      slug: products.slug,
      name: products.name,
      color: productVariants.color,
      size: productVariantSizes.size,
      price: productVariantSizes.price,
      quantity: productVariantSizes.quantity,
      status: products.status,
      startPublishDate: products.startPublishDate,
      endPublishDate: products.endPublishDate,
    })
    .from(productVariantSizes)
    .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(productVariantSizes)
    .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)) as [{ total: number }];
  const items = await from
    .orderBy(
      asc(products.name),
      asc(products.id),
      asc(productVariants.id),
      asc(productVariantSizes.id),
    )
    .limit(rows)
    .offset((page - 1) * rows);
  return { items, total };
}
