import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { vacuumCatalogueTables } from './catalog.queries.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import { vacuumCatalogue } from './catalogue-vacuum.ts';
import {
  isSparse,
  packedPagesOf,
  rebuildSparseSearchCopyIndexes,
  searchCopyIndexSizes,
  SEARCH_COPY_ORDER_INDEXES,
} from './search-copy-indexes.ts';

// Decision 0037, round 3: products whose links are written after them (an import, the fixtures)
// leave the search copy's order indexes sparse; the catalogue vacuum job rebuilds those that
// are, and leaves a packed one alone.

describe('packedPagesOf', () => {
  it('counts entries of a width onto 90 % full leaves, with inner and meta pages', () => {
    // 80 bytes of data: 88 aligned + 4 = 92 bytes an entry, 79 a leaf.
    expect(packedPagesOf(7_900, 80)).toBe(100 + 1 + 1);
    expect(packedPagesOf(0, 80)).toBe(1);
    expect(packedPagesOf(10_000, 20)).toBeLessThan(packedPagesOf(10_000, 60));
  });
});

describe('the search copy order indexes after an import', () => {
  let t: TestApp;
  const sizes = () => searchCopyIndexSizes(t.database.db);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const db = t.database.db;
    const store = (await createStore(db, 'sparse')).id;
    const categories = await createCategories(db, store, [{ name: 'Tees', slug: 'tees' }]);
    // The fixtures write each batch's links after its products, as an import does.
    const specs = Array.from({ length: 3_000 }, (_, i) => ({
      name: `Sparse Tee ${i}`,
      brand: `Brand ${i % 7}`,
      finalPrice: 1_000 + ((i * 7_919) % 9_000),
      categories: ['tees'],
    }));
    await createProducts(db, store, specs, categories);
    await vacuumCatalogueTables(db);
  }, 120_000);
  afterAll(() => t?.close());

  it('are found sparse, every one of them', async () => {
    const before = await sizes();
    expect(before.map((index) => index.name).sort()).toEqual([...SEARCH_COPY_ORDER_INDEXES].sort());
    for (const index of before) expect(isSparse(index), JSON.stringify(index)).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are not rebuilt while another instance rebuilds them (its advisory lock)',
    async () => {
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        await other.query('SELECT pg_advisory_lock(1511038)');
        expect(await rebuildSparseSearchCopyIndexes(t.database.db, t.database.kind)).toEqual([]);
      } finally {
        await other.query('SELECT pg_advisory_unlock(1511038)');
        other.release();
      }
      expect((await sizes()).every(isSparse)).toBe(true);
    },
  );

  it('are rebuilt packed by the vacuum job when sparse, and a packed one is left alone', async () => {
    const before = new Map((await sizes()).map((index) => [index.name, index]));
    // One packed beforehand (as by an earlier run): the job must not rebuild it.
    await t.database.db.execute(sql`REINDEX INDEX product_search_rows_id`);
    const packedByHand = (await sizes()).find((index) => index.name === 'product_search_rows_id')!;
    expect(isSparse(packedByHand)).toBe(false);
    const rebuilt = await vacuumCatalogue(t.database.db, t.database.kind);
    expect(rebuilt.sort()).toEqual([
      'product_search_rows_created',
      'product_search_rows_name',
      'product_search_rows_price',
    ]);
    for (const index of await sizes()) {
      expect(isSparse(index), JSON.stringify(index)).toBe(false);
      expect(index.pages).toBeLessThan(before.get(index.name)!.pages);
    }
    expect(await rebuildSparseSearchCopyIndexes(t.database.db, t.database.kind)).toEqual([]);
  });
});
