/**
 * `node --import tsx bench/search-copy-indexes.ts`: on PGlite, the bench's 10,000 products seeded
 * as the bench seeds them (links after their products, as an import writes them) and vacuumed as
 * the catalogue vacuum job leaves them; the CPU of a deep page's ids (offset 8,736, id order) and
 * of a page in name order (offset 4,000, descending) read from the search copy's sparse order
 * indexes (`cpuMs` of bench/micro.ts: MICRO_ROUNDS, default 300), then the job's rebuild (plain
 * `REINDEX` on PGlite) and the same again (decision 0037, round 3).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { vacuumCatalogueTables } from '../apps/server/src/modules/catalog/catalog.queries.ts';
import {
  createCategories,
  createProducts,
  createStore,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import {
  rebuildSparseSearchCopyIndexes,
  searchCopyIndexSizes,
} from '../apps/server/src/modules/catalog/search-copy-indexes.ts';
import { BENCH_CATEGORIES, benchProduct } from './bench-catalog.ts';
import { cpuMs, printTable } from './micro.ts';

const PRODUCTS = 10_000;
const database = await openDatabase({ dataDir: null });
const db = database.db;
const store = await createStore(db, 'bench', { name: 'Bench' });
const categories = await createCategories(db, store.id, BENCH_CATEGORIES);
for (let start = 0; start < PRODUCTS; start += 1_000) {
  const specs = Array.from({ length: 1_000 }, (_, i) => benchProduct(start + i));
  await createProducts(db, store.id, specs, categories);
}
await vacuumCatalogueTables(db);

const listable = `storefront_id = ${store.id}
  AND (start_publish_date IS NULL OR start_publish_date <= now())
  AND (end_publish_date IS NULL OR end_publish_date > now())`;
const pages = {
  'deep page, id order': sql.raw(`SELECT product_id FROM product_search_rows WHERE ${listable}
    ORDER BY product_id LIMIT 24 OFFSET 8736`),
  'name order, descending': sql.raw(`SELECT product_id FROM product_search_rows WHERE ${listable}
    ORDER BY name DESC, product_id DESC LIMIT 24 OFFSET 4000`),
};

const rows: Record<string, unknown>[] = [];
/** CPU ms of one statement for each page, as the indexes are. */
async function measure(indexes: string) {
  for (const [page, statement] of Object.entries(pages))
    rows.push({
      indexes,
      page,
      'CPU ms': Number((await cpuMs(() => db.execute(statement))).toFixed(3)),
    });
}

console.log('pages / packed estimate', JSON.stringify(await searchCopyIndexSizes(db)));
await measure('sparse');
const started = performance.now();
const rebuilt = await rebuildSparseSearchCopyIndexes(db, 'pglite');
console.log(`rebuilt ${rebuilt.join(', ')} in ${(performance.now() - started).toFixed(0)} ms`);
console.log('pages / packed estimate', JSON.stringify(await searchCopyIndexSizes(db)));
await measure('packed');
printTable(rows);
await database.close();
