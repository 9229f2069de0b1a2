import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariantSizes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ALEX, signedInWithRole, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import {
  csvOf,
  importClient,
  importCsv,
  productRows,
  type Client,
} from './catalogue-import.fixtures.ts';

let t: TestApp;
let acmeId: number;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = importClient(
    t,
    acmeId,
    'acme',
    await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'),
  );
  await importCsv(owner, csvOf(productRows('grid', 3)));
});
afterAll(() => t.close());

type GridRow = {
  size_id: number;
  slug: string;
  size: string;
  price_cents: number;
  quantity: number;
  status: string;
};
const gridRows = async (query = '?search=grid-tee') =>
  (await owner.bulkRows(query)).json().data.data as GridRow[];

const sizeOf = async (id: number) =>
  (await t.app.db.select().from(productVariantSizes).where(eq(productVariantSizes.id, id)))[0]!;

describe('GET /api/storefronts/{id}/bulk-edit/rows', () => {
  it('answers one row per size, filtered by search and category, paged', async () => {
    const rows = await gridRows();
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      slug: 'grid-tee-1',
      size: 'S',
      price_cents: 2000,
      quantity: 10,
      status: 'published',
    });
    const paged = (await owner.bulkRows('?search=grid-tee&rows=4&page=3')).json().data;
    expect(paged).toMatchObject({ total: 9, last_page: 3 });
    expect(paged.data).toHaveLength(1);
    // "apparel" includes its T-shirts; drinkware has none of these.
    expect(await gridRows('?search=grid-tee&category=apparel')).toHaveLength(9);
    expect(await gridRows('?search=grid-tee&category=drinkware')).toHaveLength(0);
  });
});

describe('POST /api/storefronts/{id}/bulk-edits', () => {
  it('saves only the changed cells as an import that can be rolled back', async () => {
    const [s, m] = await gridRows();
    const saved = await owner.bulkEdit([
      { size_id: s!.size_id, price_cents: 2599 },
      { size_id: m!.size_id, quantity: 3, status: 'draft' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ kind: 'bulk_edit', status: 'applied', updated: 2 });
    expect(await sizeOf(s!.size_id)).toMatchObject({ price: 2599, quantity: 10 });
    expect(await sizeOf(m!.size_id)).toMatchObject({ price: 2010, quantity: 3 });
    const [product] = await t.app.db.select().from(products).where(eq(products.slug, 'grid-tee-1'));
    expect(product).toMatchObject({ status: 'draft', finalPrice: 2010 });
    const history = (await owner.list()).json().data.data;
    expect(history[0]).toMatchObject({
      id: saved.json().data.id,
      kind: 'bulk_edit',
      file_name: 'Bulk edit',
    });

    expect((await owner.rollback(saved.json().data.id)).statusCode).toBe(200);
    expect(await sizeOf(s!.size_id)).toMatchObject({ price: 2000 });
    expect(await sizeOf(m!.size_id)).toMatchObject({ quantity: 11 });
    const [restored] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.slug, 'grid-tee-1'));
    expect(restored).toMatchObject({ status: 'published', finalPrice: 2000 });
  });

  it('refuses what the editor refuses, by change and field, and writes nothing', async () => {
    const [s, m, l] = await gridRows('?search=grid-tee-2');
    const res = await owner.bulkEdit([
      { size_id: s!.size_id, price_cents: 2222 },
      {
        size_id: m!.size_id,
        start_publish_date: '2030-01-02T00:00:00Z',
        end_publish_date: '2030-01-01T00:00:00Z',
      },
      { size_id: l!.size_id, status: 'draft' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'changes.0.end_publish_date': ['The end must come after the start.'],
    });
    expect(await sizeOf(s!.size_id)).toMatchObject({ price: 2100 });

    const negative = await owner.bulkEdit([{ size_id: s!.size_id, quantity: -1 }]);
    expect(negative.statusCode).toBe(400);
    const unknown = await owner.bulkEdit([{ size_id: 999_999, quantity: 1 }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'changes.0.size_id': ['No such size in this store.'] });
  });

  it('refuses shoppers (403), staff (403) and other stores’ owners (404)', async () => {
    const [row] = await gridRows();
    const change = [{ size_id: row!.size_id, quantity: 99 }];
    const shopper = importClient(
      t,
      acmeId,
      'acme',
      await signInAs(t, 'acme', ALEX.email, ALEX.password),
    );
    const staff = importClient(t, acmeId, 'acme', await signedInWithRole(t, 'acme', 'staff'));
    const globex = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const other = importClient(t, acmeId, 'globex', globex);
    for (const [client, status] of [
      [shopper, 403],
      [staff, 403],
      [other, 404],
    ] as const) {
      expect((await client.bulkRows()).statusCode).toBe(status);
      expect((await client.bulkEdit(change)).statusCode).toBe(status);
    }
    // Globex's owner cannot edit acme's sizes through their own store either.
    const own = importClient(t, await storeIdOf(t.app, 'globex'), 'globex', globex);
    expect((await own.bulkEdit(change)).statusCode).toBe(422);
    expect(await sizeOf(row!.size_id)).toMatchObject({ quantity: 10 });
  });
});
