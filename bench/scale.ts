/**
 * `BENCH_SCALE=1 npm run bench` (with `BENCH_PRODUCTS=100000` for issue 18's figure): on the
 * database just benched, the time of one request at a time with nothing kept (the store's
 * answers dropped before each), for the reads a large catalogue makes slow: the first page, a
 * deep page, a filtered list and typo-tolerant searches. Then `BENCH_STORES` stores (1,000 by
 * default) in the same database, and the first byte of the bench store's answers (its host
 * looked up again, nothing kept) alone against among them.
 */
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productListSearch } from '@storefront/contracts';
import type { Database } from '../apps/server/src/db/client.ts';
import { storefronts } from '../apps/server/src/db/schema/index.ts';
import {
  createCategories,
  createProducts,
  createStore,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import { compactAllListCounts } from '../apps/server/src/modules/catalog/catalogue-vacuum.ts';
import { BENCH_CATEGORIES, benchProduct } from './bench-catalog.ts';

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 50);
const STORES = Number(process.env.BENCH_STORES ?? 1000);
const PRODUCTS_PER_OTHER_STORE = 20;

type Row = Record<string, string | number>;

/** p50 and p99 (ms) of `ROUNDS` requests one after another, each after `before()`. */
async function timed(
  app: FastifyInstance,
  url: string,
  before: () => void | Promise<void>,
  host = '127.0.0.1',
) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await before();
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { host } });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return `${at(0.5).toFixed(1)}/${at(0.99).toFixed(1)}`;
}

export async function benchScale(
  app: FastifyInstance,
  db: Database,
  storeId: number,
  categoryIds: Map<string, number>,
  products: number,
  html: boolean,
): Promise<Row[]> {
  const base = `/api/storefronts/${storeId}/storefront-products`;
  const rows = 24;
  const deepPage = Math.max(1, Math.floor((products * 0.9) / rows) - 10);
  const reads: [string, string][] = [
    ['list, first page (24 rows)', `${base}?rows=${rows}&page=1`],
    [`list, deep page (page ${deepPage} of 24 rows)`, `${base}?rows=${rows}&page=${deepPage}`],
    [
      'filtered list (apparel + 3 brands, price asc)',
      `${base}?${productListSearch({
        rows,
        page: 1,
        sort_field: 'final_price',
        sort_order: 'asc',
        product_categories: [categoryIds.get('apparel')!],
        brands: ['Gildan', 'Nike', 'Carhartt'],
      })}`,
    ],
    ['typo search, list ("hoddie")', `${base}?rows=${rows}&global_filter=hoddie`],
    ['typo search, navbar ("cotton hoddie")', `${base}/search?global_filter=cotton%20hoddie`],
  ];
  // What a store sees a minute after its import: the catalogue import's job has vacuumed the
  // tables it filled (decision 0031, round 2), so a count reads the listable indexes alone.
  console.log('  vacuuming the catalogue as the import job does…');
  // The job sums each store's kept list counts first (decision 0037).
  await compactAllListCounts(db);
  await db.execute(
    sql`VACUUM (ANALYZE) products, product_search_rows, product_category_links, product_search_terms`,
  );
  const result: Row[] = [];
  const forgetStore = () => app.readCache.forget(storeId);
  for (const [name, url] of reads) {
    console.log(`  one at a time, nothing kept: ${name}…`);
    result.push({ read: name, 'p50/p99 ms': await timed(app, url, forgetStore) });
    console.log(`  ${JSON.stringify(result.at(-1))}`);
  }
  // Paging on after a change: page 1 counted the filter's matches, page 2 finds the total kept
  // (decision 0031) and reads only its rows.
  const filtered = reads[2]![1];
  const firstPageAsked = async () => {
    forgetStore();
    await app.inject({ method: 'GET', url: filtered, headers: { host: '127.0.0.1' } });
  };
  result.push({
    read: 'filtered list, page 2 after page 1 (its total kept)',
    'p50/p99 ms': await timed(app, filtered.replace('page=1', 'page=2'), firstPageAsked),
  });
  console.log(`  ${JSON.stringify(result.at(-1))}`);
  if (!STORES) return result;
  // First byte with nothing in memory: the host looked up, the store's answers read afresh.
  const forgetAll = () => app.readCache.forgetAll();
  const firstByte = [
    ['first byte, list (host looked up, nothing kept)', `${base}?rows=${rows}&page=1`],
    // Among 1,000 stores of 11 categories each, the average category holds few links: a plan
    // guessed from it probed the apparel tree's 50,000 links one by one (decision 0031, round 5).
    ['first byte, filtered list (host looked up, nothing kept)', reads[2]![1]],
    ...(html ? [['first byte, home page HTML (nothing kept)', '/']] : []),
  ] as [string, string][];
  const alone: string[] = [];
  for (const [name, url] of firstByte) {
    alone.push(await timed(app, url, forgetAll));
    console.log(`  ${name}, alone: ${alone.at(-1)}`);
  }
  // A kept database (BENCH_DATABASE_NAME) holds the stores of an earlier run: only the rest are added.
  const [{ added = 0 } = {}] = await db
    .select({ added: sql<number>`count(*)::int` })
    .from(storefronts)
    .where(like(storefronts.slug, 'scale-%'));
  if (added) console.log(`  ${added} of them kept from an earlier run: "alone" is among them`);
  console.log(`  adding ${STORES - 1 - added} stores of ${PRODUCTS_PER_OTHER_STORE} products…`);
  for (let i = added + 1; i < STORES; i++) {
    const store = await createStore(db, `scale-${i}`, { name: `Scale ${i}` });
    const categories = await createCategories(db, store.id, BENCH_CATEGORIES);
    const specs = Array.from({ length: PRODUCTS_PER_OTHER_STORE }, (_, j) =>
      benchProduct(i * PRODUCTS_PER_OTHER_STORE + j),
    );
    await createProducts(db, store.id, specs, categories);
    if (i % 100 === 0) process.stdout.write(`\r  ${i + 1} stores`);
  }
  process.stdout.write('\n');
  // As a minute after the stores' imports (their vacuum job, decision 0031 round 2): not while
  // autovacuum and the listener still work through 20,000 fresh rows.
  await compactAllListCounts(db);
  await db.execute(
    sql`VACUUM (ANALYZE) storefronts, product_categories, products, product_search_rows, product_category_links, product_search_terms`,
  );
  for (const [index, [name, url]] of firstByte.entries()) {
    result.push({
      read: name,
      'p50/p99 ms': `alone ${alone[index]}; among ${STORES} stores ${await timed(app, url, forgetAll)}`,
    });
  }
  return result;
}
