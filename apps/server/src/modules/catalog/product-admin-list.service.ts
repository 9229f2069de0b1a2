import {
  ADMIN_PRODUCT_STATES,
  pageMeta,
  type AdminProductFacets,
  type AdminProductFilter,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type AdminProductRow,
  type ProductStatus,
  type StockState,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { findCategories, type CategoryRow } from './catalog.queries.ts';
import {
  countAdminProducts,
  findAllBrands,
  countAdminProductStates,
  findAdminProductPage,
  findCategoriesOfProducts,
  type AdminFilter,
} from './product-admin-list.queries.ts';

export const adminFilterOf = (store: StorefrontRow, filter: AdminProductFilter): AdminFilter => ({
  ...filter,
  storefrontId: store.id,
  lowStockThreshold: store.lowStockThreshold,
});

function stockStateOf(totalStock: number, threshold: number): StockState {
  if (totalStock === 0) return 'out';
  return totalStock <= threshold ? 'low' : 'in_stock';
}

type PageRow = Awaited<ReturnType<typeof findAdminProductPage>>[number];

function toAdminProductRow(
  row: PageRow,
  categories: AdminProductRow['categories'],
  threshold: number,
): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    thumbnail_url: row.thumbnailPath,
    status: row.status as ProductStatus,
    states: ADMIN_PRODUCT_STATES.filter((state) => row[state]),
    price_min_cents: row.priceMin === null ? null : Number(row.priceMin),
    price_max_cents: row.priceMax === null ? null : Number(row.priceMax),
    total_stock: Number(row.totalStock),
    stock_state: stockStateOf(Number(row.totalStock), threshold),
    variants_count: Number(row.variantsCount),
    categories,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** A page of the console's product list with the count of each state for the search. */
export async function listAdminProducts(
  db: Database,
  store: StorefrontRow,
  query: AdminProductListQuery,
): Promise<AdminProductListResponse['data']> {
  const filter = adminFilterOf(store, query);
  const [total, counts, rows] = await Promise.all([
    countAdminProducts(db, filter),
    countAdminProductStates(db, store.id, query.search),
    findAdminProductPage(db, { ...query, ...filter }),
  ]);
  const links = await findCategoriesOfProducts(
    db,
    rows.map((row) => row.id),
  );
  const categoriesOf = (id: number) =>
    links.filter((link) => link.productId === id).map(({ id, name }) => ({ id, name }));
  return {
    data: rows.map((row) => toAdminProductRow(row, categoriesOf(row.id), filter.lowStockThreshold)),
    total,
    ...pageMeta(total, query.page, query.per_page),
    counts,
    low_stock_threshold: filter.lowStockThreshold,
  };
}

/** Categories depth first, children after their parent, each level in the store's order. */
function treeOrder(rows: CategoryRow[]): AdminProductFacets['categories'] {
  const children = (parentId: number | null, depth: number): AdminProductFacets['categories'] =>
    rows
      .filter((row) => row.parentId === parentId)
      .flatMap((row) => [{ id: row.id, name: row.name, depth }, ...children(row.id, depth + 1)]);
  return children(null, 0);
}

/** What the list's filters and bulk dialogs offer: every category and brand of the store. */
export async function getAdminProductFacets(
  db: Database,
  storefrontId: number,
): Promise<AdminProductFacets> {
  const [categories, brands] = await Promise.all([
    findCategories(db, storefrontId),
    findAllBrands(db, storefrontId),
  ]);
  return { categories: treeOrder(categories), brands };
}
