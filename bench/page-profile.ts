/**
 * `npm run bench:pages-profile` (after `npm run build`): where the server's CPU goes when a page
 * is rendered with nothing kept (decision 0032). Seeds the bench store (`BENCH_PRODUCTS`, 10,000
 * by default) into a temporary PGlite folder, or into a throwaway database on the PostgreSQL
 * server of `BENCH_DATABASE_URL`, then for each page renders it `PROFILE_ROUNDS` times (200),
 * each after the store's kept answers are dropped, as `npm run bench`'s "uncached" columns do,
 * under V8's CPU profiler. Prints the CPU per page and the profile's self time by part (React,
 * React Router, zod, Fastify, the database driver…); `PROFILE_OUT=<dir>` also writes the
 * `.cpuprofile` files (Chrome DevTools opens them).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import {
  createCategories,
  createProducts,
  createStore,
  slugOf,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import { compactAllListCounts } from '../apps/server/src/modules/catalog/catalogue-vacuum.ts';
import { storeChangeOf } from '../apps/server/src/plugins/store-events.ts';
import { BENCH_CATEGORIES, benchListSearch, benchProduct } from './bench-catalog.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 200);
const OUT = process.env.PROFILE_OUT;
const ONLY = process.env.BENCH_ENDPOINTS?.split(',').filter(Boolean);
/** `PROFILE_MODE=json`: the catalogue's JSON (list, detail, search) instead of the pages. */
const JSON_MODE = process.env.PROFILE_MODE === 'json';
/**
 * The change each request follows, as the triggers' notification tells the read cache (the
 * columns of `npm run bench`): by default the store's row (`<id>:store:row`: its answers,
 * configuration and hosts dropped, its lists' totals, category tree, pages and catalogue-only
 * answers kept); `PROFILE_FORGET=pages`, its pages (`<id>:store`: its pages read again too);
 * `PROFILE_FORGET=stock`, an order's stock change (`<id>:content`: its answers only);
 * `PROFILE_FORGET=product` (or `listing`), a product unpublished (`<id>`: its answers and totals;
 * the category trees are kept); `PROFILE_FORGET=tree`, a category moved (`<id>:tree`: the
 * category trees too).
 */
const FORGET = process.env.PROFILE_FORGET ?? 'store';
// Each as its notification's suffix, dropped as the read cache drops what it names (`heard`).
const CHANGES: Record<string, { suffix: string; name: string }> = {
  store: { suffix: ':store:row', name: 'store row' },
  // The store's pages (`<id>:store`): its configuration read again, pages and all.
  pages: { suffix: ':store', name: 'store pages' },
  stock: { suffix: ':content', name: 'stock' },
  product: { suffix: '', name: 'listing' },
  listing: { suffix: '', name: 'listing' },
  // A category added, removed or moved (`<id>:tree`): the category trees read again too.
  tree: { suffix: ':tree', name: 'category tree' },
};
const CHANGE = CHANGES[FORGET] ?? unknownChange();
function unknownChange(): never {
  throw new Error(`PROFILE_FORGET=${FORGET}: store, pages, stock, listing (product) or tree`);
}
/** Statements sent to the database, counted per request (the drivers' query functions wrapped). */
let queries = 0;
let logQueries = false;
function countQueries(database: DatabaseHandle) {
  // Both drizzle drivers keep their client as `$client` (pg.Pool or PGlite).
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  for (const method of ['query', 'exec']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = function (this: unknown, ...args: unknown[]) {
      queries++;
      if (logQueries) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
        if (text) console.log(`    query: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

async function seed(database: DatabaseHandle) {
  const store = await createStore(database.db, 'bench', { name: 'Bench' });
  const categoryIds = await createCategories(database.db, store.id, BENCH_CATEGORIES);
  for (let start = 0; start < PRODUCTS; start += 1_000) {
    const specs = Array.from({ length: Math.min(1_000, PRODUCTS - start) }, (_, i) =>
      benchProduct(start + i),
    );
    await createProducts(database.db, store.id, specs, categoryIds);
  }
  // As the catalogue vacuum job leaves it, like `npm run bench`; `PROFILE_VACUUM=0`: as left
  // right after the writes, before the job ran (which also sums the kept list counts, 0037).
  if (process.env.PROFILE_VACUUM !== '0') await compactAllListCounts(database.db);
  await database.db.execute(
    process.env.PROFILE_VACUUM === '0' ? sql`ANALYZE` : sql`VACUUM ANALYZE`,
  );
  return { store, categoryIds };
}

/** The part of the program a profile node's code belongs to, from its script's URL. */
function partOf(url: string, name: string): string {
  // The profiler's own collection at Profiler.stop is no part of a page.
  if (!url) return name === 'dispatch' ? '(profiler)' : name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith('wasm:')) return 'PGlite (WebAssembly)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/apps/web/build/server/')) return 'web app (server build)';
  if (url.includes('/apps/server/src/plugins/')) return 'server plugins';
  if (url.includes('/apps/server/src/')) return 'server modules';
  if (url.includes('/packages/contracts/')) return 'contracts';
  return url.replace(/^.*\/(?=[^/]+\/[^/]+$)/, '');
}

/** Self time per part, as shares of the profile scaled to the CPU measured without it. */
function split(profile: Profiler.Profile, cpuMsPerPage: number) {
  const selfUs = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)),
  );
  const parts = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    const part = partOf(node.callFrame.url, node.callFrame.functionName);
    parts.set(part, (parts.get(part) ?? 0) + us);
  }
  parts.delete('(idle)');
  parts.delete('(profiler)');
  const total = [...parts.values()].reduce((a, b) => a + b, 0);
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us / total >= 0.005)
    .map(([part, us]) => ({
      part,
      'CPU ms/page': Number(((us / total) * cpuMsPerPage).toFixed(2)),
      share: `${((us / total) * 100).toFixed(1)} %`,
    }));
}

async function profilePages(database: DatabaseHandle, dataDir: string, databaseUrl?: string) {
  const { store, categoryIds } = await seed(database);
  countQueries(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEFAULT_STOREFRONT: 'bench',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const app = await buildApp({ config, database, serveWeb: !JSON_MODE });
  await app.ready();
  const slugs = Array.from({ length: 20 }, (_, i) => slugOf(benchProduct(i * 37).name));
  const products = `/api/storefronts/${store.id}/storefront-products`;
  const pages: [string, string[]][] = JSON_MODE
    ? [
        [
          'list',
          [1, 2, 3, 4, 5].map((page) => `${products}?${benchListSearch(page, categoryIds)}`),
        ],
        ['detail', slugs.map((slug) => `${products}/${slug}`)],
        [
          'search',
          ['hoddie', 'tshirt', 'cotton hoodie', 'mug', 'bottel', 'champion hoodie'].map(
            (text) => `${products}/search?global_filter=${encodeURIComponent(text)}`,
          ),
        ],
      ]
    : [
        ['home', ['/']],
        ['products', ['/products', '/products?page=2']],
        ['product', slugs.map((slug) => `/products/${slug}`)],
      ];
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  const results = [];
  try {
    for (const [name, paths] of pages) {
      if (ONLY && !ONLY.includes(name)) continue;
      const render = async (i: number) => {
        app.readCache.heard(storeChangeOf(`${store.id}${CHANGE.suffix}`)!);
        const url = paths[i % paths.length]!;
        const res = await app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      };
      for (let i = 0; i < 50; i++) await render(i); // warm-up: V8 tiers up, PGlite's caches fill
      logQueries = true;
      queries = 0;
      console.log(`${database.kind}, ${name}: the statements of one request`);
      await render(0);
      logQueries = false;
      const perRequest = queries;
      // CPU without the profiler, which costs a share of its own.
      const before = process.cpuUsage();
      for (let i = 0; i < ROUNDS; i++) await render(i);
      const used = process.cpuUsage(before);
      const cpu = (used.user + used.system) / 1000 / ROUNDS;
      await session.post('Profiler.start');
      for (let i = 0; i < ROUNDS; i++) await render(i);
      const { profile } = await session.post('Profiler.stop');
      if (OUT) {
        await fs.mkdir(OUT, { recursive: true });
        const file = path.join(OUT, `${database.kind}-${name}.cpuprofile`);
        await fs.writeFile(file, JSON.stringify(profile));
      }
      results.push({ name, cpu, queries: perRequest, split: split(profile, cpu) });
    }
  } finally {
    session.disconnect();
    await app.close();
  }
  for (const { name, cpu, queries: count, split: parts } of results) {
    console.log(
      `\n${database.kind}, ${name}, nothing kept (${CHANGE.name} change): ` +
        `${cpu.toFixed(2)} ms CPU per request, ${count} statements`,
    );
    console.table(parts);
  }
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-profile-'));
  try {
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) {
      const database = await openDatabase({ dataDir });
      try {
        await profilePages(database, dataDir);
      } finally {
        await database.close();
      }
      return;
    }
    const name = `storefront_profile_${randomBytes(4).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const database = await openDatabase({ url: url.toString(), dataDir: null });
      try {
        await profilePages(database, dataDir, url.toString());
      } finally {
        await database.close();
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
