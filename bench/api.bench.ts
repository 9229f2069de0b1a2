/**
 * `npm run bench`: the catalogue API under load on the embedded database. Seeds a store with
 * 10,000 products into a temporary PGlite folder, starts the API on a free port, times single
 * requests, then runs autocannon for 10 s against a filtered and sorted list page, a product
 * detail and the navbar search, times the catalogue import of 5,000 CSV rows, prints tables with
 * the machine, and cleans up.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { productListSearch } from '@storefront/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import {
  createCategories,
  createProducts,
  createStore,
  slugOf,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import { BENCH_CATEGORIES, benchProduct } from './bench-catalog.ts';
import { benchCatalogueImport, IMPORT_ROWS } from './catalogue-import.ts';

const PRODUCTS = 10_000;
const SEED_BATCH = 1_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Endpoint = { name: string; paths: string[] };

async function seed(database: DatabaseHandle) {
  const db = database.db;
  const store = await createStore(db, 'bench', { name: 'Bench' });
  const categoryIds = await createCategories(db, store.id, BENCH_CATEGORIES);
  for (let start = 0; start < PRODUCTS; start += SEED_BATCH) {
    const specs = Array.from({ length: SEED_BATCH }, (_, i) => benchProduct(start + i));
    await createProducts(db, store.id, specs, categoryIds);
    process.stdout.write(`\r  seeded ${start + SEED_BATCH} products`);
  }
  process.stdout.write('\n');
  await db.execute(sql`ANALYZE`);
  return { store, categoryIds };
}

function endpoints(storeId: number, categoryIds: Map<string, number>): Endpoint[] {
  const products = `/api/storefronts/${storeId}/storefront-products`;
  const relations = [
    'productThumbnail',
    'productVariants',
    'productVariants.variantThumbnail',
  ] as const;
  const listPath = (page: number) =>
    `${products}?${productListSearch({
      rows: 9,
      page,
      sort_field: 'final_price',
      sort_order: 'asc',
      product_categories: [categoryIds.get('apparel')!],
      brands: ['Gildan', 'Nike', 'Carhartt'],
      relations: [...relations],
    })}`;
  // Listed products only (benchProduct skips every 50th as a draft and one in 100 as disabled).
  const slugs = Array.from({ length: 200 }, (_, i) => i * 37).filter(
    (i) => i % 50 !== 49 && i % 100 !== 42,
  );
  const searches = ['hoddie', 'tshirt', 'cotton hoodie', 'mug', 'bottel', 'champion hoodie'];
  return [
    {
      name: 'list: apparel + 3 brands, price asc, 9 rows, pages 1-5, all relations',
      paths: [1, 2, 3, 4, 5].map(listPath),
    },
    {
      name: 'detail: by slug, all relations',
      paths: slugs.map((i) => `${products}/${slugOf(benchProduct(i).name)}`),
    },
    {
      name: 'search: navbar, 10 results (typos, two words)',
      paths: searches.map((text) => `${products}/search?global_filter=${encodeURIComponent(text)}`),
    },
  ];
}

/**
 * Median time of one request at a time, after a warm-up (WebAssembly and V8 tier up their code
 * on first use), and a check that every path answers 200.
 */
async function timeSingleRequests(base: string, endpoint: Endpoint): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const url = base + endpoint.paths[i % endpoint.paths.length];
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= 30) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/**
 * CPU time the main thread (the server and its embedded database) has used, on Linux: unlike
 * latency it does not grow when other processes share the machine. Null elsewhere.
 */
function serverCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after "(name) ": utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Load from a worker thread, so the load generator does not share the server's event loop. */
async function load(base: string, endpoint: Endpoint) {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: base,
    workers: 1,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: endpoint.paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx || result.errors)
    throw new Error(`${endpoint.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuAfter = serverCpuMs();
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total;
  return { result, cpuPerRequest };
}

function machine(): string {
  const cpus = os.cpus();
  return [
    `CPU: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length} cores`,
    `RAM: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `Node ${process.version} on ${os.platform()} ${os.release()}`,
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ].join('\n');
}

async function main() {
  const header = machine();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    console.log(`Seeding ${PRODUCTS.toLocaleString('en-US')} products into ${dataDir}`);
    const seedStart = performance.now();
    const { store, categoryIds } = await seed(database);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    // 127.0.0.1 resolves to the default store, so the bench store is the default one.
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEFAULT_STOREFRONT: 'bench',
    });
    const app = await buildApp({ config, database, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const rows: Record<string, string | number>[] = [];
    try {
      for (const endpoint of endpoints(store.id, categoryIds)) {
        const single = await timeSingleRequests(base, endpoint);
        console.log(`Loading "${endpoint.name}" for ${DURATION_S} s…`);
        const { result, cpuPerRequest } = await load(base, endpoint);
        rows.push({
          endpoint: endpoint.name,
          'one at a time (median ms)': Number(single.toFixed(1)),
          'requests/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'server CPU ms/request': cpuPerRequest === null ? '-' : Number(cpuPerRequest.toFixed(1)),
        });
      }
    } finally {
      await app.close();
    }
    console.log(`Importing ${IMPORT_ROWS.toLocaleString('en-US')} CSV rows…`);
    const imports = await benchCatalogueImport(database);
    console.log(`\n${header}`);
    console.log(
      `Embedded PGlite, ${PRODUCTS.toLocaleString('en-US')} products seeded in ${seedSeconds.toFixed(0)} s; ` +
        `autocannon ${CONNECTIONS} connections × ${DURATION_S} s per endpoint.`,
    );
    console.table(rows);
    console.log('Catalogue CSV import (dry run, then one all-or-nothing transaction):');
    console.table(imports);
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
