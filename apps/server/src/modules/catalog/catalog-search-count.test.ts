import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  createCategories,
  createProducts,
  createStore,
  type ProductSpec,
} from './catalog.fixtures.ts';
import {
  countProducts,
  findProductPage,
  findProductPageWithTotal,
  productOrderBy,
  productWhere,
  type ProductFilter,
} from './catalog.queries.ts';
import { searchWordsOf } from './catalog.search.ts';

// Decision 0031, round 5: the store's listable count is two counts of narrow partial indexes
// (no publish window, and a window open now), and a relevance list ranks its matches' ids first
// and reads the page's rows by id, its total counted from the ranked ids rather than with a
// window over the wide rows. Both must give exactly what the statements they replace gave: the
// same total in every listable state and publish window, the same rows in the same rank order
// (ties by name, then id) on every page.

let t: TestApp;
let storeId: number;
let otherStoreId: number;
let categories: Map<string, number>;
let otherCategoryId: number;
const DAY = 24 * 60 * 60 * 1000;
const past = () => new Date(Date.now() - 2 * DAY);
const future = () => new Date(Date.now() + 2 * DAY);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  storeId = (await createStore(db, 'counted', { name: 'Counted' })).id;
  otherStoreId = (await createStore(db, 'elsewhere', { name: 'Elsewhere' })).id;
  categories = await createCategories(db, storeId, [
    { name: 'Apparel', slug: 'apparel', children: [{ name: 'Hoodies', slug: 'hoodies' }] },
    { name: 'Drinkware', slug: 'drinkware' },
  ]);
  // Names, brands and descriptions that rank a search for "hoodie" differently: the word in the
  // name once or twice (weight A), only in the brand (B), only in the description (C); many
  // products share a name, so equal ranks are ordered by name and then id.
  const names = [
    'Cotton Hoodie',
    'Hoodie Hoodie Deluxe',
    'Zip-Up Hoodie',
    'Cotton Crew',
    'Fleece Hoodie',
    'Steel Mug',
  ];
  const brands = ['Hoodie Co', 'Nike', null, 'Gildan'];
  // Every listable state and publish window, in turn.
  const states: Partial<ProductSpec>[] = [
    {},
    {},
    { startPublishDate: past() },
    { startPublishDate: future() },
    { endPublishDate: future() },
    { endPublishDate: past() },
    { startPublishDate: past(), endPublishDate: future() },
    { status: 'draft' },
    { disabled: true },
    { discontinued: true },
    {},
  ];
  await createProducts(
    db,
    storeId,
    Array.from({ length: 90 }, (_, i) => ({
      name: names[i % names.length]!,
      slug: `product-${i}`,
      brand: brands[i % brands.length],
      shortDescription: i % 5 === 0 ? 'A warm hoodie for cotton lovers' : 'Made to last',
      finalPrice: 1000 + ((i * 7919) % 40) * 100,
      categories: [i % 3 === 0 ? 'hoodies' : i % 3 === 1 ? 'apparel' : 'drinkware'],
      ...states[i % states.length],
    })),
    categories,
  );
  // Another store's hoodies count for nothing here, nor its category.
  const otherCategories = await createCategories(db, otherStoreId, [
    { name: 'Hoodies', slug: 'hoodies' },
  ]);
  otherCategoryId = otherCategories.get('hoodies')!;
  await createProducts(
    db,
    otherStoreId,
    Array.from({ length: 12 }, (_, i) => ({
      name: `Cotton Hoodie ${i}`,
      brand: 'Nike',
      categories: ['hoodies'],
    })),
    otherCategories,
  );
});
afterAll(() => t.close());

/** The count as it was written before: every row of the filter, counted. */
async function referenceCount(filter: ProductFilter): Promise<number> {
  const [row] = await t.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(productWhere(filter));
  return row!.total;
}

/** A relevance page and its total as the statement before gave them: a window over the rows. */
async function referenceRelevancePage(filter: ProductFilter, limit: number, offset: number) {
  const rows = await t.database.db
    .select({ id: products.id, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(productWhere(filter))
    .orderBy(...productOrderBy(filter, 'relevance'))
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total };
}

const unfilteredOf = (storefrontId: number): ProductFilter => ({
  storefrontId,
  categoryIds: [],
  brands: [],
  searchWords: [],
});

describe("the store's listable count", () => {
  it('is the count of every listable product, whatever its publish window, and no other store’s', async () => {
    const db = t.database.db;
    const filter = unfilteredOf(storeId);
    const expected = await referenceCount(filter);
    // 90 products: 11 states in turn, 6 of them listable (none, started, window still open ×3, …).
    expect(expected).toBeGreaterThan(40);
    expect(expected).toBeLessThan(90);
    expect(await countProducts(db, filter)).toBe(expected);
    for (const order of ['none', { field: 'name', order: 'asc' }] as const) {
      const [first] = await findProductPageWithTotal(db, filter, order, { limit: 5, offset: 0 });
      expect(first?.total).toBe(expected);
    }
    expect(await countProducts(db, unfilteredOf(otherStoreId))).toBe(12);
  });

  it('moves when a window closes, another opens, and a product is unpublished', async () => {
    const db = t.database.db;
    const filter = unfilteredOf(storeId);
    const before = await countProducts(db, filter);
    const slugs = ['product-0', 'product-3', 'product-4'];
    // product-0 had no window: now one that has closed; product-3's opens; product-4 unpublished.
    await db.update(products).set({ endPublishDate: past() }).where(eq(products.slug, slugs[0]!));
    await db.update(products).set({ startPublishDate: past() }).where(eq(products.slug, slugs[1]!));
    await db.update(products).set({ status: 'draft' }).where(eq(products.slug, slugs[2]!));
    const after = await countProducts(db, filter);
    expect(after).toBe(await referenceCount(filter));
    expect(after).toBe(before - 1 + 1 - 1);
    const [first] = await findProductPageWithTotal(db, filter, 'none', { limit: 3, offset: 0 });
    expect(first?.total).toBe(after);
  });
});

describe('a category filter, its tree read first', () => {
  it('gives the rows and totals of the tree read inside the statement, another store’s category nothing', async () => {
    const db = t.database.db;
    const shapes: Omit<ProductFilter, 'storefrontId'>[] = [
      { categoryIds: [categories.get('apparel')!], brands: [], searchWords: [] },
      { categoryIds: [], categoryId: categories.get('apparel')!, brands: [], searchWords: [] },
      {
        categoryIds: [categories.get('hoodies')!, categories.get('drinkware')!],
        categoryId: categories.get('apparel')!,
        brands: ['Nike', 'Hoodie Co'],
        searchWords: [],
      },
      { categoryIds: [otherCategoryId], brands: [], searchWords: [] },
      { categoryIds: [], categoryId: otherCategoryId, brands: [], searchWords: [] },
      { categoryIds: [999_999], brands: [], searchWords: [] },
    ];
    for (const shape of shapes) {
      const filter: ProductFilter = { storefrontId: storeId, ...shape };
      const label = JSON.stringify(shape);
      const total = await referenceCount(filter);
      expect(await countProducts(db, filter), label).toBe(total);
      for (const offset of [0, 5]) {
        const rows = await findProductPageWithTotal(
          db,
          filter,
          { field: 'name', order: 'asc' },
          { limit: 5, offset },
        );
        const expected = await db
          .select({ id: products.id })
          .from(products)
          .where(productWhere(filter))
          .orderBy(asc(products.name), asc(products.id))
          .limit(5)
          .offset(offset);
        expect(
          rows.map((row) => row.id),
          label,
        ).toEqual(expected.map((row) => row.id));
        for (const row of rows) expect(row.total, label).toBe(total);
      }
    }
    // Apparel holds its sub-category's hoodies; another store's category holds nothing here.
    const apparel = await referenceCount({ storefrontId: storeId, ...shapes[0]! });
    expect(apparel).toBeGreaterThan(
      await referenceCount({
        storefrontId: storeId,
        categoryIds: [categories.get('hoodies')!],
        brands: [],
        searchWords: [],
      }),
    );
    expect(await referenceCount({ storefrontId: storeId, ...shapes[3]! })).toBe(0);
  });
});

describe('a relevance list (a search)', () => {
  const searches: [string, Omit<ProductFilter, 'storefrontId'>][] = [
    ['a typo and its guess', { categoryIds: [], brands: [], searchWords: [['hoddie', 'hoodie']] }],
    [
      'two words, one with guesses',
      { categoryIds: [], brands: [], searchWords: [['cotton'], ['hoddie', 'hoodie']] },
    ],
    [
      'a word with a brand and a category',
      {
        categoryIds: [],
        categoryId: undefined,
        brands: ['Nike', 'Hoodie Co'],
        searchWords: [['hoodie']],
      },
    ],
    ['a category tree', { categoryIds: [0], brands: [], searchWords: [['hoodie']] }],
    ['a hyphenated word', { categoryIds: [], brands: [], searchWords: [['zip-up', 'zipup']] }],
    ['nothing found', { categoryIds: [], brands: [], searchWords: [['nothingmatches']] }],
  ];

  it.each(searches)(
    'gives the same rows in the same order, and the same total, on every page: %s',
    async (_, shape) => {
      const db = t.database.db;
      const filter: ProductFilter = {
        storefrontId: storeId,
        ...shape,
        categoryIds: shape.categoryIds.map(() => categories.get('apparel')!),
      };
      const everything = await referenceRelevancePage(filter, 1000, 0);
      for (const [limit, offset] of [
        [4, 0],
        [4, 4],
        [5, 10],
        [24, 0],
        [4, 1000],
      ] as const) {
        const expected = await referenceRelevancePage(filter, limit, offset);
        const label = JSON.stringify({ shape, limit, offset });
        const page = await findProductPage(db, filter, 'relevance', { limit, offset });
        expect(
          page.map((row) => row.id),
          label,
        ).toEqual(expected.ids);
        for (const variants of [false, true]) {
          const counted = await findProductPageWithTotal(
            db,
            filter,
            'relevance',
            { limit, offset },
            { variants },
          );
          expect(
            counted.map((row) => row.id),
            label,
          ).toEqual(expected.ids);
          for (const row of counted) expect(row.total, label).toBe(everything.ids.length);
        }
      }
    },
  );

  it('puts name matches first, equal ranks by name then id (checked against ts_rank itself)', async () => {
    const db = t.database.db;
    const filter: ProductFilter = {
      storefrontId: storeId,
      categoryIds: [],
      brands: [],
      searchWords: [['hoddie', 'hoodie']],
    };
    const rows = await findProductPageWithTotal(db, filter, 'relevance', { limit: 100, offset: 0 });
    const rank = sql<number>`ts_rank(${products.searchVector}, plainto_tsquery('english', 'hoddie') || plainto_tsquery('english', 'hoodie'))`;
    const ranks = await db
      .select({ id: products.id })
      .from(products)
      .where(productWhere(filter))
      .orderBy(desc(rank), asc(products.name), asc(products.id));
    expect(rows.map((row) => row.id)).toEqual(ranks.map((row) => row.id));
    expect(rows.length).toBeGreaterThan(10);
    // Name matches (weight A) come before brand-only and description-only ones.
    const firstNonName = rows.findIndex((row) => !/hoodie/i.test(row.name));
    expect(firstNonName).toBeGreaterThan(0);
    expect(rows.slice(firstNonName).every((row) => !/hoodie/i.test(row.name))).toBe(true);
  });

  it('answers the API list and the navbar search as the reference, typo included', async () => {
    const searchWords = await searchWordsOf(t.database.db, storeId, ['hoddie']);
    expect(searchWords[0]).toContain('hoodie');
    const filter: ProductFilter = {
      storefrontId: storeId,
      categoryIds: [],
      brands: [],
      searchWords,
    };
    const expected = await referenceRelevancePage(filter, 5, 5);
    const res = await t.app.inject({
      url: `/api/storefronts/${storeId}/storefront-products?global_filter=hoddie&rows=5&page=2`,
      headers: hostOf('counted'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { data: { id: number }[]; total: number } };
    expect(body.data.data.map((p) => p.id)).toEqual(expected.ids);
    expect(body.data.total).toBe(expected.total);
    const navbar = await t.app.inject({
      url: `/api/storefronts/${storeId}/storefront-products/search?global_filter=hoddie`,
      headers: hostOf('counted'),
    });
    expect(navbar.statusCode, navbar.body).toBe(200);
    const found = (navbar.json() as { data: { data: { id: number }[] } }).data.data;
    const first = await referenceRelevancePage(filter, found.length, 0);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p) => p.id)).toEqual(first.ids);
  });
});
