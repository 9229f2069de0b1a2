import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  foldArrayKeys,
  pageMeta,
  ProductListQuery,
  productListSearch,
  sortSizes,
  storeDefaultSort,
} from './catalog.ts';
import { SIZE_ORDER } from './constants.ts';

describe('compareSizes and sortSizes', () => {
  it('put sizes in the §9 order', () => {
    const shuffled = [...SIZE_ORDER].reverse();
    expect(sortSizes(shuffled)).toEqual([...SIZE_ORDER]);
  });

  it('keep the size-guide order XS to 4XL', () => {
    expect(sortSizes(['4XL', 'M', 'XS', '2XL', 'L', 'S', 'XL', '3XL'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      '3XL',
      '4XL',
    ]);
  });

  it('ignore case and spaces around a size', () => {
    expect(compareSizes(' xl', 'M')).toBeGreaterThan(0);
    expect(compareSizes('s', 'XS ')).toBeGreaterThan(0);
  });

  it('put unknown sizes after known ones, amounts in numeric order', () => {
    expect(sortSizes(['One Size', 'L', 'S'])).toEqual(['S', 'L', 'One Size']);
    expect(sortSizes(['100', '25', '50'])).toEqual(['25', '50', '100']);
  });

  it('sort objects by their size and leave the input alone', () => {
    const sizes = [{ size: 'XL' }, { size: 'XS' }, { size: 'M' }];
    expect(sortSizes(sizes).map((s) => s.size)).toEqual(['XS', 'M', 'XL']);
    expect(sizes[0]!.size).toBe('XL');
  });
});

describe('storeDefaultSort', () => {
  it('reads a field and direction from the store setting', () => {
    expect(storeDefaultSort({ id: 'price-asc', name: 'final_price', code: 'asc' })).toEqual({
      field: 'final_price',
      order: 'asc',
    });
    expect(storeDefaultSort({ id: 'newest', name: 'created_at', code: 'desc' })).toEqual({
      field: 'created_at',
      order: 'desc',
    });
  });

  it('means no particular order for dont_sort, none, or a field lists cannot sort by', () => {
    expect(storeDefaultSort({ id: 'x', name: 'dont_sort', code: 'asc' })).toBeNull();
    expect(storeDefaultSort(null)).toBeNull();
    expect(storeDefaultSort(undefined)).toBeNull();
    expect(storeDefaultSort({ id: 'x', name: 'margin', code: 'desc' })).toBeNull();
  });
});

describe('pageMeta', () => {
  it('gives the 1-based index of the first row and the last page', () => {
    expect(pageMeta(20, 1, 9)).toEqual({ from: 1, last_page: 3 });
    expect(pageMeta(20, 3, 9)).toEqual({ from: 19, last_page: 3 });
    expect(pageMeta(18, 2, 9)).toEqual({ from: 10, last_page: 2 });
  });

  it('answers from null on an empty page and last_page 1 for no rows', () => {
    expect(pageMeta(20, 4, 9)).toEqual({ from: null, last_page: 3 });
    expect(pageMeta(0, 1, 9)).toEqual({ from: null, last_page: 1 });
  });
});

describe('ProductListQuery', () => {
  it('has the §9 defaults', () => {
    expect(ProductListQuery.parse({})).toEqual({
      rows: 9,
      page: 1,
      product_categories: [],
      global_filter: '',
      brands: [],
      relations: [],
    });
  });

  it('reads numbers from text, lists from one value or many, and trims the search text', () => {
    expect(
      ProductListQuery.parse({
        rows: '12',
        page: '2',
        product_categories: ['3', '4'],
        brands: 'Gildan',
        global_filter: '  hoodie ',
        relations: 'productThumbnail',
      }),
    ).toMatchObject({
      rows: 12,
      page: 2,
      product_categories: [3, 4],
      brands: ['Gildan'],
      global_filter: 'hoodie',
      relations: ['productThumbnail'],
    });
  });

  it('refuses rows outside 1 to 100, unknown sort fields and relations', () => {
    for (const bad of [
      { rows: '0' },
      { rows: '101' },
      { page: '0' },
      { sort_field: 'evil' },
      { sort_order: 'sideways' },
      { relations: ['reviews'] },
      { product_categories: ['x'] },
    ]) {
      expect(ProductListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('productListSearch and foldArrayKeys', () => {
  it('write lists in the key[]= form and skip what is not set', () => {
    expect(
      productListSearch({
        rows: 9,
        page: 2,
        brands: ['Bella+Canvas', 'Gildan'],
        global_filter: '',
        sort_field: undefined,
      }),
    ).toBe('rows=9&page=2&brands[]=Bella%2BCanvas&brands[]=Gildan');
  });

  it('fold key[] entries into key, whichever form was sent', () => {
    expect(foldArrayKeys({ 'brands[]': ['a', 'b'], rows: '9' })).toEqual({
      brands: ['a', 'b'],
      rows: '9',
    });
    expect(foldArrayKeys({ 'brands[]': 'a' })).toEqual({ brands: ['a'] });
    expect(foldArrayKeys({ brands: 'a' })).toEqual({ brands: 'a' });
    expect(foldArrayKeys({ brands: 'a', 'brands[]': 'b' })).toEqual({ brands: ['a', 'b'] });
  });

  it('round-trip a query through the string and the schema', () => {
    const params = {
      rows: 12,
      page: 3,
      sort_field: 'final_price' as const,
      sort_order: 'desc' as const,
      product_categories: [4, 7],
      product_category_id: 2,
      global_filter: 'zip hoodie',
      brands: ['Bella+Canvas'],
      relations: ['productThumbnail' as const, 'productVariants' as const],
    };
    const query: Record<string, string | string[]> = {};
    for (const pair of productListSearch(params).split('&')) {
      const [key, value] = pair.split('=') as [string, string];
      const decoded = decodeURIComponent(value);
      const previous = query[key];
      query[key] = previous === undefined ? decoded : [previous, decoded].flat();
    }
    expect(ProductListQuery.parse(foldArrayKeys(query))).toEqual(params);
  });
});
