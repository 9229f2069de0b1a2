import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSort } from '@storefront/contracts';
import { products, productVariants, productVariantSizes } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import {
  countProducts,
  findCategories,
  findCategoriesWithBoundary,
  findCategoriesWithProducts,
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
import { recordStatements } from '../../test/statements.ts';

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
        // 0 to 3 variants, colours out of order, one inactive and one discontinued now and then.
        variants: Array.from({ length: i % 4 }, (_, v) => ({
          color: ['Red', 'Black', 'Navy', 'Black'][(i + v) % 4]!,
          primaryHexColor: `#00000${v}`,
          secondaryHexColor: v === 1 ? '#ffffff' : null,
          swatchUrl: v === 2 ? `/media/swatch-${i}.png` : null,
          thumbnailPath: v === 0 ? `/media/variant-${i}.jpg` : null,
          images: v === 0 ? [{ type: 'frontImage', full_path: `/media/front-${i}.jpg` }] : [],
          active: !(i % 7 === 0 && v === 1),
          discontinued: i % 11 === 0 && v === 2,
          sizes: v === 2 ? [] : [{ size: 'XL', quantity: i }, 'S', { size: 'M', price: 2500 }],
        })),
      };
    }),
    categories,
  );
  // Created on seven days, several a day: a list by creation time has ties for the id to break
  // (its page's ids come from the search copy's own creation times, decision 0036).
  await db.execute(
    sql`update products set created_at = created_at - (id % 7) * interval '1 day' where storefront_id = ${storeId}`,
  );
});
afterAll(() => t.close());

/** What a card shows of the variants of these products, read as before (one query per page). */
async function referenceCardVariants(ids: number[]) {
  if (!ids.length) return new Map<number, unknown[]>();
  const rows = await t.database.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      color: productVariants.color,
      primaryHexColor: productVariants.primaryHexColor,
      secondaryHexColor: productVariants.secondaryHexColor,
      swatchUrl: productVariants.swatchUrl,
      thumbnailPath: productVariants.thumbnailPath,
    })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.productId, ids),
        eq(productVariants.active, true),
        eq(productVariants.discontinued, false),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.color), asc(productVariants.id));
  return new Map(ids.map((id) => [id, rows.filter((row) => row.productId === id)]));
}

/** A product's variants with their pictures and sizes, read as before (a second statement). */
async function referenceDetailVariants(productId: number) {
  const db = t.database.db;
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.active, true),
        eq(productVariants.discontinued, false),
      ),
    )
    .orderBy(asc(productVariants.color), asc(productVariants.id));
  const sizes = await db.select().from(productVariantSizes);
  return variants.map(({ storefrontId: _, discontinued: _d, active: _a, ...variant }) => ({
    ...variant,
    sizes: sizes.filter((size) => size.variantId === variant.id),
  }));
}

const sortedById = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

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
  // Hundreds of statements: up to a minute on a loaded machine running other files beside it.
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
      { field: 'name', order: 'desc' },
      { field: 'created_at', order: 'asc' },
      { field: 'created_at', order: 'desc' },
    ];
    const boundary = await findNextPublishBoundary(db, storeId);
    expect(boundary).toBeGreaterThan(Date.now());
    let compared = 0;
    let checkedVariants = 0;
    for (const shape of filters) {
      const filter = { storefrontId: storeId, ...shape };
      // Counted fresh over the product rows, as the statement counted before the copy kept
      // the categories (decision 0031, round 7); `countProducts` must agree.
      const [fresh] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(productWhere(filter));
      const total = fresh!.n;
      expect(await countProducts(db, filter)).toBe(total);
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
          const withVariants = await findProductPage(db, filter, order, page, { variants: true });
          const countedWithVariants = await findProductPageWithTotal(db, filter, order, page, {
            variants: true,
          });
          const label = JSON.stringify({ shape, order, page });
          for (const rows of [plain, counted, withVariants, countedWithVariants])
            expect(
              rows.map((row) => row.id),
              label,
            ).toEqual(expected);
          for (const row of [...counted, ...countedWithVariants])
            expect(row.total, label).toBe(total);
          // Variants only when asked for, and then exactly what their own query gave.
          for (const row of [...plain, ...counted]) expect(row.variants, label).toBeNull();
          const variants = await referenceCardVariants(expected);
          for (const row of [...withVariants, ...countedWithVariants])
            expect(row.variants, label).toEqual(variants.get(row.id));
          for (const row of countedWithVariants) checkedVariants += row.variants!.length;
          // The boundary comes with the rows, as the statement of its own reads it; when the
          // caller knows it already, the same rows come without it.
          for (const row of plain) expect(new Date(row.boundary!).getTime(), label).toBe(boundary);
          const without = await findProductPage(db, filter, order, page, { boundary: false });
          expect(
            without.map((row) => [row.id, row.boundary]),
            label,
          ).toEqual(expected.map((id) => [id, null]));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(80);
    expect(checkedVariants).toBeGreaterThan(100);
  }, 60_000);

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
    // The variants with their pictures and sizes come in the same statement, as their own
    // statement gave them (sizes in any order: the answer sorts them).
    const listed = await db.select({ id: products.id, slug: products.slug }).from(products)
      .where(sql`${products.storefrontId} = ${storeId} and ${products.status} = 'published'
        and ${products.startPublishDate} is null`);
    let variantsSeen = 0;
    for (const { id, slug } of listed) {
      const found = await findListedProductDetail(db, storeId, slug);
      const expected = await referenceDetailVariants(id);
      const sizesSorted = (variants: { sizes: { id: number }[] }[]) =>
        variants.map((variant) => ({ ...variant, sizes: sortedById(variant.sizes) }));
      expect(sizesSorted(found!.variants), slug).toEqual(sizesSorted(expected));
      variantsSeen += expected.length;
    }
    expect(variantsSeen).toBeGreaterThan(40);
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

  it('reads the categories with the boundary, or without it, in one statement', async () => {
    const db = t.database.db;
    const withBoundary = await findCategoriesWithBoundary(db, storeId, true);
    const without = await findCategoriesWithBoundary(db, storeId, false);
    const plain = await findCategories(db, storeId);
    const boundary = await findNextPublishBoundary(db, storeId);
    const categoryOf = (row: object) => {
      const { boundary: _b, hasProducts: _h, ...category } = row as Record<string, unknown>;
      return category;
    };
    expect(withBoundary.map(categoryOf)).toEqual(plain);
    expect(without.map(categoryOf)).toEqual(plain);
    for (const row of withBoundary) expect(new Date(row.boundary!).getTime()).toBe(boundary);
    for (const row of without) expect(row.boundary).toBeNull();
    // With whether each holds listable products: the same with or without the boundary.
    const withProducts = await findCategoriesWithProducts(db, storeId);
    const withProductsNoBoundary = await findCategoriesWithProducts(db, storeId, false);
    expect(withProducts.map(categoryOf)).toEqual(plain);
    expect(withProductsNoBoundary.map(({ boundary: _, ...row }) => row)).toEqual(
      withProducts.map(({ boundary: _, ...row }) => row),
    );
    expect(withProducts.some((row) => row.hasProducts)).toBe(true);
    for (const row of withProducts) expect(new Date(row.boundary!).getTime()).toBe(boundary);
    for (const row of withProductsNoBoundary) expect(row.boundary).toBeNull();
  });

  it("reads the boundary of listable products only: a draft's window moves no list", async () => {
    const db = t.database.db;
    const store = await createStore(db, 'prepared-windows');
    const soon = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 7_200_000);
    const [draft] = await createProducts(db, store.id, [
      { name: 'Draft Cap', status: 'draft', startPublishDate: soon },
      { name: 'Listed Cap', endPublishDate: later },
    ]);
    expect(await findNextPublishBoundary(db, store.id)).toBe(later.getTime());
    // Published, its window opening is the store's next change by time (decision 0031, round 7).
    await db.update(products).set({ status: 'published' }).where(eq(products.id, draft!));
    expect(await findNextPublishBoundary(db, store.id)).toBe(soon.getTime());
    await db.update(products).set({ disabled: true }).where(eq(products.id, draft!));
    expect(await findNextPublishBoundary(db, store.id)).toBe(later.getTime());
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

  it('asks one statement for an uncached list and a product, two for a category list, a search or both, after a product changed', async () => {
    const { statements, stop } = recordStatements(t.database.db);
    const products = `/api/storefronts/${storeId}/storefront-products`;
    const ask = async (url: string, change: 'tree' | 'listing' | 'stock' = 'tree') => {
      // The previous answer's keeping (onResponse, after inject has answered) is over first: it
      // would read the boundary of a listing version moved meanwhile, counted as this request's.
      await new Promise((resolve) => setTimeout(resolve, 20));
      // As a category moved does (`tree`, the store's row and so its host unchanged), a product
      // unpublished (`listing`: the category trees kept), or an order's stock change (`stock`).
      t.app.readCache.forget(storeId, false, change !== 'stock', change === 'tree');
      statements.length = 0;
      const res = await t.app.inject({ url, headers: hostOf('prepared') });
      expect(res.statusCode, url).toBe(200);
      return statements.length;
    };
    try {
      const list = `${products}?rows=4&sort_field=final_price&product_categories[]=${categories.get('apparel')}&relations[]=productVariants`;
      await ask(list); // the host is read once
      // The category's tree first, so the page's statement is planned knowing its ids (decision
      // 0031, round 5): two.
      expect(await ask(list)).toBe(2);
      // After a stock change its tree, total and boundary are kept (the listing version): one.
      expect(await ask(list, 'stock')).toBe(1);
      // After a product unpublished its tree is kept (the tree version, decision 0031 round 7):
      // one, which counts (sums the kept groups, decision 0037) and reads the boundary.
      expect(await ask(list, 'listing')).toBe(1);
      expect(statements[0]).toMatch(
        /sum\((?:"product_list_counts"\.)?"products"\), 0\)::int from "product_list_counts"/,
      );
      expect(statements[0]).toMatch(/publish_date/);
      expect(
        await ask(`${products}?rows=4&sort_field=final_price&relations[]=productVariants`),
      ).toBe(1);
      expect(await ask(`${products}/cotton-hoodie-0`)).toBe(1);
      // The word guesses decide the page statement's shape: two.
      expect(await ask(`${products}/search?global_filter=hoddie`)).toBeLessThanOrEqual(2);
      // A search in a category: its tree inside the page's statement, still two.
      const search = `${products}?rows=4&global_filter=hoddie&product_categories[]=${categories.get('apparel')}`;
      expect(await ask(search)).toBe(2);
      // A category by slug: its categories carry the store's boundary, which the read cache
      // keeps the answer until — no statement of its own for it, even once the answer is kept.
      const bySlug = `/api/storefronts/${storeId}/product-categories/slug/apparel`;
      expect(await ask(bySlug)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(statements).toHaveLength(1);
      const cache = t.app.readCache;
      const told = await cache.nextBoundary(storeId, () => Promise.reject(new Error('read')));
      expect(told).toBe(await findNextPublishBoundary(t.database.db, storeId));
      // Known for the listing version already (a stock change): the categories alone.
      expect(await ask(bySlug, 'stock')).toBe(1);
      expect(statements[0]).not.toMatch(/publish_date/);
      // The tree of categories with products likewise: with the boundary after a listing
      // change, without it once known.
      const withProducts = `/api/storefronts/${storeId}/has-products/product-categories`;
      expect(await ask(withProducts, 'listing')).toBe(1);
      expect(statements[0]).toMatch(/least\(\(select min\(/);
      expect(await ask(withProducts, 'stock')).toBe(1);
      expect(statements[0]).not.toMatch(/select min\(/);
    } finally {
      stop();
    }
  });
});
