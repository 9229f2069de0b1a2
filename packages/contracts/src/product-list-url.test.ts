import { describe, expect, it } from 'vitest';
import type { ProductCategory } from './catalog.ts';
import {
  categoriesBySlug,
  hasListFilters,
  productListParams,
  listStateSearch,
  readProductListState,
  sortOptionOf,
  withListChange,
  withPage,
  type ProductListState,
  type QueryReader,
} from './product-list-url.ts';

/** A query reader like URLSearchParams (contracts do not see the DOM's). */
function query(search: string): QueryReader {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return {
    get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([key]) => key === name).map(([, value]) => value ?? ''),
  };
}
const plain: ProductListState = { search: '', sort: null, page: 1, categories: [], brands: [] };

const category = (id: number, slug: string, subs: ProductCategory[] = []): ProductCategory => ({
  id,
  name: slug,
  slug,
  is_company: false,
  parent_id: null,
  sub_categories: subs,
});
const tree = [category(1, 'all-products', [category(11, 'apparel', [category(16, 't-shirts')])])];

describe('readProductListState', () => {
  it('reads every part of the list from the URL', () => {
    expect(
      readProductListState(
        query(
          'global_filter=+hoodie+&sort=price-asc&page=3&categories=hoodies&categories=t-shirts&brands=Gildan&brands=Bella%2BCanvas',
        ),
      ),
    ).toEqual({
      search: 'hoodie',
      sort: 'price-asc',
      page: 3,
      categories: ['hoodies', 't-shirts'],
      brands: ['Gildan', 'Bella+Canvas'],
    });
  });

  it('falls back for missing or bad values', () => {
    expect(readProductListState(query(''))).toEqual(plain);
    expect(readProductListState(query('sort=cheapest&page=-2'))).toEqual(plain);
    expect(readProductListState(query('page=2.5')).page).toBe(1);
    expect(readProductListState(query('page=abc')).page).toBe(1);
  });

  it('drops blank and repeated filter values', () => {
    const state = readProductListState(query('brands=&brands=Yeti&brands=Yeti&categories=%20'));
    expect(state.brands).toEqual(['Yeti']);
    expect(state.categories).toEqual([]);
  });
});

describe('listStateSearch', () => {
  it('writes the state back so reading it gives the same state', () => {
    const state: ProductListState = {
      search: 'tee & mug',
      sort: 'name-desc',
      page: 2,
      categories: ['t-shirts'],
      brands: ['Bella+Canvas', 'Yeti'],
    };
    const search = listStateSearch(state);
    expect(search).toBe(
      '?global_filter=tee%20%26%20mug&sort=name-desc&categories=t-shirts&brands=Bella%2BCanvas&brands=Yeti&page=2',
    );
    expect(readProductListState(query(search))).toEqual(state);
  });

  it('is empty for the plain list and leaves out page 1', () => {
    expect(listStateSearch(plain)).toBe('');
    expect(listStateSearch({ ...plain, brands: ['Yeti'] })).toBe('?brands=Yeti');
  });
});

describe('list changes', () => {
  const onPage3 = { ...plain, page: 3, brands: ['Yeti'] };

  it('a filter, sort or search change goes back to page 1', () => {
    expect(withListChange(onPage3, { categories: ['bags'] })).toEqual({
      ...onPage3,
      categories: ['bags'],
      page: 1,
    });
    expect(withListChange(onPage3, { sort: 'newest' }).page).toBe(1);
    expect(withListChange(onPage3, { search: 'mug' }).page).toBe(1);
  });

  it('a page change keeps the filters', () => {
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it('knows whether categories or brands narrow the list', () => {
    expect(hasListFilters(plain)).toBe(false);
    expect(hasListFilters({ ...plain, search: 'mug', sort: 'newest' })).toBe(false);
    expect(hasListFilters({ ...plain, categories: ['bags'] })).toBe(true);
    expect(hasListFilters({ ...plain, brands: ['Yeti'] })).toBe(true);
  });
});

describe('productListParams', () => {
  it('turns the state into the API query of §7', () => {
    const state: ProductListState = {
      search: 'tee',
      sort: 'price-desc',
      page: 2,
      categories: ['t-shirts', 'no-such-category', 'apparel'],
      brands: ['Gildan'],
    };
    expect(productListParams(state, { rows: 9, categories: categoriesBySlug(tree) })).toEqual({
      rows: 9,
      page: 2,
      sort_field: 'final_price',
      sort_order: 'desc',
      global_filter: 'tee',
      product_category_id: undefined,
      product_categories: [16, 11],
      brands: ['Gildan'],
      relations: ['productThumbnail', 'productVariants', 'productVariants.variantThumbnail'],
    });
  });

  it('leaves the order to the API without a choice, and scopes a category page', () => {
    const params = productListParams(plain, {
      rows: 12,
      categories: new Map(),
      categoryId: 11,
    });
    expect(params.sort_field).toBeUndefined();
    expect(params.sort_order).toBeUndefined();
    expect(params.product_category_id).toBe(11);
  });
});

describe('categoriesBySlug', () => {
  it('finds categories at every depth', () => {
    const found = categoriesBySlug(tree);
    expect([...found.keys()]).toEqual(['all-products', 'apparel', 't-shirts']);
    expect(found.get('t-shirts')?.id).toBe(16);
  });
});

describe('sortOptionOf', () => {
  it("finds the §9 option of a store's default sort", () => {
    expect(sortOptionOf({ field: 'created_at', order: 'desc' })?.label).toBe('Newest');
    expect(sortOptionOf({ field: 'final_price', order: 'asc' })?.id).toBe('price-asc');
    expect(sortOptionOf({ field: 'created_at', order: 'asc' })).toBeUndefined();
    expect(sortOptionOf(null)).toBeUndefined();
  });
});
