import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSort } from '@storefront/contracts';
import { products } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import {
  countProducts,
  findListedProductDetail,
  findNextPublishBoundary,
  findProductPage,
  findProductPageWithTotal,
  findSimilarWords,
  productOrderBy,
  productWhere,
  type ProductFilter,
  type ProductOrder,
} from './catalog.queries.ts';

// The catalogue's reads are prepared statements, built once per shape with placeholders
// (decision 0028, "Uncached answers"): each must return what the same query with its values
// written in returns, for every filter, order and page, and an uncached read must ask no more
// statements than it needs.

let t: TestApp;
let storeId: number;
let categories: Map<string, number>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  storeId = (await createStore(db, 'prepared', { name: 'Prepared' })).id;
  categories = await createCategories(db, storeId, [
    { name: 'Apparel', slug: 'apparel', children: [{ name: 'Hoodies', slug: 'hoodies' }] },
    { name: 'Drinkware', slug: 'drinkware' },
  ]);
  const brands = ['Nike', 'Yeti', 'Gildan', null];
  const kinds = [
    ['Cotton Hoodie', 'hoodies'],
    ['Zip-Up Hoodie', 'hoodies'],
    ['Classic T-Shirt', 'apparel'],
    ['Steel Mug', 'drinkware'],
    ['Water Bottle', 'drinkware'],
  ] as const;
  await createProducts(
    db,
    storeId,
    Array.from({ length: 40 }, (_, i) => {
      const [name, category] = kinds[i % kinds.length]!;
      return {
        name: `${name} ${i}`,
        brand: brands[i % brands.length],
        finalPrice: 1000 + ((i * 7919) % 50) * 100,
        categories: i % 9 === 0 && category !== 'drinkware' ? [category, 'drinkware'] : [category],
        // One not yet published, one whose window closes: the boundary is the nearer.
        startPublishDate: i === 3 ? new Date(Date.now() + 2 * DAY) : null,
        endPublishDate: i === 4 ? new Date(Date.now() + 3 * DAY) : null,
        status: i === 5 ? ('draft' as const) : ('published' as const),
      };
    }),
    categories,
  );
});
afterAll(() => t.close());

/** The same page from the query with its values written in, as it was built before. */
async function reference(
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
) {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(productWhere(filter))
    .orderBy(...productOrderBy(filter, order), asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

describe('prepared catalogue statements', () => {
  it('return the same page and total as the query with its values written in, for every filter, order and page', async () => {
    const db = t.database.db;
    const filters: Omit<ProductFilter, 'storefrontId'>[] = [
      { categoryIds: [], brands: [], searchWords: [] },
      { categoryIds: [categories.get('apparel')!], brands: [], searchWords: [] },
      {
        categoryIds: [categories.get('apparel')!, categories.get('drinkware')!],
        brands: ['Nike', 'Yeti'],
        searchWords: [],
      },
      { categoryIds: [], categoryId: categories.get('hoodies')!, brands: [], searchWords: [] },
      {
        categoryIds: [categories.get('drinkware')!],
        categoryId: categories.get('apparel')!,
        brands: ['Gildan'],
        searchWords: [],
      },
      { categoryIds: [], brands: [], searchWords: [['hoodie']] },
      { categoryIds: [], brands: ['Nike'], searchWords: [['hoddie', 'hoodie'], ['zip-up']] },
    ];
    const sorts: ProductSort[] = [
      { field: 'final_price', order: 'asc' },
      { field: 'final_price', order: 'desc' },
      { field: 'name', order: 'asc' },
      { field: 'created_at', order: 'desc' },
    ];
    const boundary = await findNextPublishBoundary(db, storeId);
    expect(boundary).toBeGreaterThan(Date.now());
    let compared = 0;
    for (const shape of filters) {
      const filter = { storefrontId: storeId, ...shape };
      const total = await countProducts(db, filter);
      const orders: ProductOrder[] = shape.searchWords.length
        ? ['relevance', ...sorts]
        : ['none', ...sorts];
      for (const order of orders) {
        for (const page of [
          { limit: 4, offset: 0 },
          { limit: 4, offset: 4 },
          { limit: 9, offset: 36 },
        ]) {
          const expected = await reference(filter, order, page.limit, page.offset);
          const plain = await findProductPage(db, filter, order, page);
          const counted = await findProductPageWithTotal(db, filter, order, page);
          const label = JSON.stringify({ shape, order, page });
          expect(
            plain.map((row) => row.id),
            label,
          ).toEqual(expected);
          expect(
            counted.map((row) => row.id),
            label,
          ).toEqual(expected);
          for (const row of counted) expect(row.total, label).toBe(total);
          // The boundary comes with the rows, as the statement of its own reads it.
          for (const row of plain) expect(new Date(row.boundary!).getTime(), label).toBe(boundary);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(80);
  });

  it('finds a product by slug, by id, and a slug made of digits, with the boundary', async () => {
    const db = t.database.db;
    const [first] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(sql`${products.storefrontId} = ${storeId} and ${products.status} = 'published'`)
      .orderBy(asc(products.id))
      .limit(1);
    const bySlug = await findListedProductDetail(db, storeId, first!.slug);
    const byId = await findListedProductDetail(db, storeId, String(first!.id));
    expect(bySlug?.product.id).toBe(first!.id);
    expect(byId?.product.id).toBe(first!.id);
    expect(new Date(bySlug!.boundary!).getTime()).toBe(await findNextPublishBoundary(db, storeId));
    // Not listable (a draft; not yet published): not found, whichever statement asks.
    const hidden = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(
        sql`${products.storefrontId} = ${storeId} and (${products.status} = 'draft' or ${products.startPublishDate} > now())`,
      );
    expect(hidden).toHaveLength(2);
    for (const row of hidden) {
      expect(await findListedProductDetail(db, storeId, row.slug)).toBeUndefined();
      expect(await findListedProductDetail(db, storeId, String(row.id))).toBeUndefined();
    }
    // Another store's product is not this store's.
    const other = await createStore(db, 'prepared-other');
    expect(await findListedProductDetail(db, other.id, first!.slug)).toBeUndefined();
  });

  it('guesses words for one or many typed words in one statement, by position', async () => {
    const db = t.database.db;
    const one = await findSimilarWords(db, storeId, ['hoddie']);
    expect(one.map((guess) => guess.word)).toContain('hoodie');
    expect(new Set(one.map((guess) => guess.position))).toEqual(new Set([0]));
    const three = await findSimilarWords(db, storeId, ['mug', 'bottel', 'zzzzz']);
    expect(three.filter((guess) => guess.position === 0).map((g) => g.word)).toContain('mug');
    expect(three.filter((guess) => guess.position === 1).map((g) => g.word)).toContain('bottle');
    expect(three.filter((guess) => guess.position === 2)).toEqual([]);
    for (const guess of three) expect(typeof guess.score).toBe('number');
  });

  it('asks two statements for an uncached list, a product and a search after a product changed', async () => {
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client;
    const original = client.query;
    const statements: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (!/pgboss/.test(text)) statements.push(text);
      return original.apply(this, args);
    };
    const products = `/api/storefronts/${storeId}/storefront-products`;
    const ask = async (url: string) => {
      // As a change to a product does (the store's row, and so its host, unchanged).
      t.app.readCache.forget(storeId, false);
      statements.length = 0;
      const res = await t.app.inject({ url, headers: hostOf('prepared') });
      expect(res.statusCode, url).toBe(200);
      return statements.length;
    };
    try {
      const list = `${products}?rows=4&sort_field=final_price&product_categories[]=${categories.get('apparel')}&relations[]=productVariants`;
      await ask(list); // the host is read once
      expect(await ask(list)).toBeLessThanOrEqual(2);
      expect(await ask(`${products}/cotton-hoodie-0`)).toBeLessThanOrEqual(2);
      expect(await ask(`${products}/search?global_filter=hoddie`)).toBeLessThanOrEqual(2);
    } finally {
      client.query = original;
    }
  });
});
