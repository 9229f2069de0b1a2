import { describe, expect, it } from 'vitest';
import {
  AdminProductListQuery,
  BULK_PRODUCTS_MAX,
  BulkAddColourForm,
  BulkAddSizeForm,
  BulkProductRequest,
} from './product-list-admin.ts';

describe('the console’s product list query', () => {
  it('defaults to the latest changed first, 25 a page', () => {
    expect(AdminProductListQuery.parse({})).toEqual({
      search: '',
      sort: 'updated',
      order: 'desc',
      page: 1,
      per_page: 25,
    });
  });

  it('refuses an unknown state, sort or page size', () => {
    const result = AdminProductListQuery.safeParse({
      state: 'gone',
      sort: 'colour',
      per_page: 500,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'state',
      'sort',
      'per_page',
    ]);
  });
});

describe('a bulk action', () => {
  it('names products or a filter, never both nor neither', () => {
    const parse = (body: object) => BulkProductRequest.safeParse({ action: 'publish', ...body });
    expect(parse({ product_ids: [1, 2] }).success).toBe(true);
    expect(parse({ filter: { search: 'tee' } }).success).toBe(true);
    expect(parse({}).success).toBe(false);
    expect(parse({ product_ids: [1], filter: {} }).success).toBe(false);
    const many = Array.from({ length: BULK_PRODUCTS_MAX + 1 }, (_, i) => i + 1);
    expect(parse({ product_ids: many }).success).toBe(false);
  });

  it('refuses a colour listing a size twice, in any case', () => {
    const result = BulkProductRequest.safeParse({
      action: 'add_colour',
      product_ids: [1],
      color: 'Red',
      primary_hex_color: '#FF0000',
      sizes: [{ size: 'M' }, { size: 'm' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['sizes', 1, 'size']);
  });
});

describe('the bulk dialogs', () => {
  it('turn dollars into cents and a list of sizes into sizes', () => {
    expect(BulkAddSizeForm.parse({ size: 'XXL', price: 12.5 })).toEqual({
      size: 'XXL',
      price_cents: 1250,
      quantity: undefined,
    });
    const colour = BulkAddColourForm.parse({
      color: 'Red',
      primary_hex_color: '#FF0000',
      sizes: 'S, M,, M',
      quantity: 3,
    });
    expect(colour).toEqual({
      color: 'Red',
      primary_hex_color: '#ff0000',
      sizes: [
        { size: 'S', price_cents: undefined, quantity: 3 },
        { size: 'M', price_cents: undefined, quantity: 3 },
      ],
    });
    expect(
      BulkProductRequest.safeParse({ action: 'add_colour', product_ids: [1], ...colour }).success,
    ).toBe(true);
  });
});
