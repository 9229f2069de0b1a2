import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { products, storefronts } from '../../db/schema/index.ts';
import { allHeard, createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createProducts, createStore } from './catalog.fixtures.ts';

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

/** The rows the copy should hold and does not, and those it holds and should not. */
async function outOfStep(db: Database): Promise<unknown[]> {
  const result = (await db.execute(sql`
    (SELECT 'missing' AS side, id, storefront_id, name, brand, start_publish_date,
        end_publish_date, search_vector::text AS vector
      FROM products WHERE status = 'published' AND NOT disabled AND NOT discontinued
     EXCEPT
     SELECT 'missing', product_id, storefront_id, name, brand, start_publish_date,
        end_publish_date, search_vector::text FROM product_search_rows)
    UNION ALL
    (SELECT 'extra', product_id, storefront_id, name, brand, start_publish_date,
        end_publish_date, search_vector::text FROM product_search_rows
     EXCEPT
     SELECT 'extra', id, storefront_id, name, brand, start_publish_date, end_publish_date,
        search_vector::text
      FROM products WHERE status = 'published' AND NOT disabled AND NOT discontinued)`)) as unknown as {
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

  it('are kept by a write whose triggers are off for replication, and a price change leaves them', async () => {
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
    // A price, stock counters or a picture: no copied column changes, the row is not rewritten.
    await written((tx) =>
      tx
        .update(products)
        .set({ finalPrice: 4321, thumbnailPath: '/media/x.webp', name: 'Quiet Hoodie' })
        .where(eq(products.id, ids[0]!)),
    );
    expect(await rowVersion()).toBe(before);
  });
});
