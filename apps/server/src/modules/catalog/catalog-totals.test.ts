import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategoryLinks, products } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import { ListTotals } from './catalog.totals.ts';

// A list's total is kept per store version and filter (decision 0031): each change that can
// change it must make the next list count again, whoever made it. The writes here go straight
// to the database, as another instance's would: only the triggers' notification tells this one.

let t: TestApp;
let storeId: number;
let categories: Map<string, number>;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const store = await createStore(t.database.db, 'totals', { name: 'Totals' });
  storeId = store.id;
  categories = await createCategories(t.database.db, storeId, [
    { name: 'Bags', slug: 'bags' },
    { name: 'Mugs', slug: 'mugs' },
  ]);
  ids = await createProducts(
    t.database.db,
    storeId,
    ['Red', 'Blue', 'Green', 'Black', 'White', 'Gray'].map((colour, i) => ({
      name: `${colour} Tote`,
      brand: i % 2 ? 'Yeti' : 'Nike',
      finalPrice: 1000 + i,
      categories: ['bags'],
    })),
    categories,
  );
});
afterAll(() => t.close());

/** Every ask is a new address, so the read cache never answers it: only the kept total can. */
let asks = 0;
async function totalOf(query: string, page = ++asks): Promise<number> {
  const res = await t.app.inject({
    url: `/api/storefronts/${storeId}/storefront-products?${query}&rows=1&page=${page}`,
    headers: hostOf('totals'),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.total;
}

/** Waits until this instance has heard a committed change of the store (its version moved). */
async function heard(before: string) {
  const started = Date.now();
  while (t.app.readCache.version(storeId) === before) {
    if (Date.now() - started > 1000) throw new Error('the change was not heard within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function changed(write: () => Promise<unknown>) {
  const before = t.app.readCache.version(storeId);
  await write();
  await heard(before);
}

describe("a list's kept total", () => {
  it('is the same for every page and order of a filter, past the end too', async () => {
    expect(await totalOf('')).toBe(6);
    expect(await totalOf('sort_field=final_price&sort_order=desc')).toBe(6);
    expect(await totalOf('brands[]=Yeti')).toBe(3);
    expect(await totalOf('brands[]=Yeti', 99)).toBe(3);
    expect(await totalOf('brands[]=Nike', 99)).toBe(3);
  });

  it('moves when a product is unpublished, disabled or discontinued', async () => {
    expect(await totalOf('')).toBe(6);
    await changed(() =>
      t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, ids[0]!)),
    );
    expect(await totalOf('')).toBe(5);
    await changed(() =>
      t.database.db.update(products).set({ disabled: true }).where(eq(products.id, ids[1]!)),
    );
    expect(await totalOf('')).toBe(4);
    await changed(() =>
      t.database.db.update(products).set({ discontinued: true }).where(eq(products.id, ids[2]!)),
    );
    expect(await totalOf('')).toBe(3);
    await changed(() =>
      t.database.db
        .update(products)
        .set({ status: 'published', disabled: false, discontinued: false })
        .where(eq(products.storefrontId, storeId)),
    );
    expect(await totalOf('')).toBe(6);
  });

  it("moves when a product's brand or category links change", async () => {
    const bags = `product_categories[]=${categories.get('bags')}`;
    const mugs = `product_categories[]=${categories.get('mugs')}`;
    expect(await totalOf(bags)).toBe(6);
    expect(await totalOf(mugs)).toBe(0);
    await changed(() =>
      t.database.db
        .insert(productCategoryLinks)
        .values({ storefrontId: storeId, productId: ids[3]!, categoryId: categories.get('mugs')! }),
    );
    expect(await totalOf(mugs)).toBe(1);
    await changed(() =>
      t.database.db.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, ids[4]!)),
    );
    expect(await totalOf(bags)).toBe(5);
    expect(await totalOf('brands[]=Nike')).toBe(3);
    await changed(() =>
      t.database.db.update(products).set({ brand: 'Nike' }).where(eq(products.id, ids[5]!)),
    );
    expect(await totalOf('brands[]=Nike')).toBe(4);
  });

  it('moves when a publish window opens or closes, with no write at that moment', async () => {
    const yeti = 'brands[]=Yeti';
    const before = await totalOf(yeti);
    const at = (ms: number) => new Date(Date.now() + ms);
    const until = (moment: Date) =>
      new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() + 60));
    const opens = at(1000);
    await changed(() =>
      t.database.db
        .update(products)
        .set({ startPublishDate: opens })
        .where(eq(products.id, ids[1]!)),
    );
    expect(await totalOf(yeti)).toBe(before - 1);
    await until(opens);
    expect(await totalOf(yeti)).toBe(before);
    const closes = at(1000);
    await changed(() =>
      t.database.db
        .update(products)
        .set({ endPublishDate: closes })
        .where(eq(products.id, ids[3]!)),
    );
    expect(await totalOf(yeti)).toBe(before);
    await until(closes);
    expect(await totalOf(yeti)).toBe(before - 1);
  });
});

describe('ListTotals', () => {
  it('answers a total only under the version it was kept under, until it expires', () => {
    const kept = new ListTotals();
    kept.set(1, '0.1', 'all', 10, Date.now() + 60_000);
    kept.set(1, '0.1', 'soon', 3, Date.now() - 1);
    expect(kept.get(1, '0.1', 'all')).toBe(10);
    expect(kept.get(1, '0.1', 'soon')).toBeUndefined();
    expect(kept.get(1, '0.2', 'all')).toBeUndefined();
    expect(kept.get(2, '0.1', 'all')).toBeUndefined();
    // A newer version replaces the store's older totals.
    kept.set(1, '0.2', 'all', 11, Date.now() + 60_000);
    expect(kept.get(1, '0.1', 'all')).toBeUndefined();
    expect(kept.get(1, '0.2', 'all')).toBe(11);
  });

  it('reads the boundary when counting starts and keeps the total until it', async () => {
    const kept = new ListTotals();
    const reads: string[] = [];
    const until = async () => (reads.push('boundary'), Date.now() + 60_000);
    const scope = kept.scope(1, '0.1', until);
    expect(scope.keptTotal('all')).toBeUndefined();
    const counting = scope.startCounting('all');
    expect(reads).toEqual(['boundary']);
    await counting.keep(7);
    expect(scope.keptTotal('all')).toBe(7);
    expect(kept.scope(1, '0.2', until).keptTotal('all')).toBeUndefined();
    // A boundary already passed when the count ends: nothing is kept.
    const passed = kept.scope(2, '0.1', async () => Date.now() - 1);
    await passed.startCounting('all').keep(3);
    expect(passed.keptTotal('all')).toBeUndefined();
    // No boundary at all: kept for as long as the version lasts.
    const never = kept.scope(3, '0.1', async () => null);
    await never.startCounting('all').keep(4);
    expect(never.keptTotal('all')).toBe(4);
  });
});
