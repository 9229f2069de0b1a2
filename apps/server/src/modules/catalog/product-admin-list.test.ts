import {
  ADMIN_PRODUCT_STATES,
  LOW_STOCK_THRESHOLD_DEFAULT,
  type AdminProductListResponse,
  type AdminProductRow,
  type AdminProductState,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInWithRole, signInAs } from '../identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  createCategories,
  createProducts,
  createStore,
  type ProductSpec,
} from './catalog.fixtures.ts';

let t: TestApp;
let storeId: number;
let otherStoreId: number;
let categories: Map<string, number>;
const who = {} as Record<'owner' | 'staff' | 'shopper' | 'otherOwner', Record<string, string>>;

const SLUG = 'listshop';
const past = new Date(Date.now() - 86_400_000);
const future = new Date(Date.now() + 86_400_000);
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

/** 60 products whose states, brands, categories and stock vary with their number. */
const listed: ProductSpec[] = Array.from({ length: 60 }, (_, i) => {
  const quantity = [0, 2, 10][i % 3]!;
  return {
    name: `Item ${String(i).padStart(2, '0')}`,
    brand: [null, 'Gildan', 'Bella+Canvas', 'Port & Co'][i % 4],
    status: i % 6 === 0 ? 'draft' : 'published',
    startPublishDate: i % 6 === 1 ? future : null,
    endPublishDate: i % 6 === 2 ? past : null,
    discontinued: i % 10 === 3,
    disabled: i % 10 === 4,
    needAttention: i % 7 === 5 ? 1 : 0,
    libraryApproved: i % 9 !== 6,
    createdAt: day(60 - i),
    categories: [['tees'], ['apparel'], ['mugs'], []][i % 4],
    variants: [
      {
        color: 'Black',
        sizes: [
          { size: 'S', price: 1000 + 10 * i, quantity },
          { size: 'M', price: 1500 + 10 * i, quantity },
        ],
      },
    ],
  };
});

/** The states the list must give each generated product. */
function statesOf(spec: ProductSpec): AdminProductState[] {
  const published = spec.status === 'published';
  const scheduled = published && spec.startPublishDate === future;
  const expired = published && spec.endPublishDate === past;
  const live = published && !scheduled && !expired && !spec.discontinued && !spec.disabled;
  const is: Record<AdminProductState, boolean> = {
    live,
    scheduled,
    expired,
    draft: !published,
    discontinued: !!spec.discontinued,
    disabled: !!spec.disabled,
    needs_attention: !!spec.needAttention,
    not_approved: spec.libraryApproved === false,
  };
  return ADMIN_PRODUCT_STATES.filter((state) => is[state]);
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A digest of the store's catalogue and audit rows: equal digests, nothing changed. */
async function storeDigest(): Promise<string> {
  const [row] = await rowsOf<{ md5: string }>(sql`
    SELECT md5(
      (SELECT coalesce(string_agg(p::text, '|' ORDER BY p.id), '') FROM products p WHERE storefront_id = ${storeId}) ||
      (SELECT coalesce(string_agg(v::text, '|' ORDER BY v.id), '') FROM product_variants v WHERE storefront_id = ${storeId}) ||
      (SELECT coalesce(string_agg(s::text, '|' ORDER BY s.id), '') FROM product_variant_sizes s WHERE storefront_id = ${storeId}) ||
      (SELECT coalesce(string_agg(l::text, '|' ORDER BY l::text), '') FROM product_category_links l WHERE storefront_id = ${storeId}) ||
      (SELECT count(*)::text FROM audit_entries WHERE storefront_id = ${storeId})) AS md5`);
  return row!.md5;
}

const base = (id = storeId) => `/api/storefronts/${id}/admin/products`;

async function list(query: Record<string, string | number> = {}, headers = who.owner) {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.app.inject({
    url: `${base()}?${params}`,
    headers: { ...hostOf(SLUG), ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminProductListResponse).data;
}

/** Every product the query matches, page after page. */
async function listAll(query: Record<string, string | number> = {}) {
  const rows: AdminProductRow[] = [];
  for (let page = 1; ; page++) {
    const result = await list({ per_page: 100, ...query, page });
    rows.push(...result.data);
    if (page >= result.last_page) return rows;
  }
}

const bulk = (payload: object, headers = who.owner) =>
  t.app.inject({
    method: 'POST',
    url: `${base()}/bulk`,
    headers: { ...hostOf(SLUG), ...headers },
    payload,
  });

const names = (rows: AdminProductRow[]) => rows.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  storeId = (await createStore(db, SLUG)).id;
  categories = await createCategories(db, storeId, [
    { name: 'Apparel', slug: 'apparel', children: [{ name: 'Tees', slug: 'tees' }] },
    { name: 'Mugs', slug: 'mugs' },
    { name: 'Bulk', slug: 'bulk' },
  ]);
  await createProducts(
    db,
    storeId,
    [
      ...listed,
      { name: '100% Cotton_Tee', slug: 'percent-tee', status: 'draft', createdAt: day(100) },
      { name: 'Mystery', slug: 'secret-handle', status: 'draft', createdAt: day(101) },
    ],
    categories,
  );
  who.owner = await signedInWithRole(t, SLUG, 'owner');
  who.staff = await signedInWithRole(t, SLUG, 'staff');
  who.shopper = await signedInWithRole(t, SLUG, 'customer');
  who.otherOwner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  otherStoreId = (
    await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf('acme') })
  ).json().data.id;
});
afterAll(() => t.close());

describe('the console’s product list', () => {
  it('searches name, slug and brand in any case and any part, % and _ as letters', async () => {
    expect(names((await list({ search: 'item 0' })).data)).toHaveLength(10);
    expect(names((await list({ search: 'SECRET-hand' })).data)).toEqual(['Mystery']);
    const bella = await listAll({ search: 'bella+c' });
    expect(bella).toHaveLength(15);
    expect(bella.every((row) => row.brand === 'Bella+Canvas')).toBe(true);
    expect(names((await list({ search: '100%' })).data)).toEqual(['100% Cotton_Tee']);
    expect(names((await list({ search: 'n_t' })).data)).toEqual(['100% Cotton_Tee']);
    expect((await list({ search: '%' })).total).toBe(1);
  });

  it('gives each product its states, and counts each state in one answer', async () => {
    const result = await list({ search: 'Item', per_page: 100 });
    expect(result.total).toBe(60);
    for (const row of result.data) {
      const spec = listed[Number(row.name.slice(5))]!;
      expect(row.states, row.name).toEqual(statesOf(spec));
    }
    const expected = Object.fromEntries(
      ADMIN_PRODUCT_STATES.map((state) => [
        state,
        listed.filter((spec) => statesOf(spec).includes(state)).length,
      ]),
    );
    expect(result.counts).toEqual({ all: 60, ...expected });
    for (const state of ADMIN_PRODUCT_STATES) {
      const filtered = await list({ search: 'Item', state, per_page: 100 });
      expect(filtered.total, state).toBe(expected[state]);
      expect(filtered.data.every((row) => row.states.includes(state))).toBe(true);
      // Counts follow the search only, whatever the state filter.
      expect(filtered.counts).toEqual(result.counts);
    }
  });

  it('filters by status, category with its sub-categories, brand and stock state', async () => {
    expect((await list({ search: 'Item', status: 'draft' })).total).toBe(10);
    expect((await list({ category_id: categories.get('apparel')! })).total).toBe(30);
    expect((await list({ category_id: categories.get('tees')! })).total).toBe(15);
    expect((await list({ brand: 'Gildan' })).total).toBe(15);
    const out = await listAll({ stock: 'out' });
    // Two products of no sizes at all count as out of stock too.
    expect(out).toHaveLength(22);
    expect(out.every((row) => row.total_stock === 0 && row.stock_state === 'out')).toBe(true);
    const low = await listAll({ stock: 'low' });
    expect(low).toHaveLength(20);
    expect(low.every((row) => row.total_stock === 4 && row.stock_state === 'low')).toBe(true);
    const inStock = await listAll({ stock: 'in_stock' });
    expect(inStock).toHaveLength(20);
    expect(inStock.every((row) => row.total_stock > LOW_STOCK_THRESHOLD_DEFAULT)).toBe(true);
  });

  it('shows price range, stock, colours and categories of each row', async () => {
    const [row] = (await list({ search: 'Item 04' })).data;
    expect(row).toMatchObject({
      name: 'Item 04',
      slug: 'item-04',
      brand: null,
      status: 'published',
      price_min_cents: 1040,
      price_max_cents: 1540,
      total_stock: 4,
      variants_count: 1,
      categories: [{ id: categories.get('tees'), name: 'Tees' }],
    });
  });

  it('sorts by name, price, stock, created and updated, both ways', async () => {
    const ascending = names(await listAll({ search: 'Item', sort: 'name', order: 'asc' }));
    expect(ascending).toEqual(listed.map((spec) => spec.name));
    const byPrice = await listAll({ search: 'Item', sort: 'price', order: 'desc' });
    expect(byPrice.map((row) => row.price_min_cents)).toEqual(
      listed.map((_, i) => 1000 + 10 * i).reverse(),
    );
    const byStock = (await listAll({ search: 'Item', sort: 'stock', order: 'asc' })).map(
      (row) => row.total_stock,
    );
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
    expect(byStock[0]).toBe(0);
    const newest = names(await listAll({ search: 'Item', sort: 'created', order: 'desc' }));
    expect(newest).toEqual(ascending);
    const updated = await listAll({ search: 'Item', sort: 'updated', order: 'asc' });
    const stamps = updated.map((row) => row.updated_at);
    expect(stamps).toEqual([...stamps].sort());
  });

  it('pages on the server', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((page) =>
        list({ search: 'Item', sort: 'name', order: 'asc', per_page: 9, page }),
      ),
    );
    expect(pages[0]).toMatchObject({ total: 60, from: 1, last_page: 7 });
    expect(pages[6]).toMatchObject({ from: 55 });
    expect(pages[6]!.data).toHaveLength(6);
    expect(pages.flatMap((page) => names(page.data))).toEqual(listed.map((spec) => spec.name));
    const beyond = await list({ search: 'Item', per_page: 9, page: 8 });
    expect(beyond).toMatchObject({ data: [], from: null, total: 60 });
  });

  it('is open to staff, refused to strangers, shoppers and other stores', async () => {
    expect((await list({}, who.staff)).total).toBe(62);
    const call = (headers: Record<string, string>, id = storeId) =>
      t.app.inject({ url: base(id), headers });
    expect((await call(hostOf(SLUG))).statusCode).toBe(401);
    expect((await call({ ...hostOf(SLUG), ...who.shopper })).statusCode).toBe(403);
    expect((await call({ ...hostOf('acme'), ...who.otherOwner })).statusCode).toBe(404);
    expect((await call({ ...hostOf('acme'), ...who.otherOwner }, otherStoreId)).statusCode).toBe(
      200,
    );
  });

  it('offers every category in tree order and every brand, drafts’ too', async () => {
    const res = await t.app.inject({
      url: `${base()}/facets`,
      headers: { ...hostOf(SLUG), ...who.staff },
    });
    expect(res.json().data).toEqual({
      categories: [
        { id: categories.get('apparel'), name: 'Apparel', depth: 0 },
        { id: categories.get('tees'), name: 'Tees', depth: 1 },
        { id: categories.get('mugs'), name: 'Mugs', depth: 0 },
        { id: categories.get('bulk'), name: 'Bulk', depth: 0 },
      ],
      brands: ['Bella+Canvas', 'Gildan', 'Port & Co'],
    });
  });

  it('refuses a bad query with the fields named', async () => {
    const res = await t.app.inject({
      url: `${base()}?state=gone&per_page=1000`,
      headers: { ...hostOf(SLUG), ...who.owner },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['state', 'per_page']));
  });
});

describe('bulk actions', () => {
  let bulkIds: number[];

  beforeAll(async () => {
    bulkIds = await createProducts(
      t.database.db,
      storeId,
      Array.from({ length: 50 }, (_, i) => ({
        name: `Bulk Tee ${i}`,
        status: 'draft',
        categories: ['mugs'],
        variants: [
          {
            color: 'Navy',
            sizes: [
              { size: 'M', price: 2000 + i, quantity: 7, weightGrams: 150 },
              { size: 'S', price: 1500 + i, quantity: 3, weightGrams: 120 },
            ],
          },
          { color: 'White', sizes: [{ size: 'L', price: 2500, quantity: 1 }] },
        ],
      })),
      categories,
    );
  });

  const sizesOf = (size: string) =>
    rowsOf<{
      product_id: number;
      color: string;
      price: number;
      quantity: number;
      weight_grams: number;
    }>(sql`
      SELECT v.product_id, v.color, s.price, s.quantity, s.weight_grams
      FROM product_variant_sizes s JOIN product_variants v ON v.id = s.variant_id
      WHERE v.storefront_id = ${storeId} AND s.size = ${size} ORDER BY v.product_id, v.color`);
  const finalPrices = async () =>
    (
      await rowsOf<{ id: number; final_price: number }>(
        sql`SELECT id, final_price FROM products WHERE id IN ${bulkIds} ORDER BY id`,
      )
    ).map((row) => row.final_price);

  it('refuses staff, shoppers, strangers and other stores, changing nothing', async () => {
    const before = await storeDigest();
    const payload = { action: 'publish', product_ids: bulkIds };
    expect((await bulk(payload, who.staff)).statusCode).toBe(403);
    expect((await bulk(payload, who.shopper)).statusCode).toBe(403);
    expect((await bulk(payload, {})).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: `${base()}/bulk`,
      headers: { ...hostOf('acme'), ...who.otherOwner },
      payload,
    });
    expect(other.statusCode).toBe(404);
    // Acme's owner naming this store's products in acme's own store changes none of them.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${base(otherStoreId)}/bulk`,
      headers: { ...hostOf('acme'), ...who.otherOwner },
      payload,
    });
    expect(foreign.json().data).toEqual({ changed: 0, unchanged: 50 });
    expect(await storeDigest()).toBe(before);
  });

  it('refuses a bad payload with the fields named, changing nothing', async () => {
    const before = await storeDigest();
    const bad = [
      { action: 'explode', product_ids: bulkIds },
      { action: 'publish' },
      { action: 'publish', product_ids: bulkIds, filter: { search: 'Bulk' } },
      { action: 'publish', product_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { action: 'add_size', product_ids: bulkIds, size: '', price_cents: -1 },
      {
        action: 'add_colour',
        product_ids: bulkIds,
        color: 'Red',
        primary_hex_color: 'red',
        sizes: [],
      },
      { action: 'move_to_category', product_ids: bulkIds },
    ];
    for (const payload of bad) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    // Another store's category: refused after the products are found, the transaction undone.
    const [acmeCategory] = await rowsOf<{ id: number }>(
      sql`SELECT id FROM product_categories WHERE storefront_id = ${otherStoreId} LIMIT 1`,
    );
    const foreign = await bulk({
      action: 'move_to_category',
      product_ids: bulkIds,
      category_id: acmeCategory!.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('category_id');
    expect(await storeDigest()).toBe(before);
  });

  it('refuses "all matching" beyond the limit', async () => {
    const { db } = t.database;
    const many = await createStore(db, 'manyshop');
    await createProducts(
      db,
      many.id,
      Array.from({ length: 501 }, (_, i) => ({ name: `P${i}`, variants: [] })),
    );
    const owner = await signedInWithRole(t, 'manyshop', 'owner');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${many.id}/admin/products/bulk`,
      headers: { ...hostOf('manyshop'), ...owner },
      payload: { action: 'publish', filter: {} },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('filter');
  });

  it('publishes and unpublishes, counting what was already so, audited once', async () => {
    const first = bulkIds.slice(0, 10);
    expect((await bulk({ action: 'publish', product_ids: first })).json().data).toEqual({
      changed: 10,
      unchanged: 0,
    });
    const res = await bulk({ action: 'publish', filter: { search: 'bulk tee' } });
    expect(res.json().data).toEqual({ changed: 40, unchanged: 10 });
    expect((await list({ search: 'Bulk Tee', state: 'live' })).total).toBe(50);
    const [entry] = await rowsOf<{ action: string; after: { product_ids: number[] } }>(sql`
      SELECT action, after FROM audit_entries WHERE storefront_id = ${storeId} ORDER BY id DESC LIMIT 1`);
    expect(entry!.action).toBe('products.publish');
    expect(entry!.after.product_ids).toEqual(bulkIds.slice(10));
    expect((await bulk({ action: 'unpublish', product_ids: first })).json().data).toEqual({
      changed: 10,
      unchanged: 0,
    });
    expect((await list({ search: 'Bulk Tee', state: 'draft' })).total).toBe(10);
  });

  it('discontinues and restores', async () => {
    const some = bulkIds.slice(0, 5);
    expect((await bulk({ action: 'discontinue', product_ids: some })).json().data.changed).toBe(5);
    expect((await list({ search: 'Bulk Tee', state: 'discontinued' })).total).toBe(5);
    expect((await bulk({ action: 'restore', product_ids: bulkIds })).json().data).toEqual({
      changed: 5,
      unchanged: 45,
    });
  });

  it('adds to and moves to a category', async () => {
    const tees = categories.get('tees')!;
    const bulkCategory = categories.get('bulk')!;
    const some = bulkIds.slice(0, 20);
    expect(
      (await bulk({ action: 'add_to_category', product_ids: some, category_id: tees })).json().data,
    ).toEqual({ changed: 20, unchanged: 0 });
    const [row] = (await list({ search: 'Bulk Tee 0' })).data;
    expect(row!.categories.map((c) => c.name).sort()).toEqual(['Mugs', 'Tees']);
    const moved = await bulk({
      action: 'move_to_category',
      filter: { search: 'Bulk Tee' },
      category_id: bulkCategory,
    });
    expect(moved.json().data).toEqual({ changed: 50, unchanged: 0 });
    expect((await list({ category_id: bulkCategory })).total).toBe(50);
    expect((await list({ search: 'Bulk', category_id: categories.get('mugs')! })).total).toBe(0);
    const again = await bulk({
      action: 'move_to_category',
      product_ids: bulkIds,
      category_id: bulkCategory,
    });
    expect(again.json().data).toEqual({ changed: 0, unchanged: 50 });
  });

  it('adds a size to every colour of 50 products in one request, once', async () => {
    const before = await finalPrices();
    const res = await bulk({ action: 'add_size', product_ids: bulkIds, size: 'XL', quantity: 4 });
    expect(res.json().data).toEqual({ changed: 50, unchanged: 0 });
    const xl = await sizesOf('XL');
    expect(xl).toHaveLength(100);
    // Price and weight of the colour's cheapest size; the stock given.
    expect(xl.filter((s) => s.color === 'Navy').map((s) => s.price)).toEqual(
      bulkIds.map((_, i) => 1500 + i),
    );
    expect(xl.every((s) => s.quantity === 4)).toBe(true);
    expect(xl.find((s) => s.color === 'White')).toMatchObject({ price: 2500, weight_grams: 200 });
    expect(await finalPrices()).toEqual(before);

    const digest = await storeDigest();
    const repeat = await bulk({ action: 'add_size', filter: { search: 'Bulk Tee' }, size: 'xl' });
    expect(repeat.json().data).toEqual({ changed: 0, unchanged: 50 });
    expect(await storeDigest()).toBe(digest);
  });

  it('skips colours that have the size, and keeps the final price the cheapest size', async () => {
    // White has L already: only Navy gets it.
    const res = await bulk({
      action: 'add_size',
      product_ids: bulkIds,
      size: 'L',
      price_cents: 900,
    });
    expect(res.json().data).toEqual({ changed: 50, unchanged: 0 });
    expect((await sizesOf('L')).filter((s) => s.color === 'Navy')).toHaveLength(50);
    expect(await finalPrices()).toEqual(bulkIds.map(() => 900));
    const [row] = (await list({ search: 'Bulk Tee 7' })).data;
    expect(row).toMatchObject({ price_min_cents: 900 });
  });

  it('adds a colour with its sizes to 50 products in one request, once', async () => {
    const payload = {
      action: 'add_colour',
      filter: { search: 'Bulk Tee' },
      color: 'Forest',
      primary_hex_color: '#228B22',
      sizes: [{ size: 'S' }, { size: 'M', price_cents: 4000, quantity: 9 }],
    };
    expect((await bulk(payload)).json().data).toEqual({ changed: 50, unchanged: 0 });
    const colours = await rowsOf<{ product_id: number; primary_hex_color: string }>(sql`
      SELECT product_id, primary_hex_color FROM product_variants
      WHERE storefront_id = ${storeId} AND color = 'Forest' ORDER BY product_id`);
    expect(colours.map((c) => c.product_id)).toEqual(bulkIds);
    expect(colours.every((c) => c.primary_hex_color === '#228b22')).toBe(true);
    const forest = (await sizesOf('S')).filter((s) => s.color === 'Forest');
    // Copied from each product's cheapest size, the Navy L at 900 added above.
    expect(forest.every((s) => s.price === 900 && s.quantity === 0)).toBe(true);
    const forestM = (await sizesOf('M')).filter((s) => s.color === 'Forest');
    expect(forestM.every((s) => s.price === 4000 && s.quantity === 9)).toBe(true);
    expect(await finalPrices()).toEqual(bulkIds.map(() => 900));

    const digest = await storeDigest();
    const repeat = await bulk({ ...payload, color: 'FOREST' });
    expect(repeat.json().data).toEqual({ changed: 0, unchanged: 50 });
    expect(await storeDigest()).toBe(digest);
  });

  it('lowers the final price when an added colour is the cheapest', async () => {
    const res = await bulk({
      action: 'add_colour',
      product_ids: bulkIds.slice(0, 3),
      color: 'Sale',
      primary_hex_color: '#ff0000',
      sizes: [{ size: 'M', price_cents: 100, quantity: 1 }],
    });
    expect(res.json().data).toEqual({ changed: 3, unchanged: 0 });
    expect((await finalPrices()).slice(0, 4)).toEqual([100, 100, 100, 900]);
  });
});
