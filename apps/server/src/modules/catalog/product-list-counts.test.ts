import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  productCategories,
  productCategoryLinks,
  products,
  storefronts,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import {
  csvOf,
  importClient,
  importCsv,
  productRows,
} from '../catalogue-import/catalogue-import.fixtures.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';
import {
  categoryTreesOf,
  compactListCounts,
  countProducts,
  findBrands,
  productWhere,
  storesWithListCountsToCompact,
  type ProductFilter,
} from './catalog.queries.ts';
import { compactAllListCounts } from './catalogue-vacuum.ts';

// Decision 0037: a list's exact count (no search words) sums the groups kept in
// `product_list_counts` — insert-only rows written by a statement-level trigger on the search copy
// `product_search_rows` — instead of counting every matching product. Whoever writes a product or
// its links (the editor, bulk actions, imports, another instance, a test straight into the
// tables), the kept sums must equal the copy's groups, and every filter's count a fresh
// `count(*)` of the products.

let t: TestApp;
let storeId: number;
let otherStoreId: number;
let categories: Map<string, number>;
let ids: number[];
const DAY = 24 * 60 * 60 * 1000;

type Rows<Row> = { rows: Row[] };

/** The groups whose kept sum differs from the copy's number of rows, either way. */
async function outOfStep(db: Database): Promise<unknown[]> {
  const result = (await db.execute(sql`
    WITH expected AS (
      SELECT storefront_id, brand, category_ids::text AS categories, start_publish_date,
        end_publish_date, count(*)::int AS n
      FROM product_search_rows GROUP BY 1, 2, 3, 4, 5),
    kept AS (
      SELECT storefront_id, brand, category_ids::text AS categories, start_publish_date,
        end_publish_date, sum(products)::int AS n
      FROM product_list_counts GROUP BY 1, 2, 3, 4, 5 HAVING sum(products) <> 0)
    (SELECT 'missing' AS side, * FROM expected EXCEPT SELECT 'missing', * FROM kept)
    UNION ALL
    (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM expected)`)) as unknown as Rows<unknown>;
  return result.rows;
}

async function keptRows(db: Database, store: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from product_list_counts where storefront_id = ${store}`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]!.n;
}

const filter = (over: Partial<ProductFilter> = {}, store = storeId): ProductFilter => ({
  storefrontId: store,
  categoryIds: [],
  brands: [],
  searchWords: [],
  ...over,
});

/** Every filter's count from the kept groups equals a fresh count over `products`. */
async function countsExact(db: Database, store = storeId) {
  const filters = [
    filter({}, store),
    filter({ brands: ['Nike'] }, store),
    filter({ brands: ['Nike', 'Yeti', 'Gildan'] }, store),
    filter({ categoryIds: [categories.get('apparel')!] }, store),
    filter({ categoryIds: [categories.get('hoodies')!, categories.get('mugs')!] }, store),
    filter({ categoryId: categories.get('apparel')! }, store),
    filter({ categoryIds: [categories.get('apparel')!], brands: ['Nike'] }, store),
    filter(
      {
        categoryIds: [categories.get('home')!],
        categoryId: categories.get('mugs')!,
        brands: ['Yeti'],
      },
      store,
    ),
  ];
  for (const f of filters) {
    const trees = await categoryTreesOf(db, f);
    const [fresh] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(productWhere(f, trees));
    expect(await countProducts(db, f), JSON.stringify(f)).toBe(fresh!.n);
  }
}

/** A write straight to the database, as another instance's; then every count is exact. */
async function written(write: (db: Database) => Promise<unknown>) {
  const db = t.database.db;
  await write(db);
  expect(await outOfStep(db)).toEqual([]);
  await countsExact(db);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  storeId = (await createStore(db, 'counted', { name: 'Counted' })).id;
  otherStoreId = (await createStore(db, 'counted-too', { name: 'Counted Too' })).id;
  categories = await createCategories(db, storeId, [
    {
      name: 'Apparel',
      slug: 'apparel',
      children: [
        { name: 'Hoodies', slug: 'hoodies' },
        { name: 'Tees', slug: 'tees' },
      ],
    },
    { name: 'Home', slug: 'home', children: [{ name: 'Mugs', slug: 'mugs' }] },
  ]);
  ids = await createProducts(
    db,
    storeId,
    [
      { name: 'Counted Hoodie', brand: 'Nike', categories: ['hoodies'] },
      { name: 'Counted Tee', brand: 'Nike', categories: ['tees', 'apparel'] },
      { name: 'Counted Mug', brand: 'Yeti', categories: ['mugs'] },
      { name: 'Counted Cap', status: 'draft', brand: 'Nike', categories: ['apparel'] },
      { name: 'Counted Tote', disabled: true, categories: ['home'] },
      { name: 'Counted Pen', discontinued: true, brand: 'Yeti' },
      { name: 'Counted Bottle', startPublishDate: new Date(Date.now() + 2 * DAY) },
      { name: 'Counted Notebook', endPublishDate: new Date(Date.now() - 2 * DAY), brand: 'Nike' },
      { name: 'Counted Beanie', brand: 'Gildan', categories: ['hoodies'] },
      { name: 'Counted Sock', brand: 'Gildan', categories: ['tees'] },
    ],
    categories,
  );
});
afterAll(() => t.close());

describe('the kept list counts', () => {
  it('equal the copy after the migration, the demo seed and a batch insert', async () => {
    const db = t.database.db;
    expect(await outOfStep(db)).toEqual([]);
    await countsExact(db);
  });

  it('follow a product unpublished, disabled, discontinued, republished, its window set and cleared', async () => {
    const hoodie = ids[0]!;
    for (const change of [
      { status: 'draft' },
      { disabled: true },
      { discontinued: true },
      { endPublishDate: new Date(Date.now() - DAY) },
      { startPublishDate: new Date(Date.now() + DAY) },
      { startPublishDate: new Date(Date.now() - DAY), endPublishDate: new Date(Date.now() + DAY) },
    ] as const) {
      await written((db) => db.update(products).set(change).where(eq(products.id, hoodie)));
      await written((db) =>
        db
          .update(products)
          .set({
            status: 'published',
            disabled: false,
            discontinued: false,
            startPublishDate: null,
            endPublishDate: null,
          })
          .where(eq(products.id, hoodie)),
      );
    }
    // The draft cap published, the future bottle's window opened, the notebook's cleared.
    await written((db) =>
      db.update(products).set({ status: 'published' }).where(eq(products.id, ids[3]!)),
    );
    await written((db) =>
      db
        .update(products)
        .set({ startPublishDate: new Date(Date.now() - DAY) })
        .where(eq(products.id, ids[6]!)),
    );
    await written((db) =>
      db.update(products).set({ endPublishDate: null }).where(eq(products.id, ids[7]!)),
    );
  });

  it('follow a brand changed, and add nothing for a rename or a price', async () => {
    const db = t.database.db;
    await written((db) =>
      db.update(products).set({ brand: 'Yeti' }).where(eq(products.id, ids[1]!)),
    );
    await written((db) => db.update(products).set({ brand: null }).where(eq(products.id, ids[1]!)));
    await written((db) =>
      db.update(products).set({ brand: 'Nike' }).where(eq(products.id, ids[1]!)),
    );
    const before = await keptRows(db, storeId);
    await written((db) =>
      db
        .update(products)
        .set({ name: 'Counted Hoodie Two', shortDescription: 'Warmer', finalPrice: 4200 })
        .where(eq(products.id, ids[0]!)),
    );
    expect(await keptRows(db, storeId)).toBe(before);
  });

  it("give the store's brands: a brand goes when its last listable product does, before compaction", async () => {
    const db = t.database.db;
    const listed = async () =>
      (
        await db
          .selectDistinct({ brand: products.brand })
          .from(products)
          .where(productWhere(filter(), await categoryTreesOf(db, filter())))
          .orderBy(products.brand)
      )
        .map((row) => row.brand ?? '')
        .filter(Boolean);
    await written((db) =>
      db.update(products).set({ brand: 'Only One' }).where(eq(products.id, ids[2]!)),
    );
    expect(await findBrands(db, storeId)).toContain('Only One');
    await written((db) =>
      db
        .update(products)
        .set({ startPublishDate: new Date(Date.now() + DAY) })
        .where(eq(products.id, ids[2]!)),
    );
    expect(await findBrands(db, storeId)).not.toContain('Only One');
    await written((db) =>
      db.update(products).set({ startPublishDate: null }).where(eq(products.id, ids[2]!)),
    );
    expect(await findBrands(db, storeId)).toContain('Only One');
    await written((db) =>
      db.update(products).set({ status: 'draft' }).where(eq(products.id, ids[2]!)),
    );
    expect(await findBrands(db, storeId)).not.toContain('Only One');
    expect(await findBrands(db, storeId)).toEqual(await listed());
    await written((db) =>
      db.update(products).set({ status: 'published' }).where(eq(products.id, ids[2]!)),
    );
    await compactListCounts(db, storeId);
    expect(await findBrands(db, storeId)).toEqual(await listed());
    await written((db) =>
      db.update(products).set({ brand: 'Yeti' }).where(eq(products.id, ids[2]!)),
    );
  });

  it('follow category links added, moved and removed, one or several in a statement', async () => {
    const link = (productId: number, slug: string) => ({
      productId,
      categoryId: categories.get(slug)!,
      storefrontId: storeId,
    });
    await written((db) => db.insert(productCategoryLinks).values(link(ids[2]!, 'apparel')));
    await written((db) =>
      db.insert(productCategoryLinks).values([link(ids[0]!, 'mugs'), link(ids[8]!, 'home')]),
    );
    await written((db) =>
      db
        .update(productCategoryLinks)
        .set({ categoryId: categories.get('tees')! })
        .where(eq(productCategoryLinks.categoryId, categories.get('mugs')!)),
    );
    await written((db) =>
      db
        .delete(productCategoryLinks)
        .where(
          and(
            eq(productCategoryLinks.productId, ids[2]!),
            eq(productCategoryLinks.categoryId, categories.get('apparel')!),
          ),
        ),
    );
    // A category deleted takes its links (and their products' groups) with it.
    const [extra] = await t.database.db
      .insert(productCategories)
      .values({ storefrontId: storeId, name: 'Extra', slug: 'extra' })
      .returning();
    await written((db) =>
      db.insert(productCategoryLinks).values([
        { productId: ids[0]!, categoryId: extra!.id, storefrontId: storeId },
        { productId: ids[9]!, categoryId: extra!.id, storefrontId: storeId },
      ]),
    );
    await written((db) => db.delete(productCategories).where(eq(productCategories.id, extra!.id)));
  });

  it('follow a product moved to another store, deleted, added, and a write with triggers off for replication', async () => {
    await written((db) =>
      db.update(products).set({ storefrontId: otherStoreId }).where(eq(products.id, ids[9]!)),
    );
    await written((db) => db.delete(products).where(eq(products.id, ids[8]!)));
    await written((db) =>
      createProducts(
        db,
        storeId,
        [
          { name: 'Counted Scarf', brand: 'Nike', categories: ['apparel'] },
          { name: 'Counted Plate', brand: 'Yeti', categories: ['home', 'mugs'] },
        ],
        categories,
      ),
    );
    await written((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.update(products).set({ status: 'draft' }).where(eq(products.id, ids[2]!));
        await tx.update(products).set({ brand: 'Gildan' }).where(eq(products.id, ids[0]!));
      }),
    );
  });

  it('are summed by compaction to one row per group, zero groups dropped, and stay exact', async () => {
    const db = t.database.db;
    expect(await storesWithListCountsToCompact(db)).toContain(storeId);
    const compacted = await compactListCounts(db, storeId);
    expect(compacted.after).toBeLessThan(compacted.before);
    expect(await storesWithListCountsToCompact(db)).not.toContain(storeId);
    const groups = (await db.execute(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE products = 0)::int AS zero
      FROM product_list_counts WHERE storefront_id = ${storeId}`)) as unknown as Rows<{
      n: number;
      zero: number;
    }>;
    expect(groups.rows[0]).toEqual({
      n: (
        (await db.execute(sql`
          SELECT count(*)::int AS n FROM (SELECT DISTINCT brand, category_ids, start_publish_date,
            end_publish_date FROM product_search_rows WHERE storefront_id = ${storeId}) AS g`)) as unknown as Rows<{
          n: number;
        }>
      ).rows[0]!.n,
      zero: 0,
    });
    expect(await outOfStep(db)).toEqual([]);
    await countsExact(db);
    // Every store that needs it, as the hourly job and the vacuum job do.
    await written((db) =>
      db.update(products).set({ status: 'draft' }).where(eq(products.id, ids[1]!)),
    );
    await compactAllListCounts(db);
    expect(await storesWithListCountsToCompact(db)).toEqual([]);
    expect(await outOfStep(db)).toEqual([]);
    await countsExact(db);
  });

  it('follow an import applied and rolled back', async () => {
    const db = t.database.db;
    const acmeId = await storeIdOf(t.app, 'acme');
    const token = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
    const owner = importClient(t, acmeId, 'acme', token);
    const applied = await importCsv(owner, csvOf(productRows('counted', 30)));
    expect(await outOfStep(db)).toEqual([]);
    await countsExact(db, acmeId);
    const rolledBack = await owner.rollback(applied.id);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(await outOfStep(db)).toEqual([]);
    await countsExact(db, acmeId);
  });

  it('leave nothing behind of a deleted store', async () => {
    const db = t.database.db;
    expect(await keptRows(db, otherStoreId)).toBeGreaterThan(0);
    await written((db) => db.delete(storefronts).where(eq(storefronts.id, otherStoreId)));
    expect(await keptRows(db, otherStoreId)).toBe(0);
    await written((db) => db.delete(storefronts).where(eq(storefronts.id, storeId)));
    expect(await keptRows(db, storeId)).toBe(0);
  });
});

describe('the kept list counts, compacted by the queued job', () => {
  it('are compacted after an import, one job per store', async () => {
    const jobs = await createTestApp({ config: { jobs: true } });
    try {
      const db = jobs.database.db;
      const acmeId = await storeIdOf(jobs.app, 'acme');
      const token = await signInAs(jobs, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
      const owner = importClient(jobs, acmeId, 'acme', token);
      // Published one by one (each its own statement): one kept row per product.
      const [first] = await createProducts(db, acmeId, [{ name: 'Queued One', brand: 'Q' }]);
      await createProducts(db, acmeId, [{ name: 'Queued Two', brand: 'Q' }]);
      expect(first).toBeDefined();
      const vacuums = async () =>
        (
          (await db.execute(sql`select vacuum_count::int as n from pg_stat_user_tables
            where relname = 'product_list_counts'`)) as unknown as Rows<{ n: number }>
        ).rows[0]?.n ?? 0;
      const vacuumed = await vacuums();
      await importCsv(owner, csvOf(productRows('queued', 20)));
      const deadline = Date.now() + 30_000;
      // Compacted (its own job, or the vacuum's), and the vacuum done before the app closes.
      while (
        (await storesWithListCountsToCompact(db)).includes(acmeId) ||
        (await vacuums()) === vacuumed
      ) {
        if (Date.now() > deadline) throw new Error('not compacted within 30 s of the import');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await outOfStep(db)).toEqual([]);
    } finally {
      await jobs.close();
    }
  }, 60_000);
});

/**
 * Writers of products in the same groups at once, and a compaction among them (two connections
 * of the pool): every writer only inserts its own rows, so none waits for another here, all
 * commit, and the sums are exact.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the kept list counts, writers at once', () => {
  it('stay exact with two transactions writing products of the same groups, and a compaction between them', async () => {
    const db = t.database.db;
    const store = (await createStore(db, 'counted-at-once')).id;
    const cats = await createCategories(db, store, [{ name: 'Shared', slug: 'shared' }]);
    const spec = (name: string) => ({ name, brand: 'Twin', categories: ['shared'] });
    const twins = await createProducts(db, store, [spec('Twin A'), spec('Twin B')], cats);
    let bothWrote!: () => void;
    let wrote = 0;
    const written = new Promise<void>((resolve) => (bothWrote = resolve));
    const oneWrote = () => (++wrote === 2 ? bothWrote() : undefined);
    /** Writes in a transaction held open until the other writer wrote too. */
    const writer = (write: (tx: Database) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        await write(tx as unknown as Database);
        oneWrote();
        await written;
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    const adds = (tx: Database, names: string[]) =>
      createProducts(tx, store, names.map(spec), cats);
    // Both unpublish a product and add two of the same group while the other's are uncommitted:
    // had they updated one shared row, the second would wait for the first (here both finish,
    // each having written while the other held its rows).
    await Promise.all([
      writer(async (tx) => {
        await tx.update(products).set({ status: 'draft' }).where(eq(products.id, twins[0]!));
        await adds(tx, ['Twin C', 'Twin D']);
      }),
      writer(async (tx) => {
        await tx.update(products).set({ status: 'draft' }).where(eq(products.id, twins[1]!));
        await adds(tx, ['Twin E', 'Twin F']);
      }),
    ]);
    expect(await outOfStep(db)).toEqual([]);
    const f = filter({ brands: ['Twin'], categoryIds: [cats.get('shared')!] }, store);
    expect(await countProducts(db, f)).toBe(4);
    // A compaction while a writer's rows are uncommitted leaves them; and again with writers
    // committing during the compaction's statement.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const writerBegan = new Promise<void>((resolve) => (began = resolve));
    const open = db.transaction(async (tx) => {
      await adds(tx as unknown as Database, ['Twin G']);
      began();
      await held;
    });
    await writerBegan;
    await compactListCounts(db, store);
    release();
    await open;
    expect(await outOfStep(db)).toEqual([]);
    expect(await countProducts(db, f)).toBe(5);
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        compactListCounts(db, store),
        adds(db, [`Twin R${round}a`]),
        db
          .update(products)
          .set({ status: round % 2 ? 'published' : 'draft' })
          .where(eq(products.id, twins[0]!)),
        compactListCounts(db, store),
        adds(db, [`Twin R${round}b`]),
      ]);
      expect(await outOfStep(db)).toEqual([]);
    }
    await compactListCounts(db, store);
    expect(await outOfStep(db)).toEqual([]);
    expect(await countProducts(db, f)).toBe(15);
  });
});
