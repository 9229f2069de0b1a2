/**
 * `npm run bench`: the store's read path under load, beside a bare Fastify server started in the
 * same run (the ratio to it is what compares across machines). Seeds a store with 10,000 products
 * into a temporary PGlite folder (and, when BENCH_DATABASE_URL names a PostgreSQL server, into a
 * throwaway database there too), starts the API (and the server-rendered pages when a web build
 * exists) on a free port, and for each endpoint measures: the server CPU per request when
 * nothing is cached (every request the first after a change, one at a time and at 10
 * connections), then requests/s, p50/p99 and server CPU per request under autocannon at 10 and
 * 50 connections. Then times the catalogue import of 5,000 CSV rows, prints the tables with
 * the machine, and cleans up. autocannon runs in a process of its own (`load-client.ts`); during
 * each load the server's thread records its event-loop delay and GC pauses, printed in a second
 * table ("where the tail comes from"). The server and the bare Fastify yardstick run in this
 * process, so the Node flags `npm run bench` passes (the production server's) apply to both.
 * BENCH_DATABASE_NAME=<name> seeds that PostgreSQL database once and keeps it: a later run with the
 * same name and BENCH_PRODUCTS measures the same catalogue without seeding it again.
 */
import { openSync, readFileSync, writeSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import {
  monitorEventLoopDelay,
  PerformanceObserver,
  constants as perfConstants,
} from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { COOKIES } from '@storefront/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import {
  cartLines,
  carts,
  productCategories,
  products,
  productVariants,
  productVariantSizes,
  sessions,
  storefronts,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashSecret } from '../apps/server/src/modules/identity/index.ts';
import {
  createCategories,
  createProducts,
  createStore,
  slugOf,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import { compactAllListCounts } from '../apps/server/src/modules/catalog/catalogue-vacuum.ts';
import { storeChangeOf } from '../apps/server/src/plugins/store-events.ts';
import { BENCH_CATEGORIES, benchListSearch, benchProduct } from './bench-catalog.ts';
import { benchCatalogueImport, IMPORT_ROWS } from './catalogue-import.ts';
import { startBareFastify } from './bare-fastify.ts';
import { benchScale } from './scale.ts';
import type { LoadJob, LoadResult } from './load-client.ts';

const PRODUCTS = 10_000;
const SEED_BATCH = 1_000;
const PRODUCTS_TO_SEED = Number(process.env.BENCH_PRODUCTS ?? PRODUCTS);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Only the endpoints whose names start with one of these words (e.g. `list,detail`). */
const ONLY = process.env.BENCH_ENDPOINTS?.split(',').filter(Boolean);
/** BENCH_UNCACHED=0 skips the uncached figures (quicker A/B runs of the loads). */
const UNCACHED = process.env.BENCH_UNCACHED !== '0';
/**
 * BENCH_LOG=info logs as production does (a JSON line per request, written at once like pino's
 * standard output) into a temporary file: what logging costs a kept answer. Silent by default.
 */
const LOG_LEVEL = process.env.BENCH_LOG ?? 'silent';
/** BENCH_DATABASE_NAME: the PostgreSQL database to seed once and keep (`withPostgresDatabase`). */
const KEPT_DATABASE = process.env.BENCH_DATABASE_NAME?.replace(/[^a-z0-9_]/g, '') || undefined;
/**
 * BENCH_PGLITE_DIR: the folder PGlite's database is kept in, seeded by the first run and measured
 * as it is by later ones (the PGlite side of BENCH_DATABASE_NAME: seeding takes minutes).
 */
const KEPT_PGLITE = process.env.BENCH_PGLITE_DIR || undefined;
const webBuilt = await fs
  .access(path.resolve(import.meta.dirname, '../apps/web/build/server/index.js'))
  .then(() => true)
  .catch(() => false);

/** `headers`: sent with every request of the endpoint (the shell's: a shopper's cookies). */
type Endpoint = { name: string; paths: string[]; html?: boolean; headers?: Record<string, string> };

async function seed(database: DatabaseHandle) {
  const db = database.db;
  if (database.kind === 'pglite' ? KEPT_PGLITE : KEPT_DATABASE) {
    const kept = await seededBefore(database);
    if (kept) return kept;
  }
  const store = await createStore(db, 'bench', { name: 'Bench' });
  const categoryIds = await createCategories(db, store.id, BENCH_CATEGORIES);
  for (let start = 0; start < PRODUCTS_TO_SEED; start += SEED_BATCH) {
    const specs = Array.from({ length: SEED_BATCH }, (_, i) => benchProduct(start + i));
    await createProducts(db, store.id, specs, categoryIds);
    process.stdout.write(`\r  seeded ${start + SEED_BATCH} products`);
  }
  process.stdout.write('\n');
  // As the catalogue vacuum job leaves a store after a bulk change (and hourly on PGlite, which
  // has no autovacuum): what shoppers meet a minute after the store's import. The job sums the
  // store's kept list counts first (decision 0037).
  await compactAllListCounts(db);
  await db.execute(sql`VACUUM ANALYZE`);
  return { store, categoryIds, shopperCookie: await seedShopper(database, store.id) };
}

/**
 * The bench store of a database kept from an earlier run (`BENCH_DATABASE_NAME`), with its
 * categories and a new session of its shopper, or undefined when it holds none yet.
 */
async function seededBefore(database: DatabaseHandle) {
  const db = database.db;
  const [store] = await db.select().from(storefronts).where(eq(storefronts.slug, 'bench'));
  if (!store) return undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storefrontId, store.id));
  if (count?.n !== PRODUCTS_TO_SEED)
    throw new Error(`the kept database holds ${count?.n} products, not ${PRODUCTS_TO_SEED}`);
  console.log(
    `  the kept database's ${count.n.toLocaleString('en-US')} products, not seeded again`,
  );
  const rows = await db
    .select({ id: productCategories.id, slug: productCategories.slug })
    .from(productCategories)
    .where(eq(productCategories.storefrontId, store.id));
  const categoryIds = new Map(rows.map((row) => [row.slug, row.id]));
  const [user] = await db.select().from(users).where(eq(users.storefrontId, store.id));
  const [cart] = await db.select().from(carts).where(eq(carts.userId, user!.id));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db
    .insert(sessions)
    .values({ storefrontId: store.id, userId: user!.id, tokenHash: hashSecret(token), expiresAt });
  const shopperCookie = `${COOKIES.session}=${token}; ${COOKIES.cart}=${cart!.id}; ${COOKIES.shopperHint}=1`;
  return { store, categoryIds, shopperCookie };
}

/**
 * A signed-in shopper of the bench store with three lines in their cart: the cookies a browser
 * of theirs sends (session, cart, the shell's hint), for the `shell` endpoint.
 */
async function seedShopper(database: DatabaseHandle, storefrontId: number) {
  const db = database.db;
  const token = randomBytes(32).toString('base64url');
  const [user] = await db
    .insert(users)
    .values({
      storefrontId,
      email: 'shopper@bench.test',
      username: 'shopper@bench.test',
      firstName: 'Sam',
      lastName: 'Bench',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db
    .insert(sessions)
    .values({ storefrontId, userId: user!.id, tokenHash: hashSecret(token), expiresAt });
  const [cart] = await db.insert(carts).values({ storefrontId, userId: user!.id }).returning();
  const sizes = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      sizeId: productVariantSizes.id,
    })
    .from(productVariantSizes)
    .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
    .where(eq(productVariants.storefrontId, storefrontId))
    .limit(3);
  await db
    .insert(cartLines)
    .values(sizes.map((size) => ({ storefrontId, cartId: cart!.id, ...size, quantity: 2 })));
  return `${COOKIES.session}=${token}; ${COOKIES.cart}=${cart!.id}; ${COOKIES.shopperHint}=1`;
}

function endpoints(
  storeId: number,
  categoryIds: Map<string, number>,
  shopperCookie: string,
): Endpoint[] {
  const products = `/api/storefronts/${storeId}/storefront-products`;
  const listPath = (page: number) => `${products}?${benchListSearch(page, categoryIds)}`;
  // Listed products only (benchProduct skips every 50th as a draft and one in 100 as disabled).
  const slugs = Array.from({ length: 200 }, (_, i) => (i * 37) % PRODUCTS_TO_SEED).filter(
    (i) => i % 50 !== 49 && i % 100 !== 42,
  );
  const searches = ['hoddie', 'tshirt', 'cotton hoodie', 'mug', 'bottel', 'champion hoodie'];
  const pageSlugs = slugs.slice(0, 20).map((i) => slugOf(benchProduct(i).name));
  const html: Endpoint[] = webBuilt
    ? [
        { name: 'HTML: home page', paths: ['/'], html: true },
        { name: 'HTML: product list page', paths: ['/products', '/products?page=2'], html: true },
        { name: 'HTML: product page', paths: pageSlugs.map((s) => `/products/${s}`), html: true },
        // What a signed-in shopper's browser fetches after every kept page (decision 33).
        {
          name: 'shell: the personal parts, signed in with 3 cart lines',
          paths: ['/resources/shell'],
          headers: { cookie: shopperCookie, accept: 'application/json' },
        },
      ]
    : [];
  return [
    { name: 'health check', paths: ['/api/health'] },
    // Outside the read gate, without the database: never shed.
    { name: 'health live', paths: ['/api/health/live'] },
    {
      name: 'list: apparel + 3 brands, price asc, 9 rows, pages 1-5, all relations',
      paths: [1, 2, 3, 4, 5].map(listPath),
    },
    {
      name: 'detail: by slug, all relations',
      paths: slugs.map((i) => `${products}/${slugOf(benchProduct(i).name)}`),
    },
    // The list page's category filter: the tree cut to categories holding listable products.
    {
      name: 'categories: the tree of categories with listable products',
      paths: [`/api/storefronts/${storeId}/has-products/product-categories`],
    },
    {
      name: 'search: navbar, 10 results (typos, two words)',
      paths: searches.map((text) => `${products}/search?global_filter=${encodeURIComponent(text)}`),
    },
    ...html,
  ];
}

/** A check that every path answers 200, and a warm-up (WebAssembly and V8 tier up on first use). */
async function warmUp(base: string, endpoint: Endpoint) {
  // Every path once at least (so the load measures the steady state), and reads shed by the
  // load before (503 while its queue drains) are asked again, for at most a minute.
  const deadline = Date.now() + 60_000;
  for (let i = 0; i < Math.max(40, endpoint.paths.length); i++) {
    const url = base + endpoint.paths[i % endpoint.paths.length];
    const res = await fetch(url, { headers: endpoint.headers });
    await res.arrayBuffer();
    if (res.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      i--;
    } else if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  }
}

/**
 * The change an uncached figure follows, as the database triggers' notification names it to the
 * read cache, which drops what it drops for the real one (`ReadCache.heard`, decisions 0028, 0031
 * and 0032 round 7): `store`, the store's row (`<id>:store:row`: its answers, configuration and
 * hosts dropped, its lists' totals, category tree, pages and the answers made of its catalogue
 * alone kept);
 * `stock`, an order's stock change (or any change `<id>:content` notifies: a price, a
 * description, a picture; its answers dropped); and `listing`, a change that may move what a list
 * matches (`<id>`: a product unpublished, a category link; its answers and totals dropped, the
 * category trees kept: only a change to the tree itself, `<id>:tree`, drops them, decision 0031
 * round 7).
 */
type Change = 'store' | 'stock' | 'listing';
const FORGET: Record<Change, string> = { store: ':store:row', stock: ':content', listing: '' };

const CHANGES: Change[] = ['store', 'stock', 'listing'];

/**
 * Runs `measure` with every request the first after `change`: the bench's server hears the
 * change (drops what it drops, `ReadCache.heard`) as each request arrives, before Fastify routes
 * it, so no request finds an answer kept, by itself or by a request running beside it (each keeps
 * its answer under a version the next arrival moves on). The server's own listener is put back
 * afterwards, so the other loads run through it alone.
 */
async function firstAfterChange<T>(
  app: FastifyInstance,
  storefrontId: number,
  change: Change,
  measure: () => Promise<T>,
): Promise<T> {
  type Listener = (...args: unknown[]) => void;
  const routes = app.server.listeners('request') as Listener[];
  const heard = storeChangeOf(`${storefrontId}${FORGET[change]}`)!;
  app.server.removeAllListeners('request');
  app.server.on('request', (...args: unknown[]) => {
    app.readCache.heard(heard);
    for (const route of routes) route(...args);
  });
  try {
    return await measure();
  } finally {
    app.server.removeAllListeners('request');
    for (const route of routes) app.server.on('request', route);
  }
}

/** One at a time, and at the bench's fewest connections (bare Fastify's CPU figure's). */
const UNCACHED_CONNECTIONS = [1, CONNECTIONS[0]!];
/** BENCH_UNCACHED_DURATION: seconds of each uncached load (3). */
const UNCACHED_S = Number(process.env.BENCH_UNCACHED_DURATION ?? 3);

/**
 * The server process's CPU per request (its helper threads too) when nothing is kept, each
 * request the first after a change (`firstAfterChange`): over HTTP from the client's process, as
 * the loads and bare Fastify's yardstick, one at a time and at the fewest connections, for each
 * change. The warm-up's requests were mostly hits, so an unmeasured second of uncached requests
 * first compiles the uncached path (PGlite's WebAssembly tiers up on first use).
 */
async function uncachedCpuMs(
  app: FastifyInstance,
  base: string,
  endpoint: Endpoint,
  storefrontId: number,
  answersMade: () => number,
): Promise<Record<Change, number[]>> {
  const used: Record<Change, number[]> = { store: [], stock: [], listing: [] };
  await firstAfterChange(app, storefrontId, 'stock', () =>
    load(base, endpoint, { connections: 1, durationS: 1 }),
  );
  for (const connections of UNCACHED_CONNECTIONS)
    for (const change of CHANGES) {
      const madeBefore = answersMade();
      const { result, processCpuPerRequest } = await firstAfterChange(
        app,
        storefrontId,
        change,
        () => load(base, endpoint, { connections, durationS: UNCACHED_S }),
      );
      used[change].push(processCpuPerRequest);
      console.log(
        `  uncached after a ${change} change, ${connections} at once: ${result.ok} answered ` +
          `(${result.notOk} not 2xx), ${answersMade() - madeBefore} answers made`,
      );
    }
  return used;
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

/** The load generator's process (bench/load-client.ts), forked once, reused by every load. */
let client: ChildProcess | undefined;
function loadClient(): ChildProcess {
  if (!client) {
    // Its own Node flags: not the server's (a young generation size measured for the server).
    client = fork(path.join(import.meta.dirname, 'load-client.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    client.unref();
    client.channel?.unref();
  }
  return client;
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  const child = loadClient();
  child.channel?.ref();
  return new Promise<LoadResult>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`load client exited (${code})`));
    child.once('exit', exited);
    child.once('message', (message: { result?: LoadResult; error?: string }) => {
      child.removeListener('exit', exited);
      child.channel?.unref();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.send(job);
  });
}

/**
 * What the server's main thread went through during a load: how late its event loop ran
 * (sampled every millisecond) and its garbage collections (count, total and longest pause, in
 * ms), so a tail can be told apart: a loop delay near the tail is the server's own work or GC;
 * a tail with a quiet loop is the machine (the client, the database, other processes).
 */
type ServerWatch = { stop(): ServerSide };
export type ServerSide = {
  loopP50: number;
  loopP99: number;
  loopMax: number;
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  majorGcMs: number;
};

function watchServer(): ServerWatch {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const pauses: { duration: number; major: boolean }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      pauses.push({
        duration: entry.duration,
        major: kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR,
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  loop.enable();
  return {
    stop() {
      loop.disable();
      observer.disconnect();
      const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
      const sum = (list: typeof pauses) => list.reduce((total, p) => total + p.duration, 0);
      return {
        loopP50: ms(loop.percentile(50)),
        loopP99: ms(loop.percentile(99)),
        loopMax: ms(loop.max),
        gcCount: pauses.length,
        gcMs: Number(sum(pauses).toFixed(1)),
        gcMaxMs: Number(Math.max(0, ...pauses.map((p) => p.duration)).toFixed(1)),
        majorGcMs: Number(sum(pauses.filter((p) => p.major)).toFixed(1)),
      };
    },
  };
}

/** Load from the client's own process, watching the server's thread meanwhile. */
async function load(
  base: string,
  endpoint: Endpoint,
  { connections, durationS = DURATION_S }: { connections: number; durationS?: number },
) {
  const cpuBefore = serverCpuMs();
  const processBefore = process.cpuUsage();
  const watch = watchServer();
  const result = await runLoad({
    base,
    connections,
    durationS,
    paths: endpoint.paths,
    // Pages as a browser asks for them, compressed; JSON as the bare server's (uncompressed).
    // BENCH_COOKIE: a shopper's cookies (a session, a cart) sent with every page request.
    ...(endpoint.headers && { headers: endpoint.headers }),
    ...(endpoint.html && {
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        ...(process.env.BENCH_COOKIE && { cookie: process.env.BENCH_COOKIE }),
      },
    }),
  });
  const server = watch.stop();
  const cpuAfter = serverCpuMs();
  const processUsed = process.cpuUsage(processBefore);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.total;
  // The whole process, its helper threads (garbage collection, compression) too: the client
  // runs in a process of its own, and the bench's servers take turns.
  const processCpuPerRequest =
    (processUsed.user + processUsed.system) / 1000 / Math.max(1, result.total);
  return { result, cpuPerRequest, processCpuPerRequest, server };
}

/** One row of the "where the tail comes from" table. */
function tailRow(name: string, connections: number, result: LoadResult, server: ServerSide): Row {
  return {
    endpoint: name,
    conns: connections,
    'p50/p90/p99/max ms': `${result.p50}/${result.p90}/${result.p99}/${result.max}`,
    'loop delay p50/p99/max ms': `${server.loopP50}/${server.loopP99}/${server.loopMax}`,
    'GC n / ms (major) / max': `${server.gcCount} / ${server.gcMs} (${server.majorGcMs}) / ${server.gcMaxMs}`,
    'server RSS MB': Math.round(process.memoryUsage.rss() / 2 ** 20),
    'client CPU ms/req, busy': `${result.clientCpuMs.toFixed(3)}, ${(result.clientBusy * 100).toFixed(0)} %`,
  };
}
const tails: { title: string; rows: Row[] }[] = [];
let tailRows: Row[] = [];

type Row = Record<string, string | number>;

/** The server's log lines, written synchronously (as pino writes to standard output) to a file. */
function logFile(dataDir: string) {
  if (LOG_LEVEL === 'silent') return undefined;
  const fd = openSync(path.join(dataDir, 'server.log'), 'a');
  return { write: (line: string) => void writeSync(fd, line) };
}

/**
 * Counts the answers made afresh and kept (a page and each API answer it was made of count one
 * each): a tail that comes with them is the uncached path's, not a hit's. Counting lookups that
 * found nothing would count a page's loaders' shortcut too (it looks under each kind of kept API
 * answer, decision 0032 rounds 6 and 7) before the API's own hook looks again.
 */
function countAnswersMade(app: FastifyInstance): () => number {
  const cache = app.readCache;
  const set = cache.set.bind(cache);
  let made = 0;
  cache.set = (...args: Parameters<typeof set>) => {
    const entry = set(...args);
    if (entry) made++;
    return entry;
  };
  return () => made;
}

/**
 * The uncached figures as table cells, each `store/stock/listing`: CPU ms per request one at a
 * time and at the fewest connections, and each as a multiple of bare Fastify's CPU per request in
 * the same run (at the fewest connections), to compare runs on machines of other speeds.
 */
function uncachedCells(uncached: Record<Change, number[]>, bareCpuMs: number | null): Row {
  const cells: Row = {};
  UNCACHED_CONNECTIONS.forEach((connections, i) => {
    const ms = CHANGES.map((change) => uncached[change][i] ?? NaN);
    cells[`uncached CPU ms @${connections}`] = ms.map((m) => m.toFixed(2)).join('/');
    cells[`uncached × bare @${connections}`] =
      bareCpuMs && !ms.some(Number.isNaN)
        ? ms.map((m) => Math.round(m / bareCpuMs)).join('/')
        : '-';
  });
  return cells;
}

/** requests/s, latency and CPU of one endpoint at each connection count, as table cells. */
async function measure(
  base: string,
  endpoint: Endpoint,
  bareRps: Map<number, number>,
  answersMade: () => number,
) {
  const cells: Row = {};
  for (const connections of CONNECTIONS) {
    console.log(`  "${endpoint.name}" at ${connections} connections for ${DURATION_S} s…`);
    const madeBefore = answersMade();
    const { result, cpuPerRequest, server } = await load(base, endpoint, { connections });
    // Successful answers only: a shed request is no request served.
    const rps = result.ok / result.durationS;
    const bare = bareRps.get(connections);
    cells[`req/s @${connections}`] = Math.round(rps);
    if (bare) cells[`× bare @${connections}`] = `${((rps / bare) * 100).toFixed(0)} %`;
    cells[`p50/p99 ms @${connections}`] = `${result.p50}/${result.p99}`;
    cells[`CPU ms/req @${connections}`] =
      cpuPerRequest === null ? '-' : Number(cpuPerRequest.toFixed(2));
    // Shed (503) or failed answers are counted, not hidden: a fast 503 is no success.
    cells[`not 2xx @${connections}`] = result.notOk;
    tailRows.push({
      ...tailRow(endpoint.name.split(',')[0]!, connections, result, server),
      'answers made': answersMade() - madeBefore,
    });
  }
  return cells;
}

const bareTails: Row[] = [];

/**
 * The yardstick: bare Fastify's requests per second at each connection count, and its process's
 * CPU per request at the fewest, which scales the uncached figures (measured alike): on a slower
 * or busier machine both grow alike.
 */
type Bare = { rps: Map<number, number>; cpuMs: number | null };

/** The bare Fastify server at each connection count: the yardstick of every ratio. */
async function measureBare(): Promise<{ row: Row } & Bare> {
  const bare = await startBareFastify();
  try {
    const endpoint = { name: 'bare Fastify, fixed 5 KB JSON', paths: ['/bare'] };
    await warmUp(bare.base, endpoint);
    const rps = new Map<number, number>();
    let cpuMs: number | null = null;
    const row: Row = { endpoint: endpoint.name };
    for (const connections of CONNECTIONS) {
      console.log(`  bare Fastify at ${connections} connections for ${DURATION_S} s…`);
      const { result, cpuPerRequest, processCpuPerRequest, server } = await load(
        bare.base,
        endpoint,
        { connections },
      );
      rps.set(connections, result.ok / result.durationS);
      row[`req/s @${connections}`] = Math.round(result.ok / result.durationS);
      row[`× bare @${connections}`] = '100 %';
      row[`p50/p99 ms @${connections}`] = `${result.p50}/${result.p99}`;
      bareTails.push(tailRow('bare Fastify', connections, result, server));
      row[`CPU ms/req @${connections}`] =
        cpuPerRequest === null ? '-' : Number(cpuPerRequest.toFixed(3));
      cpuMs ??= processCpuPerRequest;
    }
    return { row, rps, cpuMs };
  } finally {
    await bare.app.close();
  }
}

/** Seeds `database`, serves it, and measures every endpoint; answers the table's rows. */
async function benchDatabase(
  database: DatabaseHandle,
  dataDir: string,
  bare: Bare,
  databaseUrl?: string,
): Promise<{ rows: Row[]; seedSeconds: number; scale?: Row[] }> {
  console.log(`Seeding ${PRODUCTS_TO_SEED.toLocaleString('en-US')} products into ${database.kind}`);
  const seedStart = performance.now();
  const { store, categoryIds, shopperCookie } = await seed(database);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // 127.0.0.1 resolves to the default store, so the bench store is the default one.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: LOG_LEVEL,
    DATA_DIR: dataDir,
    DEFAULT_STOREFRONT: 'bench',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const rows: Row[] = [];
  // A server of its own per endpoint: reads still queued (or shed) after one load do not
  // spill into the next endpoint's figures.
  const chosen = endpoints(store.id, categoryIds, shopperCookie).filter(
    (endpoint) => !ONLY || ONLY.some((word) => endpoint.name.startsWith(word)),
  );
  for (const endpoint of chosen) {
    const app = await buildApp({
      config,
      database,
      serveWeb: webBuilt,
      logStream: logFile(dataDir),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      await warmUp(base, endpoint);
      const made = countAnswersMade(app);
      const uncached = UNCACHED
        ? await uncachedCpuMs(app, base, endpoint, store.id, made)
        : undefined;
      if (UNCACHED) await warmUp(base, endpoint);
      const row = {
        endpoint: endpoint.name,
        ...(uncached && uncachedCells(uncached, bare.cpuMs)),
        ...(await measure(base, endpoint, bare.rps, made)),
      };
      console.log(`  ${JSON.stringify(row)}`);
      rows.push(row);
    } catch (error) {
      console.error(error);
      rows.push({ endpoint: endpoint.name, failed: String(error).slice(0, 120) });
    } finally {
      await app.close();
    }
  }
  let scale: Row[] | undefined;
  if (process.env.BENCH_SCALE === '1') {
    console.log('Scale figures (BENCH_SCALE=1)…');
    const app = await buildApp({ config, database, serveWeb: webBuilt });
    await app.ready();
    try {
      scale = await benchScale(app, database.db, store.id, categoryIds, PRODUCTS_TO_SEED, webBuilt);
    } finally {
      await app.close();
    }
  }
  return { rows, seedSeconds, scale };
}

/**
 * A database of its own on the PostgreSQL server of BENCH_DATABASE_URL, dropped afterwards; or,
 * with BENCH_DATABASE_NAME, that database, created and seeded on the first run and kept (a
 * 100,000-product seed takes minutes: later runs measure the same catalogue again at once).
 */
async function withPostgresDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>) {
  const name = KEPT_DATABASE ?? `storefront_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  if (!KEPT_DATABASE) await admin(`CREATE DATABASE ${name}`);
  else
    await admin(`CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
      // 42P04: it exists, kept from an earlier run.
      if (error.code !== '42P04') throw error;
    });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    if (!KEPT_DATABASE) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
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
  console.log('Measuring the bare Fastify yardstick…');
  const bare = await measureBare();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  const tables: { title: string; rows: Row[] }[] = [];
  let imports: unknown;
  try {
    // BENCH_PGLITE=0: PostgreSQL only (seeding 100,000 products into PGlite takes long).
    if (process.env.BENCH_PGLITE !== '0') {
      const database = await openDatabase({ dataDir: KEPT_PGLITE ?? dataDir });
      try {
        const { rows, seedSeconds, scale } = await benchDatabase(database, dataDir, bare);
        tables.push({
          title: `Embedded PGlite, ${PRODUCTS_TO_SEED.toLocaleString('en-US')} products seeded in ${seedSeconds.toFixed(0)} s`,
          rows: [bare.row, ...rows],
        });
        tails.push({ title: 'Embedded PGlite', rows: [...bareTails, ...tailRows] });
        tailRows = [];
        if (scale) tables.push({ title: 'Embedded PGlite, scale', rows: scale });
        if (process.env.BENCH_IMPORT !== '0') {
          console.log(`Importing ${IMPORT_ROWS.toLocaleString('en-US')} CSV rows…`);
          imports = await benchCatalogueImport(database);
        }
      } finally {
        await database.close();
      }
    }
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl)
      await withPostgresDatabase(serverUrl, async (url) => {
        const database = await openDatabase({ url, dataDir: null });
        // pg's Pool ends its clients without waiting for their sockets, and the database is then
        // dropped WITH (FORCE): a connection still closing gets "terminating connection", which
        // an unheard pool error turns into a crash before the tables are printed.
        (database.db as unknown as { $client: pg.Pool }).$client.on('error', () => {});
        try {
          const { rows, seedSeconds, scale } = await benchDatabase(database, dataDir, bare, url);
          tables.push({
            title: `PostgreSQL, ${PRODUCTS_TO_SEED.toLocaleString('en-US')} products seeded in ${seedSeconds.toFixed(0)} s`,
            rows: [bare.row, ...rows],
          });
          tails.push({ title: 'PostgreSQL', rows: [...bareTails, ...tailRows] });
          tailRows = [];
          if (scale) tables.push({ title: 'PostgreSQL, scale', rows: scale });
        } finally {
          await database.close();
        }
      });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${header}`);
  console.log(
    `autocannon ${CONNECTIONS.join(' and ')} connections × ${DURATION_S} s per endpoint; ` +
      `"uncached CPU ms @1" and "@${CONNECTIONS[0]}": the server's CPU per request ` +
      `when every request is the first after a change (${UNCACHED_S} s each, over HTTP, one at ` +
      `a time and at ${CONNECTIONS[0]} connections), as store row / stock / listing: after a ` +
      `change to the store's row (its answers and hosts dropped, its lists' totals kept), after ` +
      `an order's stock change (its answers dropped), after a product unpublished (its answers, ` +
      `lists' totals and publish boundary dropped; the category trees, which only a change to ` +
      `the tree drops, kept), counting the process's helper threads too (the loads' "CPU ` +
      `ms/req": the server thread's alone); ` +
      `"uncached × bare": each over bare Fastify's, measured alike at ${CONNECTIONS[0]} ` +
      `connections in this run (${bare.cpuMs?.toFixed(3) ?? '-'} ms a request).` +
      (webBuilt ? '' : ' No web build: HTML pages skipped (run `npm run build` first).'),
  );
  for (const { title, rows } of tables) {
    console.log(`\n${title}:`);
    console.table(rows);
  }
  console.log(
    `\nWhere the tail comes from (server: ${process.execArgv.join(' ') || 'no Node flags'}): ` +
      "client latency, the server thread's event-loop delay and its GC pauses during each load.",
  );
  for (const { title, rows } of tails) {
    console.log(`\n${title}:`);
    console.table(rows);
  }
  if (imports) {
    console.log('Catalogue CSV import (dry run, then one all-or-nothing transaction):');
    console.table(imports);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
