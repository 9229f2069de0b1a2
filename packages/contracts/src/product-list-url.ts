import { PRODUCT_LIST_RELATIONS } from './catalog-helpers.ts';
import type { ProductCategory, ProductListParams, ProductSort } from './catalog.ts';
import { SORT_OPTIONS } from './constants.ts';

export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortOptionId = SortOption['id'];

export function sortOptionById(id: string | null | undefined): SortOption | undefined {
  return SORT_OPTIONS.find((option) => option.id === id);
}

/** The §9 option a store's default sort is (for the sort dropdown), if any. */
export function sortOptionOf(sort: ProductSort | null): SortOption | undefined {
  return SORT_OPTIONS.find((option) => option.name === sort?.field && option.code === sort.order);
}

/**
 * What a product list shows, as its URL holds it (shareable, reloadable, back-button friendly):
 * `?global_filter=&sort=&categories=&brands=&page=`. Categories are slugs, brands names; both repeat.
 */
export type ProductListState = {
  search: string;
  /** The shopper's choice; null means the store's default (or relevance while searching). */
  sort: SortOptionId | null;
  page: number;
  categories: string[];
  brands: string[];
};

/** URLSearchParams, or anything that reads a query the same way. */
export type QueryReader = { get(name: string): string | null; getAll(name: string): string[] };

const MAX_TEXT = 200;

const distinct = (values: string[]) => [
  ...new Set(values.map((v) => v.trim()).filter((v) => v && v.length <= MAX_TEXT)),
];

export function readProductListState(query: QueryReader): ProductListState {
  const page = Number(query.get('page'));
  return {
    search: (query.get('global_filter') ?? '').trim().slice(0, MAX_TEXT),
    sort: sortOptionById(query.get('sort'))?.id ?? null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
    categories: distinct(query.getAll('categories')),
    brands: distinct(query.getAll('brands')),
  };
}

/** The query string of a list state, '' for the plain list; page 1 and blank values are left out. */
export function listStateSearch(state: ProductListState): string {
  const pairs: [string, string][] = [];
  if (state.search) pairs.push(['global_filter', state.search]);
  if (state.sort) pairs.push(['sort', state.sort]);
  for (const slug of state.categories) pairs.push(['categories', slug]);
  for (const brand of state.brands) pairs.push(['brands', brand]);
  if (state.page > 1) pairs.push(['page', String(state.page)]);
  if (!pairs.length) return '';
  return `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** A filter, sort or search change: the list starts again at page 1 (§4). */
export function withListChange(
  state: ProductListState,
  change: Partial<Omit<ProductListState, 'page'>>,
): ProductListState {
  return { ...state, ...change, page: 1 };
}

/** Another page of the same list: every filter stays. */
export function withPage(state: ProductListState, page: number): ProductListState {
  return { ...state, page };
}

export function hasListFilters(state: ProductListState): boolean {
  return state.categories.length > 0 || state.brands.length > 0;
}

/** Every category of a tree by slug, sub-categories included. */
export function categoriesBySlug(tree: ProductCategory[]): Map<string, ProductCategory> {
  const found = new Map<string, ProductCategory>();
  const visit = (categories: ProductCategory[]) => {
    for (const category of categories) {
      found.set(category.slug, category);
      visit(category.sub_categories);
    }
  };
  visit(tree);
  return found;
}

/**
 * The API query (§7) of a list state: category slugs become ids (unknown ones are dropped), an
 * explicit sort becomes sort_field/sort_order, and cards get their thumbnails and swatches.
 */
export function productListParams(
  state: ProductListState,
  options: { rows: number; categories: Map<string, ProductCategory>; categoryId?: number },
): ProductListParams {
  const sort = sortOptionById(state.sort);
  return {
    rows: options.rows,
    page: state.page,
    sort_field: sort?.name,
    sort_order: sort?.code,
    global_filter: state.search,
    product_category_id: options.categoryId,
    product_categories: state.categories.flatMap((slug) => options.categories.get(slug)?.id ?? []),
    brands: state.brands,
    relations: [...PRODUCT_LIST_RELATIONS],
  };
}
