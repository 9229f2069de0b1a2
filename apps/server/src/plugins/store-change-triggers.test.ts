import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategories,
  createProducts,
  createStore,
  createWarehouse,
} from '../modules/catalog/catalog.fixtures.ts';
import { allHeard, createTestApp, type TestApp } from '../test/test-app.ts';

// What each write to a store's shopper-visible tables notifies on `storefront_changed`, as the
// read cache hears it (decisions 0028, 0031 "the listing version", 0032 round 3): `listing`
// (`<id>`), `tree` (`<id>:tree`, a listing change that also moves the category tree; decision
// 0031 round 7), `content` (`<id>:content`), `store` (`<id>:store`, the pages) or `store row`
// (`<id>:store:row`, the store's own row alone: decision 0032 round 7). The triggers run two functions
// for every table but the store's row (migration 0017): these are the notifications the five
// functions before them sent, write by write.

let t: TestApp;
let storeId: number;
let productId: number;
let bags: number;
let mugs: number;
const heard: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const store = await createStore(t.database.db, 'triggers', { name: 'Triggers' });
  storeId = store.id;
  const categories = await createCategories(t.database.db, storeId, [
    { name: 'Bags', slug: 'bags' },
    { name: 'Mugs', slug: 'mugs' },
  ]);
  bags = categories.get('bags')!;
  mugs = categories.get('mugs')!;
  const warehouse = await createWarehouse(t.database.db, storeId, 'Main');
  const [created] = await createProducts(
    t.database.db,
    storeId,
    [
      {
        name: 'Red Tote',
        brand: 'Nike',
        finalPrice: 1000,
        categories: ['bags'],
        variants: [{ color: 'Red', sizes: [{ size: 'M', price: 1000, quantity: 5 }] }],
      },
    ],
    categories,
  );
  productId = created!;
  await t.database.db.execute(sql`update products set warehouse_id = ${warehouse}`);
  t.app.storeEvents.onChange((change) => {
    if (change === 'all' || change.storefrontId !== storeId) return;
    const store = change.pages ? 'store' : 'store row';
    heard.push(
      change.storeRow ? store : change.tree ? 'tree' : change.listing ? 'listing' : 'content',
    );
  });
  await allHeard(t);
});
afterAll(() => t.close());

/** The kinds of notification the write sent, once it is committed and heard (sorted, once each). */
async function kindsOf(write: SQL) {
  heard.length = 0;
  await t.database.db.execute(write);
  await allHeard(t);
  return [...new Set(heard)].sort();
}

describe('the change triggers', () => {
  it('a product: added, removed or a listing column moved is the listing, else content', async () => {
    expect(
      await kindsOf(sql`update products set final_price = 999 where id = ${productId}`),
    ).toEqual(['content']);
    expect(
      await kindsOf(sql`update products set description = '<p>New</p>' where id = ${productId}`),
    ).toEqual(['content']);
    expect(await kindsOf(sql`update products set name = name where id = ${productId}`)).toEqual([
      'content',
    ]);
    for (const change of [
      sql`status = 'draft'`,
      sql`status = 'published'`,
      sql`disabled = true`,
      sql`disabled = false`,
      sql`discontinued = true`,
      sql`discontinued = false`,
      sql`start_publish_date = now() + interval '1 day'`,
      sql`start_publish_date = null`,
      sql`end_publish_date = now() + interval '1 day'`,
      sql`end_publish_date = null`,
      sql`brand = 'Yeti'`,
      // The search words: generated from the name, the brand and the short description.
      sql`name = 'Blue Tote'`,
      sql`short_description = 'roomy'`,
    ])
      expect(
        await kindsOf(sql`update products set ${change} where id = ${productId}`),
        change.queryChunks.map(String).join(''),
      ).toEqual(['listing']);
    const [added] = await createProducts(t.database.db, storeId, [
      { name: 'Mug', finalPrice: 500, categories: [] },
    ]);
    expect(await kindsOf(sql`delete from products where id = ${added}`)).toEqual(['listing']);
  });

  it('a category: added, removed or moved is the tree (a listing change), renamed or reordered content', async () => {
    expect(
      await kindsOf(sql`update product_categories set name = 'Totes', slug = 'totes', position = 5
        where id = ${bags}`),
    ).toEqual(['content']);
    expect(
      await kindsOf(sql`update product_categories set parent_id = ${bags} where id = ${mugs}`),
    ).toEqual(['tree']);
    expect(
      await kindsOf(sql`insert into product_categories (storefront_id, name, slug, position)
        values (${storeId}, 'Caps', 'caps', 9)`),
    ).toEqual(['tree']);
    expect(await kindsOf(sql`delete from product_categories where slug = 'caps'`)).toEqual([
      'tree',
    ]);
  });

  it('links and search words are the listing', async () => {
    expect(
      await kindsOf(sql`insert into product_category_links (storefront_id, product_id, category_id)
        values (${storeId}, ${productId}, ${mugs})`),
    ).toEqual(['listing']);
    expect(
      await kindsOf(sql`delete from product_category_links where category_id = ${mugs}`),
    ).toEqual(['listing']);
    expect(
      await kindsOf(sql`insert into product_search_terms (storefront_id, word)
        values (${storeId}, 'roomy-ish')`),
    ).toEqual(['listing']);
  });

  it('variants, sizes, guides, fields, old slugs and warehouses are content', async () => {
    const writes = [
      sql`update product_variants set color = 'Crimson' where product_id = ${productId}`,
      sql`update product_variant_sizes set quantity = 0 where storefront_id = ${storeId}`,
      sql`insert into product_size_guides (storefront_id, product_id, specification_type)
        values (${storeId}, ${productId}, 'Chest')`,
      sql`delete from product_size_guides where product_id = ${productId}`,
      sql`insert into product_input_fields (storefront_id, product_id, label)
        values (${storeId}, ${productId}, 'Name')`,
      sql`insert into product_slug_redirects (storefront_id, slug, product_id)
        values (${storeId}, 'old-tote', ${productId})`,
      sql`update warehouses set shipping_rate_cents = 700 where storefront_id = ${storeId}`,
    ];
    for (const write of writes)
      expect(await kindsOf(write), write.queryChunks.map(String).join('')).toEqual(['content']);
  });

  it("the store's pages and row are its configuration, the row alone says so; a saved draft is nothing", async () => {
    expect(
      await kindsOf(sql`insert into storefront_pages (storefront_id, url, title)
        values (${storeId}, '/about', 'About')`),
    ).toEqual(['store']);
    expect(
      await kindsOf(
        sql`update storefront_pages set title = 'About us' where storefront_id = ${storeId}`,
      ),
    ).toEqual(['store']);
    expect(
      await kindsOf(sql`update storefronts set name = 'Triggered' where id = ${storeId}`),
    ).toEqual(['store row']);
    expect(
      await kindsOf(sql`update storefronts set draft_revision = draft_revision + 1
        where id = ${storeId}`),
    ).toEqual([]);
  });

  it('a listing trigger naming a column its table lacks refuses the write, never misses a change', async () => {
    await t.database.db.execute(sql`create trigger misspelt after update on warehouses
      for each row execute function notify_storefront_listing_changed('shipping_rate')`);
    try {
      const refused = await t.database.db
        .execute(sql`update warehouses set name = 'Other' where storefront_id = ${storeId}`)
        .then(
          () => null,
          (error: Error) => String(error.cause ?? error),
        );
      expect(refused).toMatch(/misspelt: no column shipping_rate in warehouses/);
    } finally {
      await t.database.db.execute(sql`drop trigger misspelt on warehouses`);
    }
  });
});
