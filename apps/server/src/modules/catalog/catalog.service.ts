import {
  inColourOrder,
  pageMeta,
  PRODUCT_LIST_RELATIONS,
  SEARCH_RESULTS,
  sortSizes,
  storeDefaultSort,
  type ProductDetail,
  type ProductListQuery,
  type ProductListRelation,
  type ProductListResponse,
  type ProductSummary,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import {
  toDescription,
  toProductSummary,
  toProductThumbnail,
  toVariantDetail,
} from './catalog.payloads.ts';
import {
  boundaryTime,
  categoryTreesOf,
  countProducts,
  findInputFieldsOfProducts,
  findListedProductDetail,
  findListedProducts,
  findProductPage,
  findProductPageWithTotal,
  findSizesOfVariants,
  findVariantsForCart,
  type ProductFilter,
  type ProductOrder,
  type ProductRow,
} from './catalog.queries.ts';
import { searchWordsOf, typedWords } from './catalog.search.ts';
import type { TotalsScope } from './catalog.totals.ts';

export const PRODUCT_NOT_FOUND = 'The requested product was not found!';

/**
 * Told the store's next publish-window boundary (ms since the epoch, or null for none) when a read
 * got it with its rows, in the same snapshot: the read cache then needs no query of its own for it
 * (decision 0028, "Uncached answers"). `known`: the read cache has it for the store's listing
 * version already, so a read that may leave it out does.
 */
export type BoundaryHeard = ((at: number | null) => void) & { known?: boolean };

/**
 * The product list of §7: filtered, sorted, paged, with the relations asked for. With `totals`,
 * the total of a filter already counted under the store's current listing version is not counted
 * again. With `heard`, the store's publish boundary is read with the rows and told, unless
 * `heard.known` (the read cache has it for the store's listing version already).
 */
export async function listProducts(
  db: Database,
  store: StorefrontRow,
  query: ProductListQuery,
  totals?: TotalsScope,
  heard?: BoundaryHeard,
): Promise<ProductListResponse['data']> {
  const words = typedWords(query.global_filter);
  const filter: ProductFilter = {
    storefrontId: store.id,
    categoryIds: query.product_categories,
    categoryId: query.product_category_id,
    brands: query.brands,
    searchWords: await searchWordsOf(db, store.id, words),
  };
  // A search reads its trees inside the page's statement; any other list reads them first.
  if (!filter.searchWords.length) filter.trees = await categoryTreesKept(db, filter, totals);
  const offset = (query.page - 1) * query.rows;
  const page = { limit: query.rows, offset };
  const order = productOrder(store, query);
  // Text with no letters or digits in it ("!!!") matches nothing rather than everything.
  const matchesNothing = !!query.global_filter && !words.length;
  // Relevance ranks every match anyway: its total costs nothing more, so it is not kept.
  const keyOfTotal = totals && order !== 'relevance' ? filterKeyOf(filter) : null;
  const keptTotal = keyOfTotal ? totals?.keptTotal(keyOfTotal) : undefined;
  const relations = new Set(query.relations);
  // The page's variants come with its rows, in the same statement.
  const variants =
    relations.has('productVariants') || relations.has('productVariants.variantThumbnail');
  // The boundary comes with the rows only when it is not known already (round 4: one listing
  // version's boundary stays known across stock and price changes).
  const options = { variants, boundary: !heard?.known };
  let rows: ProductRow[];
  let total: number;
  if (matchesNothing) {
    rows = [];
    total = 0;
  } else if (keptTotal !== undefined) {
    const found = await findProductPage(db, filter, order, page, options);
    if (found[0] && options.boundary) heard?.(boundaryTime(found[0].boundary));
    rows = found;
    total = keptTotal;
  } else {
    const counted = await findProductPageWithTotal(db, filter, order, page, options);
    // Heard first: the boundary the total is kept until is then the one read with the count, in
    // its snapshot; only a page past the end counts afterwards, and reads the boundary before.
    if (counted[0] && options.boundary) heard?.(boundaryTime(counted[0].boundary));
    const counting = keyOfTotal ? totals?.startCounting(keyOfTotal) : undefined;
    rows = counted;
    // The page carries the total; only a page past the end has none to carry it.
    total = counted[0]?.total ?? (offset === 0 ? 0 : await countProducts(db, filter));
    await counting?.keep(total);
  }
  return {
    data: toSummaries(rows, relations),
    total,
    ...pageMeta(total, query.page, query.rows),
  };
}

/**
 * The filter's category trees, kept under the store's tree version: only a change to the tree (a
 * category moved, added or removed, `<id>:tree`) reads them again, not a product unpublished or a
 * link changed (decision 0031, round 7) (`categoryTreesOf`: none without a category, and no
 * statement then).
 */
async function categoryTreesKept(db: Database, filter: ProductFilter, totals?: TotalsScope) {
  const key = JSON.stringify([sortedIds(filter.categoryIds), filter.categoryId ?? null]);
  const kept = totals?.keptTrees(key);
  if (kept) return kept;
  const trees = await categoryTreesOf(db, filter);
  totals?.keepTrees(key, trees);
  return trees;
}

const sortedIds = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

/** What a list's total depends on besides the store's data: its filter, in a canonical form. */
function filterKeyOf(filter: ProductFilter): string {
  return JSON.stringify([
    sortedIds(filter.categoryIds),
    filter.categoryId ?? null,
    [...new Set(filter.brands)].sort(),
    filter.searchWords,
  ]);
}

/** Cards with the relations asked for; each row carries its variants when they were asked for. */
function toSummaries(rows: ProductRow[], relations: Set<ProductListRelation>): ProductSummary[] {
  const variantThumbnails = relations.has('productVariants.variantThumbnail');
  const variants = relations.has('productVariants') || variantThumbnails;
  return rows.map((row) =>
    toProductSummary(row, {
      thumbnail: relations.has('productThumbnail'),
      variants: variants ? (row.variants ?? []) : undefined,
      variantThumbnails,
    }),
  );
}

/**
 * Product cards with thumbnail and variants (as the list's relations give them) of the listable
 * products among `ids`, in the order of `ids`; products no longer for sale are left out.
 */
export async function getProductCards(
  db: Database,
  storefrontId: number,
  ids: number[],
): Promise<ProductSummary[]> {
  const rows = await findListedProducts(db, storefrontId, ids);
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return toSummaries(rows, new Set(PRODUCT_LIST_RELATIONS));
}

/** An explicit sort wins; a search ranks by relevance; else the store's default, else none. */
function productOrder(store: StorefrontRow, query: ProductListQuery): ProductOrder {
  if (query.sort_field) return { field: query.sort_field, order: query.sort_order ?? 'asc' };
  if (query.global_filter) return 'relevance';
  const fallback = storeDefaultSort(store.settings.sortBy);
  if (!fallback) return 'none';
  return { field: fallback.field, order: query.sort_order ?? fallback.order };
}

/** Navbar search: the best SEARCH_RESULTS matches with thumbnails; blank text finds nothing. */
export async function searchProducts(
  db: Database,
  storefrontId: number,
  text: string,
  heard?: BoundaryHeard,
): Promise<ProductSummary[]> {
  const words = typedWords(text);
  if (!words.length) return [];
  const filter: ProductFilter = {
    storefrontId,
    categoryIds: [],
    brands: [],
    searchWords: await searchWordsOf(db, storefrontId, words),
  };
  const rows = await findProductPage(db, filter, 'relevance', { limit: SEARCH_RESULTS, offset: 0 });
  if (rows[0]) heard?.(boundaryTime(rows[0].boundary));
  return rows.map((row) => toProductSummary(row, { thumbnail: true }));
}

/** One listable product with every relation of §7, by id or slug: one statement. */
export async function getProduct(
  db: Database,
  storefrontId: number,
  idOrSlug: string,
  heard?: BoundaryHeard,
): Promise<ProductDetail> {
  const found = await findListedProductDetail(db, storefrontId, idOrSlug);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
  heard?.(boundaryTime(found.boundary));
  const { product, categories, warehouse, guides, fields, variants } = found;
  return {
    ...toProductSummary(product, {}),
    product_thumbnail: toProductThumbnail(product),
    product_variants: inColourOrder(variants).map(({ sizes, ...variant }) =>
      toVariantDetail(variant, sizes),
    ),
    line_name: product.lineName,
    description: toDescription(product.description),
    copy_underneath_description: product.copyUnderneathDescription,
    library_approved: product.libraryApproved,
    need_attention: product.needAttention,
    categories: categories.map(({ id, name, slug }) => ({ id, name, slug })),
    warehouse: warehouse && { id: warehouse.id, name: warehouse.name },
    additional_photos: product.additionalPhotos.map((full_path) => ({ full_path })),
    decoration_methods: product.decorationMethods.map(({ id, name }) => ({ id, name })),
    product_size_guides: guides.map((guide) => ({
      id: guide.id,
      specification_type: guide.specificationType,
      size_guide_sizes: sortSizes(guide.sizes),
    })),
    input_fields: fields.map((field) => ({
      id: field.id,
      label: field.label,
      is_required: field.isRequired,
    })),
  };
}

export type CartVariant = Awaited<ReturnType<typeof getVariantsForCart>>[number];

/**
 * What a cart needs of its variants, read fresh on every request: product, listed or not,
 * warehouse with its shipping rate, sizes with price and stock, and input fields.
 */
export async function getVariantsForCart(db: Database, storefrontId: number, variantIds: number[]) {
  const rows = await findVariantsForCart(db, storefrontId, [...new Set(variantIds)]);
  const [sizes, fields] = await Promise.all([
    findSizesOfVariants(
      db,
      rows.map((r) => r.variant.id),
    ),
    findInputFieldsOfProducts(
      db,
      rows.map((r) => r.product.id),
    ),
  ]);
  return rows.map(({ variant, product, warehouse }) => ({
    id: variant.id,
    color: variant.color,
    image: variant.thumbnailPath ?? variant.images[0]?.full_path ?? product.thumbnailPath,
    product,
    warehouse: product.isGiftCard ? null : warehouse,
    /** For sale: listed, approved and the colour still offered. */
    active:
      product.listed &&
      product.libraryApproved &&
      product.needAttention === 0 &&
      variant.active &&
      !variant.discontinued,
    sizes: sizes.filter((s) => s.variantId === variant.id),
    inputFields: fields.filter((f) => f.productId === product.id),
  }));
}

/** Reserves stock inside the caller's transaction; false when not enough remains (guarded SQL). */
export { reserveStock } from './catalog.queries.ts';
/** When the store's listed products next change by time alone (a publish window opens or closes). */
export { findNextPublishBoundary as nextPublishBoundary } from './catalog.queries.ts';
/** Puts reserved units back (a declined or cancelled order). */
export { releaseStock } from './catalog.queries.ts';
