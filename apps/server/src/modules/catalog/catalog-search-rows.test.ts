import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSearch } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import {
  productCategories,
  productCategoryLinks,
  products,
  storefronts,
} from '../../db/schema/index.ts';
import { allHeard, createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import {
  csvOf,
  importClient,
  importCsv,
  productRows,
} from '../catalogue-import/catalogue-import.fixtures.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import { countProducts, productWhere, type ProductFilter } from './catalog.queries.ts';

// Decision 0031, round 6: a relevance list ranks `product_search_rows`, a narrow copy of the
// searched columns of every published, enabled, not discontinued product, kept by triggers on
// `products` in the same transaction. Whoever writes a product (the editor, a bulk action, an
// import, the demo seed, another instance, a test straight into the table), the copy must be
// exactly what `products` says, and a search must show the change at once.

let t: TestApp;
let storeId: number;
let otherStoreId: number;
let ids: number[];
const DAY = 24 * 60 * 60 * 1000;

/**
 * The rows the copy should hold and does not, and those it holds and should not: every copied
 * column, and the categories the product is linked to (decision 0031, round 7).
 */
async function outOfStep(db: Database): Promise<unknown[]> {
  const result = (await db.execute(sql`
    WITH expected AS (
      SELECT id, storefront_id, name, brand, final_price, created_at, start_publish_date,
        end_publish_date, search_vector::text AS vector, coalesce((SELECT array_agg(l.category_id
          ORDER BY l.category_id) FROM product_category_links l WHERE l.product_id = products.id),
          '{}')::text AS categories
      FROM products WHERE status = 'published' AND NOT disabled AND NOT discontinued),
    kept AS (
      SELECT product_id AS id, storefront_id, name, brand, final_price, created_at,
        start_publish_date, end_publish_date, search_vector::text AS vector,
        category_ids::text AS categories
      FROM product_search_rows)
    (SELECT 'missing' AS side, * FROM expected EXCEPT SELECT 'missing', * FROM kept)
    UNION ALL
    (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM expected)`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

async function searchRowCount(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from product_search_rows`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** The ids and total a shopper's search finds now (the same address each time: nothing stale). */
async function found(text: string, slug = 'searched', store = storeId) {
  const res = await t.app.inject({
    url: `/api/storefronts/${store}/storefront-products?global_filter=${encodeURIComponent(text)}&rows=50`,
    headers: hostOf(slug),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { data: { id: number }[]; total: number } };
  return { ids: body.data.data.map((row) => row.id), total: body.data.total };
}

/** The navbar's best matches now. */
async function navbar(text: string) {
  const res = await t.app.inject({
    url: `/api/storefronts/${storeId}/storefront-products/search?global_filter=${encodeURIComponent(text)}`,
    headers: hostOf('searched'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { data: { id: number }[] } }).data.data.map((row) => row.id);
}

/** A write straight to the database, as another instance's, then heard by this one. */
async function written(write: (db: Database) => Promise<unknown>) {
  await write(t.database.db);
  await allHeard(t);
  expect(await outOfStep(t.database.db)).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  storeId = (await createStore(db, 'searched', { name: 'Searched' })).id;
  otherStoreId = (await createStore(db, 'next-door', { name: 'Next Door' })).id;
  ids = await createProducts(db, storeId, [
    { name: 'Lagoon Hoodie', brand: 'Nike', shortDescription: 'Soft fleece' },
    { name: 'Lagoon Mug', brand: 'Yeti' },
    { name: 'Lagoon Cap', status: 'draft' },
    { name: 'Lagoon Tote', disabled: true },
    { name: 'Lagoon Pen', discontinued: true },
    { name: 'Lagoon Bottle', startPublishDate: new Date(Date.now() + 2 * DAY) },
    { name: 'Lagoon Notebook', endPublishDate: new Date(Date.now() - 2 * DAY) },
    { name: 'Plain Beanie', shortDescription: 'Warm wool' },
  ]);
  await allHeard(t);
});
afterAll(() => t.close());

describe('the search rows', () => {
  it('hold every listable-flagged product of the demo seed and of a batch insert, no other', async () => {
    const db = t.database.db;
    expect(await outOfStep(db)).toEqual([]);
    // The seeded demo stores' products and this file's five published, enabled, current ones
    // (the two outside their window are copied too: the window is checked when searched).
    expect(await searchRowCount(db)).toBeGreaterThan(5);
    const lagoon = await found('lagoon');
    expect(lagoon.ids.sort()).toEqual([ids[0], ids[1]].sort());
    expect(lagoon.total).toBe(2);
  });

  it('follow a rename, a new brand or description, at once, on the list and the navbar', async () => {
    await written((db) =>
      db.update(products).set({ name: 'Lagoon Beanie' }).where(eq(products.id, ids[7]!)),
    );
    expect((await found('lagoon')).total).toBe(3);
    expect(await navbar('lagoon')).toContain(ids[7]);
    await written((db) =>
      db.update(products).set({ name: 'Plain Beanie' }).where(eq(products.id, ids[7]!)),
    );
    expect((await found('lagoon')).ids).not.toContain(ids[7]);
    expect(await navbar('lagoon')).not.toContain(ids[7]);
    // The brand and the short description are searched too (weights B and C).
    await written((db) =>
      db.update(products).set({ brand: 'Gildan' }).where(eq(products.id, ids[1]!)),
    );
    expect((await found('gildan')).ids).toEqual([ids[1]]);
    expect((await found('yeti')).total).toBe(0);
    await written((db) =>
      db.update(products).set({ shortDescription: 'Mohair blend' }).where(eq(products.id, ids[7]!)),
    );
    expect((await found('mohair')).ids).toEqual([ids[7]]);
    expect((await found('wool')).total).toBe(0);
  });

  it('follow a product unpublished, disabled, discontinued, republished, its window moved', async () => {
    const hoodie = ids[0]!;
    for (const change of [
      { status: 'draft' },
      { disabled: true },
      { discontinued: true },
      { endPublishDate: new Date(Date.now() - DAY) },
    ] as const) {
      await written((db) => db.update(products).set(change).where(eq(products.id, hoodie)));
      expect((await found('lagoon')).ids, JSON.stringify(change)).not.toContain(hoodie);
      await written((db) =>
        db
          .update(products)
          .set({ status: 'published', disabled: false, discontinued: false, endPublishDate: null })
          .where(eq(products.id, hoodie)),
      );
      expect((await found('lagoon')).ids).toContain(hoodie);
    }
    // The draft cap published, the future bottle's window opened: both enter the results.
    await written((db) =>
      db.update(products).set({ status: 'published' }).where(eq(products.id, ids[2]!)),
    );
    await written((db) =>
      db
        .update(products)
        .set({ startPublishDate: new Date(Date.now() - DAY) })
        .where(eq(products.id, ids[5]!)),
    );
    expect((await found('lagoon')).ids.sort()).toEqual([ids[0], ids[1], ids[2], ids[5]].sort());
  });

  it('leave with a product moved to another store or deleted, and come with one added', async () => {
    await written((db) =>
      db.update(products).set({ storefrontId: otherStoreId }).where(eq(products.id, ids[1]!)),
    );
    expect((await found('lagoon')).ids).not.toContain(ids[1]);
    expect((await found('lagoon', 'next-door', otherStoreId)).ids).toEqual([ids[1]]);
    await written((db) => db.delete(products).where(eq(products.id, ids[2]!)));
    expect((await found('lagoon')).ids).not.toContain(ids[2]);
    let added: number[] = [];
    await written(async (db) => {
      added = await createProducts(db, storeId, [{ name: 'Lagoon Backpack' }]);
    });
    expect((await found('lagoon')).ids).toContain(added[0]);
    // A store removed takes its products' rows with it.
    await written((db) => db.delete(storefronts).where(eq(storefronts.id, otherStoreId)));
  });

  it('are kept by a write whose triggers are off for replication, and a picture change leaves them', async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(products).set({ name: 'Quiet Hoodie' }).where(eq(products.id, ids[0]!));
      await tx.update(products).set({ status: 'draft' }).where(eq(products.id, ids[5]!));
    });
    expect(await outOfStep(db)).toEqual([]);
    const rowVersion = async () =>
      (
        (await db.execute(
          sql`select xmin::text as v from product_search_rows where product_id = ${ids[0]!}`,
        )) as unknown as { rows: { v: string }[] }
      ).rows[0]?.v;
    const before = await rowVersion();
    // A picture, counters or a cost: no copied column changes, the row is not rewritten.
    await written((tx) =>
      tx
        .update(products)
        .set({
          thumbnailPath: '/media/x.webp',
          reviewsCount: 3,
          totalCost: 120,
          name: 'Quiet Hoodie',
        })
        .where(eq(products.id, ids[0]!)),
    );
    expect(await rowVersion()).toBe(before);
    // A price is a sort key of the list (decision 0036): the row follows it, even unheard.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(products).set({ finalPrice: 4321 }).where(eq(products.id, ids[0]!));
    });
    expect(await outOfStep(db)).toEqual([]);
    expect(await rowVersion()).not.toBe(before);
  });

  it('follow the links to categories, and a category or brand filter counts from them', async () => {
    const db = t.database.db;
    const categories = await createCategories(db, storeId, [
      {
        name: 'Apparel',
        slug: 'apparel',
        children: [
          { name: 'Hoodies', slug: 'hoodies' },
          { name: 'Caps', slug: 'caps' },
        ],
      },
      { name: 'Drinkware', slug: 'drinkware' },
    ]);
    const [apparel, hoodies, caps, drinkware] = ['apparel', 'hoodies', 'caps', 'drinkware'].map(
      (slug) => categories.get(slug)!,
    ) as [number, number, number, number];
    const [hoodie, cap, mug, tee, tote] = await createProducts(
      db,
      storeId,
      [
        { name: 'Reef Hoodie', brand: 'Nike', categories: ['hoodies', 'apparel'] },
        { name: 'Reef Cap', brand: 'Nike' },
        { name: 'Reef Mug', brand: 'Yeti', categories: ['drinkware'] },
        { name: 'Reef Tee', brand: 'Nike', status: 'draft', categories: ['apparel'] },
        { name: 'Reef Tote', brand: 'Yeti', categories: ['caps', 'drinkware'] },
      ],
      categories,
    );
    await allHeard(t);
    expect(await outOfStep(db)).toEqual([]);
    const filters: Omit<ProductFilter, 'storefrontId' | 'searchWords'>[] = [
      { categoryIds: [apparel], brands: [] },
      { categoryIds: [apparel], brands: ['Nike'] },
      { categoryIds: [], categoryId: drinkware, brands: [] },
      { categoryIds: [hoodies, drinkware], categoryId: apparel, brands: [] },
      { categoryIds: [caps], brands: ['Yeti', 'Nike'] },
      { categoryIds: [], brands: ['Yeti'] },
    ];
    /** Every filter's total, from the API and from `countProducts`, against a fresh count. */
    const totalsMatch = async (api = true) => {
      for (const shape of filters) {
        const filter = { storefrontId: storeId, searchWords: [], ...shape };
        const [fresh] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(productWhere(filter));
        const label = JSON.stringify(shape);
        expect(await countProducts(db, filter), label).toBe(fresh!.n);
        if (!api) continue;
        const query = productListSearch({
          rows: 50,
          page: 1,
          product_categories: shape.categoryIds,
          product_category_id: shape.categoryId,
          brands: shape.brands,
        });
        const res = await t.app.inject({
          url: `/api/storefronts/${storeId}/storefront-products?${query}`,
          headers: hostOf('searched'),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as { data: { total: number } }).data.total, label).toBe(fresh!.n);
      }
    };
    await totalsMatch();
    const link = (productId: number, categoryId: number) => ({
      productId,
      categoryId,
      storefrontId: storeId,
    });
    // A link added, one moved to another category, one removed.
    await written((db) => db.insert(productCategoryLinks).values(link(cap!, caps)));
    await totalsMatch();
    await written((db) =>
      db
        .update(productCategoryLinks)
        .set({ categoryId: drinkware })
        .where(
          and(
            eq(productCategoryLinks.productId, hoodie!),
            eq(productCategoryLinks.categoryId, hoodies),
          ),
        ),
    );
    await totalsMatch();
    await written((db) =>
      db.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, mug!)),
    );
    await totalsMatch();
    // Several products linked in one statement (an import, a bulk action).
    await written((db) =>
      db.insert(productCategoryLinks).values([link(mug!, apparel), link(cap!, drinkware)]),
    );
    await totalsMatch();
    // A draft with links published: its row comes with its categories; unpublished, it goes.
    await written((db) =>
      db.update(products).set({ status: 'published' }).where(eq(products.id, tee!)),
    );
    await totalsMatch();
    await written((db) => db.update(products).set({ disabled: true }).where(eq(products.id, tee!)));
    await totalsMatch();
    // A category deleted takes its links (and its sub-categories') with it.
    await written((db) => db.delete(productCategories).where(eq(productCategories.id, caps)));
    filters.splice(4, 1);
    await totalsMatch();
    // A product deleted takes its links and its row.
    await written((db) => db.delete(products).where(eq(products.id, tote!)));
    await totalsMatch();
    // Links written with the triggers off for replication (unheard: no kept total moves, so
    // only the uncached count is compared) still keep the copy.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.insert(productCategoryLinks).values(link(hoodie!, hoodies));
      await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, cap!));
    });
    expect(await outOfStep(db)).toEqual([]);
    await totalsMatch(false);
  });
});

describe('the search rows, written by the console', () => {
  // Decision 0036: the copy's sort keys (price, creation time) are what a list's page is ordered
  // by, so every writer of a price must move the copy's too, in its own transaction.
  it('follow an import, a bulk price edit and its rollback, a re-import and a bulk action', async () => {
    const db = t.database.db;
    const acmeId = await storeIdOf(t.app, 'acme');
    const token = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
    const owner = importClient(t, acmeId, 'acme', token);
    await importCsv(owner, csvOf(productRows('copy', 3)));
    await allHeard(t);
    expect(await outOfStep(db)).toEqual([]);
    const copied = async () =>
      (
        (await db.execute(sql`select p.slug, r.final_price as price, r.created_at as created
          from product_search_rows r join products p on p.id = r.product_id
          where p.slug like 'copy-tee-%' order by p.slug`)) as unknown as {
          rows: { slug: string; price: number; created: unknown }[];
        }
      ).rows;
    expect((await copied()).map((row) => [row.slug, row.price])).toEqual([
      ['copy-tee-1', 2000],
      ['copy-tee-2', 2100],
      ['copy-tee-3', 2200],
    ]);
    // A bulk price edit makes a size the cheapest: the product's final price and its copy's move.
    const rows = (await owner.bulkRows('?search=copy-tee-2')).json().data.data as {
      size_id: number;
      size: string;
    }[];
    const large = rows.find((row) => row.size === 'L')!;
    const saved = await owner.bulkEdit([{ size_id: large.size_id, price_cents: 999 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    await allHeard(t);
    expect(await outOfStep(db)).toEqual([]);
    expect((await copied())[1]!.price).toBe(999);
    // Rolled back: the price before.
    expect((await owner.rollback(saved.json().data.id)).statusCode).toBe(200);
    await allHeard(t);
    expect(await outOfStep(db)).toEqual([]);
    expect((await copied())[1]!.price).toBe(2100);
    // The same file with other prices, imported again: updates, not inserts.
    const dearer = productRows('copy', 3).map((row) => ({ ...row, price: `3${row.price}` }));
    await importCsv(owner, csvOf(dearer));
    await allHeard(t);
    expect(await outOfStep(db)).toEqual([]);
    expect((await copied()).map((row) => row.price)).toEqual([32000, 32100, 32200]);
    // The console's bulk action adds a cheaper size to several products in one statement.
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.slug} like 'copy-tee-%'`)
    ).map((row) => row.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/admin/products/bulk`,
      headers: { ...hostOf('acme'), ...bearer(token) },
      payload: { action: 'add_size', product_ids: ids, size: 'XS', price_cents: 500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await allHeard(t);
    expect(await outOfStep(db)).toEqual([]);
    expect((await copied()).map((row) => row.price)).toEqual([500, 500, 500]);
    // A creation time set by hand (the insert's default otherwise) is copied too.
    await written((db) =>
      db
        .update(products)
        .set({ createdAt: new Date('2024-01-02T03:04:05Z') })
        .where(eq(products.id, ids[0]!)),
    );
  });
});

/**
 * Two writers of one product's links, or of its links and its listability, at the same moment
 * (two connections of the pool): the second takes its turn behind the first's lock on the
 * product and reads the links again, so the copy holds both changes.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the search rows, two writers at once', () => {
  it('hold both links of two transactions linking one product, and a link made while it was republished', async () => {
    const db = t.database.db;
    const categories = await createCategories(db, storeId, [
      { name: 'Left', slug: 'left' },
      { name: 'Right', slug: 'right' },
    ]);
    const [left, right] = [categories.get('left')!, categories.get('right')!];
    const [shared, draft] = await createProducts(db, storeId, [
      { name: 'Twin Hoodie', brand: 'Nike' },
      { name: 'Twin Cap', brand: 'Nike', status: 'draft' },
    ]);
    const link = (productId: number, categoryId: number) => ({
      productId,
      categoryId,
      storefrontId: storeId,
    });
    /** Runs `first` in a transaction held open until `second` (another transaction) began. */
    const together = async (
      first: (tx: Database) => Promise<unknown>,
      second: (tx: Database) => Promise<unknown>,
    ) => {
      let began!: () => void;
      const firstWrote = new Promise<void>((resolve) => (began = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const one = db.transaction(async (tx) => {
        await first(tx as unknown as Database);
        began();
        await held;
      });
      await firstWrote;
      const two = db.transaction(async (tx) => second(tx as unknown as Database));
      // Long enough for the second to reach the first's lock (it waits there, not here).
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([one, two]);
    };
    await together(
      (tx) => tx.insert(productCategoryLinks).values(link(shared!, left)),
      (tx) => tx.insert(productCategoryLinks).values(link(shared!, right)),
    );
    expect(await outOfStep(db)).toEqual([]);
    await together(
      (tx) => tx.insert(productCategoryLinks).values(link(draft!, left)),
      (tx) => tx.update(products).set({ status: 'published' }).where(eq(products.id, draft!)),
    );
    expect(await outOfStep(db)).toEqual([]);
    await together(
      (tx) => tx.update(products).set({ status: 'draft' }).where(eq(products.id, draft!)),
      (tx) => tx.insert(productCategoryLinks).values(link(draft!, right)),
    );
    await together(
      (tx) => tx.update(products).set({ status: 'published' }).where(eq(products.id, draft!)),
      (tx) => tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, draft!)),
    );
    expect(await outOfStep(db)).toEqual([]);
  });
});
