import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client.ts';
import {
  productCategories,
  productCategoryLinks,
  products,
  productVariants,
  productVariantSizes,
} from '../../db/schema/index.ts';
import { ReadCache } from '../../plugins/read-cache.ts';
import { storeChangeOf } from '../../plugins/store-events.ts';
import { allHeard, createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import { ListTotals } from './catalog.totals.ts';

// A list's total is kept per listing version of the store and filter (decision 0031): each change
// that can change it must make the next list count again, whoever made it, and a change that
// cannot (stock, a price, a description) leaves it kept. The writes here go straight to the
// database, as another instance's would: only the triggers' notification tells this one.

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
  await allHeard(t);
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

/**
 * A write nobody hears (its transaction's triggers off, as `session_replication_role = replica`
 * does): what a kept total cannot know. A list that still shows the total from before it was kept,
 * one that shows its effect counted again.
 */
async function unheard(write: (tx: Transaction) => Promise<unknown>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await write(tx);
  });
}

describe("a list's total kept under the listing version", () => {
  let thermos: number[];
  let caps: number;
  let hats: number;
  beforeAll(async () => {
    const more = await createCategories(t.database.db, storeId, [
      { name: 'Caps', slug: 'caps' },
      { name: 'Hats', slug: 'hats' },
    ]);
    caps = more.get('caps')!;
    hats = more.get('hats')!;
    thermos = await createProducts(
      t.database.db,
      storeId,
      ['One', 'Two', 'Three', 'Four'].map((n, i) => ({
        name: `Thermos Cap ${n}`,
        brand: 'Stanley',
        finalPrice: 2000 + i,
        categories: ['caps'],
        variants: [{ color: 'Black', sizes: [{ size: 'M', quantity: 5 }] }],
      })),
      more,
    );
    await allHeard(t);
  });

  /** Kept (counted once), then one product unpublished unheard: a count would now say one less. */
  async function keptThenUnpublishedUnheard(query: string, id: number) {
    const kept = await totalOf(query);
    await unheard((tx) => tx.update(products).set({ status: 'draft' }).where(eq(products.id, id)));
    expect(await totalOf(query)).toBe(kept);
    return kept;
  }
  async function republishUnheard(id: number) {
    await unheard((tx) =>
      tx.update(products).set({ status: 'published' }).where(eq(products.id, id)),
    );
  }

  it('survives a stock change, a price, a description, a picture and a category renamed', async () => {
    const stanley = 'brands[]=Stanley&sort_field=name';
    const kept = await keptThenUnpublishedUnheard(stanley, thermos[0]!);
    expect(kept).toBe(4);
    const listing = t.app.readCache.listingVersion(storeId);
    const [variant] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, thermos[1]!));
    // An order's stock change: the answers are forgotten (the version moves), the total stays.
    await changed(() =>
      t.database.db
        .update(productVariantSizes)
        .set({ quantity: 0 })
        .where(eq(productVariantSizes.variantId, variant!.id)),
    );
    expect(await totalOf(stanley)).toBe(kept);
    await changed(() =>
      t.database.db
        .update(products)
        .set({ finalPrice: 999, description: '<p>New</p>', thumbnailPath: '/media/new.webp' })
        .where(inArray(products.id, thermos)),
    );
    expect(await totalOf(stanley)).toBe(kept);
    await changed(() =>
      t.database.db
        .update(productCategories)
        .set({ name: 'Caps & beanies', position: 9 })
        .where(eq(productCategories.id, caps)),
    );
    expect(await totalOf(stanley)).toBe(kept);
    expect(t.app.readCache.listingVersion(storeId)).toBe(listing);
    // An unpublish is heard as a listing change: counted again, the unheard one with it.
    await changed(() =>
      t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, thermos[1]!)),
    );
    expect(t.app.readCache.listingVersion(storeId)).not.toBe(listing);
    expect(await totalOf(stanley)).toBe(kept - 2);
    await republishUnheard(thermos[0]!);
    await changed(() =>
      t.database.db
        .update(products)
        .set({ status: 'published' })
        .where(eq(products.id, thermos[1]!)),
    );
    expect(await totalOf(stanley)).toBe(kept);
  });

  it('is counted again after a category link, a category moved, a rename under a search', async () => {
    // A link added elsewhere: counted again (the unheard unpublish shows).
    const inCaps = `product_categories[]=${caps}&sort_field=final_price`;
    const kept = await keptThenUnpublishedUnheard(inCaps, thermos[2]!);
    await changed(() =>
      t.database.db
        .insert(productCategoryLinks)
        .values({ storefrontId: storeId, productId: ids[0]!, categoryId: hats }),
    );
    expect(await totalOf(inCaps)).toBe(kept - 1);
    await republishUnheard(thermos[2]!);

    // Caps moved under Hats: a filter on Hats now holds them (the tree is read again).
    const inHats = `product_category_id=${hats}&sort_field=name`;
    expect(await totalOf(inHats)).toBe(1);
    await changed(() =>
      t.database.db
        .update(productCategories)
        .set({ parentId: hats })
        .where(eq(productCategories.id, caps)),
    );
    expect(await totalOf(inHats)).toBe(1 + thermos.length);

    // A search's total (kept when sorted by a field): a rename takes a product out of it.
    const search = 'global_filter=thermos&sort_field=created_at';
    expect(await totalOf(search)).toBe(thermos.length);
    await changed(() =>
      t.database.db.update(products).set({ name: 'Plain Cap' }).where(eq(products.id, thermos[3]!)),
    );
    expect(await totalOf(search)).toBe(thermos.length - 1);
  });

  it("keeps a category filter's tree across a product's listing change, not a change to the tree", async () => {
    const db = t.database.db;
    // Caps is under Hats now: the tree of Hats is both, and is kept with the total.
    const inHats = `product_category_id=${hats}&sort_field=final_price`;
    const both = await totalOf(inHats);
    expect(both).toBe(1 + thermos.length);
    // Caps taken out of Hats unheard: the kept tree still holds it.
    await unheard((tx) =>
      tx.update(productCategories).set({ parentId: null }).where(eq(productCategories.id, caps)),
    );
    // A product unpublished, heard (`<id>`): counted again, with the kept tree (decision 0031,
    // round 7) — read again, Hats alone would count 1.
    await changed(() =>
      db.update(products).set({ status: 'draft' }).where(eq(products.id, thermos[0]!)),
    );
    expect(await totalOf(inHats)).toBe(both - 1);
    // A category added under Hats, heard (`<id>:tree`): the tree is read again.
    await changed(() =>
      db
        .insert(productCategories)
        .values({ storefrontId: storeId, name: 'Visors', slug: 'visors', parentId: hats }),
    );
    expect(await totalOf(inHats)).toBe(1);
    await changed(() =>
      db.update(productCategories).set({ parentId: hats }).where(eq(productCategories.id, caps)),
    );
    expect(await totalOf(inHats)).toBe(both - 1);
    await changed(() =>
      db.update(products).set({ status: 'published' }).where(eq(products.id, thermos[0]!)),
    );
    expect(await totalOf(inHats)).toBe(both);
  });
});

describe('the listing version', () => {
  it('moves with the version on a listing change, never alone', () => {
    const cache = new ReadCache();
    const both = () => [cache.version(1), cache.listingVersion(1)];
    const [version, listing] = both();
    cache.forget(1, false, false);
    expect(cache.version(1)).not.toBe(version);
    expect(cache.listingVersion(1)).toBe(listing);
    cache.forget(1, true, false);
    expect(cache.listingVersion(1)).toBe(listing);
    cache.forget(1, false);
    expect(cache.listingVersion(1)).not.toBe(listing);
    const [, moved] = both();
    cache.forget(2);
    expect(cache.listingVersion(1)).toBe(moved);
    cache.forgetAll();
    expect(cache.listingVersion(1)).not.toBe(moved);
  });

  it('keeps the publish boundary across changes that leave the listing, until it passes', async () => {
    const cache = new ReadCache();
    const ahead = Date.now() + 60_000;
    const listing = cache.listingVersion(1);
    expect(cache.boundaryKnown(1, listing)).toBe(false);
    cache.knowBoundary(1, listing, ahead);
    expect(cache.boundaryKnown(1, listing)).toBe(true);
    cache.forget(1, true, false);
    expect(cache.boundaryKnown(1, cache.listingVersion(1))).toBe(true);
    let reads = 0;
    const read = async () => (reads++, Date.now() + 1000);
    expect(await cache.nextBoundary(1, read)).toBe(ahead);
    expect(reads).toBe(0);
    cache.forget(1, false, true);
    expect(cache.boundaryKnown(1, cache.listingVersion(1))).toBe(false);
    // Told under the old listing version: ignored.
    cache.knowBoundary(1, listing, ahead);
    expect(cache.boundaryKnown(1, cache.listingVersion(1))).toBe(false);
    await cache.nextBoundary(1, read);
    expect(reads).toBe(1);
    expect(cache.boundaryKnown(1, cache.listingVersion(1))).toBe(true);
    // Passed: not known any more, and told again.
    cache.knowBoundary(2, cache.listingVersion(2), Date.now() - 1);
    expect(cache.boundaryKnown(2, cache.listingVersion(2))).toBe(false);
    cache.knowBoundary(2, cache.listingVersion(2), ahead);
    expect(cache.boundaryKnown(2, cache.listingVersion(2))).toBe(true);
    cache.knowBoundary(3, cache.listingVersion(3), null);
    expect(cache.boundaryKnown(3, cache.listingVersion(3))).toBe(true);
  });

  it('moves the tree version only with a change to the tree, or one of unknown kind', () => {
    const cache = new ReadCache();
    const tree = cache.treeVersion(1);
    cache.forget(1, false, false);
    cache.forget(1, true, false);
    // A product unpublished, a link changed (`<id>`): the listing moves, the tree stays.
    cache.forget(1, false, true, false);
    expect(cache.treeVersion(1)).toBe(tree);
    cache.forget(2);
    expect(cache.treeVersion(1)).toBe(tree);
    // A category moved (`<id>:tree`), or a write on this instance (its kind unknown).
    cache.forget(1, false, true, true);
    const moved = cache.treeVersion(1);
    expect(moved).not.toBe(tree);
    cache.forget(1);
    expect(cache.treeVersion(1)).not.toBe(moved);
    const again = cache.treeVersion(1);
    cache.forgetAll();
    expect(cache.treeVersion(1)).not.toBe(again);
  });

  it("reads the triggers' payloads, an unknown kind as a listing change", () => {
    const change = (storeRow: boolean, listing: boolean, tree: boolean, pages = storeRow) => ({
      storefrontId: 7,
      storeRow,
      pages,
      listing,
      tree,
    });
    expect(storeChangeOf('7')).toEqual(change(false, true, false));
    expect(storeChangeOf('7:content')).toEqual(change(false, false, false));
    expect(storeChangeOf('7:store')).toEqual(change(true, false, false));
    // The store's row alone (decision 0032, round 7): its pages did not change.
    expect(storeChangeOf('7:store:row')).toEqual(change(true, false, false, false));
    expect(storeChangeOf('7:tree')).toEqual(change(false, true, true));
    expect(storeChangeOf('7:other')).toEqual(change(false, true, true));
    expect(storeChangeOf('x')).toBeNull();
    expect(storeChangeOf('')).toBeNull();
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
    const scope = kept.scope(1, '0.1', '0.t0', until);
    expect(scope.keptTotal('all')).toBeUndefined();
    const counting = scope.startCounting('all');
    expect(reads).toEqual(['boundary']);
    await counting.keep(7);
    expect(scope.keptTotal('all')).toBe(7);
    expect(kept.scope(1, '0.2', '0.t0', until).keptTotal('all')).toBeUndefined();
    // A boundary already passed when the count ends: nothing is kept.
    const passed = kept.scope(2, '0.1', '0.t0', async () => Date.now() - 1);
    await passed.startCounting('all').keep(3);
    expect(passed.keptTotal('all')).toBeUndefined();
    // No boundary at all: kept for as long as the version lasts.
    const never = kept.scope(3, '0.1', '0.t0', async () => null);
    await never.startCounting('all').keep(4);
    expect(never.keptTotal('all')).toBe(4);
  });

  it('keeps the trees under the tree version, across listing versions', () => {
    const kept = new ListTotals();
    const until = async () => null;
    const trees = { ofAny: [1, 2], ofOne: [] };
    kept.scope(1, '0.1', '0.t0', until).keepTrees('apparel', trees);
    // A product unpublished moved the listing version, not the tree version: still kept.
    expect(kept.scope(1, '0.2', '0.t0', until).keptTrees('apparel')).toEqual(trees);
    expect(kept.scope(1, '0.2', '0.t1', until).keptTrees('apparel')).toBeUndefined();
    expect(kept.scope(2, '0.1', '0.t0', until).keptTrees('apparel')).toBeUndefined();
  });
});
