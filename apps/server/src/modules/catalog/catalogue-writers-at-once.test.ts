import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  csvOf,
  importClient,
  productRows,
  type Client,
  type Row,
} from '../catalogue-import/catalogue-import.fixtures.ts';
import { cartClient, productOf, sizeOf } from '../cart/cart.fixtures.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

// Bulk writers of the catalogue (imports and their rollback, bulk edits, the console's bulk
// actions) each lock many products in one transaction; the search copy's link triggers lock the
// products whose links they change (0019). Two such transactions that lock the same products in
// different orders deadlock on PostgreSQL, which aborts one (40P01): its owner sees an error for
// a change they made right. So every bulk writer locks its products in id order first (decision
// 0037, round 2). Here a transaction holds the middle product while two writers of the same
// products, listed in opposite orders, start one after the other: each locks what it can and
// waits. Let go, they would each hold what the other wants next; in one order, the second waits
// for the first, and both succeed. The checkout, which reserves sizes, is held against an import
// the same way. PostgreSQL only: PGlite runs one statement at a time.

const PRODUCTS = 20;

let t: TestApp;
let storeId: number;
let owner: Client;
let token: string;
let ids: number[];

/**
 * The import's rows for the products, in the order given, with prices of this round; `brand`
 * names the products' brand (on each product's first row).
 */
function rowsInOrder(round: number, order: 'ascending' | 'descending', brand?: string) {
  const rows = productRows('locked', PRODUCTS).map((row): Row => ({
    ...row,
    price: `${30 + round}.${order === 'ascending' ? '1' : '2'}0`,
    ...(brand && row.name ? { brand } : {}),
  }));
  if (order === 'ascending') return rows;
  // Products last to first, each product's sizes still after its first row.
  const slugs = [...new Set(rows.map((row) => row.slug))].reverse();
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

type Answer = { statusCode: number; body: string };

/** What a refused request said, short. */
const said = (res: Answer) => `${res.statusCode} ${res.body.slice(0, 300)}`;

/** Uploads (checks) a CSV; answers its import's id. */
async function checked(csv: string): Promise<number> {
  const res = await owner.upload(csv);
  expect(res.statusCode, said(res)).toBe(201);
  return res.json().data.id as number;
}

/** The owner's call to one of the store's API routes. */
const call = (method: 'POST' | 'DELETE', path: string, payload: object) =>
  t.app.inject({
    method,
    url: `/api/storefronts/${storeId}${path}`,
    headers: { ...hostOf('acme'), ...bearer(token) },
    payload,
  });

const bulk = (payload: object) => call('POST', '/admin/products/bulk', payload);

/**
 * Rewrites the brand's products last to first, each with a description too long to stay on its
 * page and a later `updated_at`, so that the brand's rename, which reads them in the order of
 * their page or of that index, meets them out of id order. Answers a product to hold for the
 * rename to lock a product above it before it waits for one below.
 */
async function storedLastToFirst(brand: string): Promise<number> {
  for (const id of [...ids].reverse())
    await t.database.db.execute(sql`UPDATE products
      SET description = (SELECT string_agg(md5(random()::text), '') FROM generate_series(1, 60)),
        updated_at = clock_timestamp()
      WHERE id = ${id}`);
  // In the order a statement with the rename's condition reads them.
  const [first] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM products WHERE storefront_id = ${storeId} AND brand = ${brand}`,
  );
  const at = ids.indexOf(Number(first!.id));
  expect(at).toBeGreaterThanOrEqual(2);
  return ids[at - 1]!;
}

/** Checks and applies an import on its own, its answer expected to be 200. */
async function imported(csv: string) {
  const res = await owner.apply(await checked(csv));
  expect(res.statusCode, said(res)).toBe(200);
}

/** Statements of this database waiting for a lock (a row's, a transaction's). */
async function waiting(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row!.n;
}

/** Waits until `count` writers wait for a lock or are done. */
async function untilWaiting(count: number, done: () => number) {
  const deadline = Date.now() + 20_000;
  while ((await waiting()) + done() < count) {
    if (Date.now() > deadline) throw new Error(`the writers never all waited (${count})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A product, locked as an update of its non-key columns locks it. */
const productLock = (id: number) => sql`SELECT 1 FROM products WHERE id = ${id} FOR NO KEY UPDATE`;

/**
 * Starts the writers one after the other while a transaction holds `lock` (the middle product
 * unless told), and lets it go once all wait (each having locked, in its own order, what it could
 * before the held one or a product an earlier writer holds). `beforeCommit` runs in that
 * transaction as it lets go.
 */
async function whileHeld(
  writers: (() => Promise<Answer>)[],
  lock: SQL = productLock(ids[PRODUCTS / 2]!),
  beforeCommit?: SQL,
): Promise<Answer[]> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await held;
    if (beforeCommit) await tx.execute(beforeCommit);
  });
  await isLocked;
  let done = 0;
  const started: Promise<Answer>[] = [];
  try {
    for (const write of writers) {
      started.push(write().finally(() => done++));
      await untilWaiting(started.length, () => done);
    }
  } finally {
    release();
    await holder;
  }
  return Promise.all(started);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('catalogue writers at once', () => {
  beforeAll(async () => {
    t = await createTestApp();
    storeId = await storeIdOf(t.app, 'acme');
    token = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
    owner = importClient(t, storeId, 'acme', token);
    const first = await checked(csvOf(rowsInOrder(0, 'ascending')));
    expect((await owner.apply(first)).statusCode).toBe(200);
    const rows = await rowsOf<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM products WHERE storefront_id = ${storeId} AND slug LIKE 'locked-tee-%'
        ORDER BY id`,
    );
    ids = rows.map((row) => Number(row.id));
    expect(ids).toHaveLength(PRODUCTS);
  });
  afterAll(() => t?.close());

  it('two imports of the same products, listed in opposite orders, both apply', async () => {
    for (let round = 1; round <= 2; round++) {
      const up = await checked(csvOf(rowsInOrder(round, 'ascending')));
      const down = await checked(csvOf(rowsInOrder(round, 'descending')));
      const answers = await whileHeld([() => owner.apply(up), () => owner.apply(down)]);
      for (const res of answers) expect(res.statusCode, `round ${round}: ${said(res)}`).toBe(200);
    }
  }, 60_000);

  it('a bulk action and an import of the same products, in opposite orders, both apply', async () => {
    const [category] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM product_categories WHERE storefront_id = ${storeId} AND slug = 'drinkware'`,
    );
    // Links are written in id order by the copy's trigger; statuses and prices updated in the
    // order the rows are scanned, which the last import's order of writing decides: each action
    // meets an import in both orders.
    const actions = [
      { action: 'add_to_category', category_id: Number(category!.id) },
      { action: 'unpublish' },
      { action: 'add_size', size: 'XXL' },
      { action: 'publish' },
    ];
    let round = 10;
    for (const action of actions)
      for (const order of ['descending', 'ascending'] as const) {
        const file = await checked(csvOf(rowsInOrder(round++, order)));
        const answers = await whileHeld([
          () => owner.apply(file),
          () => bulk({ ...action, product_ids: ids }),
        ]);
        for (const res of answers)
          expect(res.statusCode, `${action.action}, ${order}: ${said(res)}`).toBe(200);
      }
  }, 60_000);

  it("a brand's rename and an import of its products, in either order, both apply", async () => {
    let round = 20;
    for (const order of ['descending', 'ascending'] as const) {
      const brand = `Locked ${round}`;
      await imported(csvOf(rowsInOrder(round++, order, brand)));
      const held = await storedLastToFirst(brand);
      const file = await checked(csvOf(rowsInOrder(round++, order, brand)));
      const answers = await whileHeld(
        [
          () => owner.apply(file),
          () => call('POST', '/brands/rename', { name: brand, new_name: `${brand} renamed` }),
        ],
        productLock(held),
      );
      for (const res of answers) expect(res.statusCode, `${order}: ${said(res)}`).toBe(200);
    }
  }, 60_000);

  it("a category's removal and an import of its products, in either order, both apply", async () => {
    let round = 30;
    for (const order of ['descending', 'ascending'] as const) {
      const created = await call('POST', '/categories', {
        name: `Locked ${round}`,
        slug: `locked-${round}`,
      });
      expect(created.statusCode, said(created)).toBe(201);
      const categoryId = created.json().data.id as number;
      const linked = await bulk({
        action: 'add_to_category',
        category_id: categoryId,
        product_ids: ids,
      });
      expect(linked.statusCode, said(linked)).toBe(200);
      const file = await checked(csvOf(rowsInOrder(round++, order)));
      const answers = await whileHeld([
        () => owner.apply(file),
        () => call('DELETE', `/categories/${categoryId}`, { move_products_to: null }),
      ]);
      for (const res of answers) expect(res.statusCode, `${order}: ${said(res)}`).toBe(200);
    }
  }, 60_000);

  it('a checkout and an import of the sizes it sells both go through', async () => {
    // The checkout reserves its sizes in id order whatever its lines' order (here last product
    // first); the import writes the sizes it changes in id order too, and neither product lock
    // (the import's) nor the order lines' references (the checkout's) conflict with the other.
    const lines = [];
    for (const n of [PRODUCTS, PRODUCTS - 3, PRODUCTS / 2, 4, 1])
      lines.push(sizeOf(await productOf(t.app, `locked-tee-${n}`, storeId), 'Navy', 'M'));
    let round = 40;
    for (const order of ['descending', 'ascending'] as const) {
      const cart = cartClient(t.app, storeId);
      for (const line of lines)
        expect((await cart.add({ ...line, quantity: 1 })).statusCode).toBe(201);
      const file = await checked(csvOf(rowsInOrder(round++, order)));
      const [placed, applied] = await whileHeld(
        [() => checkoutCalls(t.app, storeId, cart).place(), () => owner.apply(file)],
        sql`SELECT 1 FROM product_variant_sizes WHERE id = ${lines[2]!.product_size_id}
          FOR NO KEY UPDATE`,
      );
      expect(placed!.statusCode, `${order}: ${said(placed!)}`).toBe(201);
      expect(applied!.statusCode, `${order}: ${said(applied!)}`).toBe(200);
    }
  }, 60_000);

  it('a bulk action whose category is removed meanwhile answers 409 and links nothing', async () => {
    const created = await call('POST', '/categories', { name: 'Gone', slug: 'gone' });
    expect(created.statusCode, said(created)).toBe(201);
    const categoryId = created.json().data.id as number;
    // Held, the category lets the action find it but not link to it until it is removed.
    const [res] = await whileHeld(
      [() => bulk({ action: 'add_to_category', category_id: categoryId, product_ids: ids })],
      sql`SELECT 1 FROM product_categories WHERE id = ${categoryId} FOR UPDATE`,
      sql`DELETE FROM product_categories WHERE id = ${categoryId}`,
    );
    expect(res!.statusCode, said(res!)).toBe(409);
    expect(JSON.parse(res!.body).message).toMatch(/changed at the same time/);
    const [links] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM product_category_links WHERE category_id = ${categoryId}`,
    );
    expect(links!.n).toBe(0);
  });
});
