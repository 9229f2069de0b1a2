import type {
  AdminProductCounts,
  AdminProductFilter,
  AdminProductListQuery,
  AdminProductState,
  StockState,
} from '@storefront/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productCategories, productCategoryLinks, products } from '../../db/schema/index.ts';
import { inCategoryTree, listable } from './catalog.queries.ts';

/** Units of every size of every colour of the product. */
const totalStock = sql<number>`(SELECT coalesce(sum(s.quantity), 0)::int
  FROM product_variant_sizes s JOIN product_variants v ON v.id = s.variant_id
  WHERE v.product_id = products.id)`;

const published = eq(products.status, 'published');

/** Each state as a condition on a product row (states overlap). */
function stateCondition(storefrontId: number, state: AdminProductState): SQL {
  switch (state) {
    case 'live':
      return listable(storefrontId);
    case 'scheduled':
      return and(published, gt(products.startPublishDate, sql`now()`))!;
    case 'expired':
      return and(published, lte(products.endPublishDate, sql`now()`))!;
    case 'draft':
      return eq(products.status, 'draft');
    case 'discontinued':
      return eq(products.discontinued, true);
    case 'disabled':
      return eq(products.disabled, true);
    case 'needs_attention':
      return gt(products.needAttention, 0);
    case 'not_approved':
      return not(products.libraryApproved);
  }
}

function stockCondition(stock: StockState, threshold: number): SQL {
  if (stock === 'out') return sql`${totalStock} = 0`;
  if (stock === 'low') return sql`${totalStock} BETWEEN 1 AND ${threshold}`;
  return sql`${totalStock} > ${threshold}`;
}

/** `%` and `_` typed by the owner are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(storefrontId: number, search: string): SQL {
  const store = eq(products.storefrontId, storefrontId);
  if (!search) return store;
  const pattern = containing(search);
  return and(
    store,
    or(
      sql`${products.name} ILIKE ${pattern}`,
      sql`${products.slug} ILIKE ${pattern}`,
      sql`${products.brand} ILIKE ${pattern}`,
    ),
  )!;
}

export type AdminFilter = AdminProductFilter & { storefrontId: number; lowStockThreshold: number };

function filterCondition(filter: AdminFilter): SQL {
  const conditions = [searchCondition(filter.storefrontId, filter.search)];
  if (filter.state) conditions.push(stateCondition(filter.storefrontId, filter.state));
  if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.category_id !== undefined)
    conditions.push(inCategoryTree(filter.storefrontId, [filter.category_id]));
  if (filter.brand) conditions.push(eq(products.brand, filter.brand));
  if (filter.stock) conditions.push(stockCondition(filter.stock, filter.lowStockThreshold));
  return and(...conditions)!;
}

function orderBy({ sort, order }: Pick<AdminProductListQuery, 'sort' | 'order'>): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const key = {
    name: sql`lower(${products.name})`,
    price: products.finalPrice,
    stock: totalStock,
    created: products.createdAt,
    updated: products.updatedAt,
  }[sort];
  return [direction(key), direction(products.id)];
}

export async function countAdminProducts(db: Database, filter: AdminFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(filterCondition(filter));
  return row?.total ?? 0;
}

/** Ids of the products the filter matches, at most `limit` of them. */
export async function findAdminProductIds(db: Database, filter: AdminFilter, limit: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(filterCondition(filter))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One page of the list with what each row shows about its colours, sizes and stock. */
export async function findAdminProductPage(
  db: Database,
  query: AdminFilter & Pick<AdminProductListQuery, 'sort' | 'order' | 'page' | 'per_page'>,
) {
  const isState = (state: AdminProductState) =>
    sql<boolean>`coalesce(${stateCondition(query.storefrontId, state)}, false)`;
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      brand: products.brand,
      status: products.status,
      thumbnailPath: products.thumbnailPath,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      totalStock,
      priceMin: sql<number | null>`(SELECT min(s.price) FROM product_variant_sizes s
        JOIN product_variants v ON v.id = s.variant_id WHERE v.product_id = products.id)`,
      priceMax: sql<number | null>`(SELECT max(s.price) FROM product_variant_sizes s
        JOIN product_variants v ON v.id = s.variant_id WHERE v.product_id = products.id)`,
      variantsCount: sql<number>`(SELECT count(*)::int FROM product_variants v
        WHERE v.product_id = products.id)`,
      live: isState('live'),
      scheduled: isState('scheduled'),
      expired: isState('expired'),
      draft: isState('draft'),
      discontinued: isState('discontinued'),
      disabled: isState('disabled'),
      needs_attention: isState('needs_attention'),
      not_approved: isState('not_approved'),
    })
    .from(products)
    .where(filterCondition(query))
    .orderBy(...orderBy(query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

/** How many products of the store match the search, in all and in each state: one scan. */
export async function countAdminProductStates(
  db: Database,
  storefrontId: number,
  search: string,
): Promise<AdminProductCounts> {
  const countOf = (state: AdminProductState) =>
    sql<number>`(count(*) FILTER (WHERE ${stateCondition(storefrontId, state)}))::int`;
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      live: countOf('live'),
      scheduled: countOf('scheduled'),
      expired: countOf('expired'),
      draft: countOf('draft'),
      discontinued: countOf('discontinued'),
      disabled: countOf('disabled'),
      needs_attention: countOf('needs_attention'),
      not_approved: countOf('not_approved'),
    })
    .from(products)
    .where(searchCondition(storefrontId, search));
  return row!;
}

/** The categories each product is linked to directly, in tree order. */
export async function findCategoriesOfProducts(db: Database, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({
      productId: productCategoryLinks.productId,
      id: productCategories.id,
      name: productCategories.name,
    })
    .from(productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
    .where(inArray(productCategoryLinks.productId, productIds))
    .orderBy(asc(productCategories.position), asc(productCategories.name));
}

/** Distinct brands of all the store's products, drafts too, A to Z. */
export async function findAllBrands(db: Database, storefrontId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(
      and(
        eq(products.storefrontId, storefrontId),
        isNotNull(products.brand),
        ne(products.brand, ''),
      ),
    )
    .orderBy(asc(products.brand));
  return rows.map((row) => row.brand!);
}
