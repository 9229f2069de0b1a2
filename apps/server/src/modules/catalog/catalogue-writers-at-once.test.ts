import { sql } from 'drizzle-orm';
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
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

// Bulk writers of the catalogue (imports and their rollback, bulk edits, the console's bulk
// actions) each lock many products in one transaction; the search copy's link triggers lock the
// products whose links they change (0019). Two such transactions that lock the same products in
// different orders deadlock on PostgreSQL, which aborts one (40P01): its owner sees an error for
// a change they made right. So every bulk writer locks its products in id order first (decision
// 0037, round 2). Here a transaction holds the middle product while two writers of the same
// products, listed in opposite orders, start: each locks what it can and waits for the middle
// one. Let go, they would each hold what the other wants next; in one order, the second waits
// for the first, and both succeed. PostgreSQL only: PGlite runs one statement at a time.

const PRODUCTS = 20;

let t: TestApp;
let storeId: number;
let owner: Client;
let token: string;
let ids: number[];

/** The import's rows for the products, in the order given, with prices of this round. */
function rowsInOrder(round: number, order: 'ascending' | 'descending') {
  const rows = productRows('locked', PRODUCTS).map((row): Row => ({
    ...row,
    price: `${30 + round}.${order === 'ascending' ? '1' : '2'}0`,
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

const bulk = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${storeId}/admin/products/bulk`,
    headers: { ...hostOf('acme'), ...bearer(token) },
    payload,
  });

/** Statements of this database waiting for a lock (a row's, a transaction's). */
async function waiting(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row!.n;
}

/**
 * Starts the writers while a transaction holds the middle product, and lets it go once both
 * wait (each having locked, in its own order, what it could before the middle one).
 */
async function whileMiddleHeld(writers: (() => Promise<Answer>)[]): Promise<Answer[]> {
  const middle = ids[PRODUCTS / 2]!;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM products WHERE id = ${middle} FOR NO KEY UPDATE`);
    locked();
    await held;
  });
  await isLocked;
  let done = 0;
  const answers = Promise.all(writers.map((write) => write().finally(() => done++)));
  try {
    const deadline = Date.now() + 20_000;
    while ((await waiting()) + done < writers.length) {
      if (Date.now() > deadline) throw new Error('the writers never both waited');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    release();
    await holder;
  }
  return answers;
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
      const answers = await whileMiddleHeld([() => owner.apply(up), () => owner.apply(down)]);
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
        const answers = await whileMiddleHeld([
          () => owner.apply(file),
          () => bulk({ ...action, product_ids: ids }),
        ]);
        for (const res of answers)
          expect(res.statusCode, `${action.action}, ${order}: ${said(res)}`).toBe(200);
      }
  }, 60_000);
});
