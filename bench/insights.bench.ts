/**
 * `npm run bench:insights` (part of `npm run bench` when BENCH_DATABASE_URL is set, or with
 * BENCH_INSIGHTS_PGLITE=1): store insights on a year of data. Seeds a
 * store with 200 products, 365,000 orders (1,000 a day, two lines each, one in 50 cancelled, one
 * in 40 partly refunded) and PAGE_VIEWS_PER_DAY page views a day into a temporary PGlite folder
 * (or the PostgreSQL database named by BENCH_DATABASE_URL, which should be empty), with
 * `insert … select generate_series`, then times `GET /api/storefronts/{id}/insights` for the
 * whole year by week and by month, 90 days and 30 days by day (median of BENCH_RUNS, 15, after
 * 3 warm-ups), after timing the first read, which summarises the whole seeded year (decision 0030).
 * The goal (issue #17) is under 200 ms.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays } from '@storefront/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import {
  createCategories,
  createProducts,
  createStore,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import { BENCH_CATEGORIES, benchProduct } from './bench-catalog.ts';

const DAYS = 365;
const ORDERS_PER_DAY = 1_000;
const PAGE_VIEWS_PER_DAY = Number(process.env.BENCH_PAGE_VIEWS_PER_DAY ?? 10_000);
/** Distinct visitors a day: each comes back about 2.5 times; some return on later days. */
const VISITORS_PER_DAY = Math.round(PAGE_VIEWS_PER_DAY / 2.5);
const PRODUCTS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UPS = Math.min(3, RUNS);
const GOAL_MS = 200;
const OWNER = { email: 'owner@insights.bench', password: 'Insights-Bench-2026!' };

/** The last day of the seeded year (yesterday, UTC). */
const lastDay = addDays(new Date().toISOString().slice(0, 10), -1);
const firstDay = addDays(lastDay, 1 - DAYS);

async function seed(database: DatabaseHandle) {
  const db = database.db;
  const store = await createStore(db, 'insights-bench', { name: 'Insights bench' });
  const categoryIds = await createCategories(db, store.id, BENCH_CATEGORIES);
  const specs = Array.from({ length: PRODUCTS }, (_, i) => benchProduct(i));
  await createProducts(db, store.id, specs, categoryIds);
  await db.insert(users).values({
    storefrontId: store.id,
    email: OWNER.email,
    username: OWNER.email,
    firstName: 'Bench',
    lastName: 'Owner',
    passwordHash: await hashPassword(OWNER.password),
    role: 'owner',
    emailVerifiedAt: new Date(),
  });
  const start = `${firstDay}T00:00:00Z`;
  const count = DAYS * ORDERS_PER_DAY;
  const step = (ms: number) => `${ms / 1000} seconds`;
  const orderStep = step(86_400_000 / ORDERS_PER_DAY);
  const viewStep = step(86_400_000 / PAGE_VIEWS_PER_DAY);

  let t = performance.now();
  const lap = (what: string) => {
    console.log(`  ${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
  };
  // 1,000 orders a day, evenly spread; one in 50 cancelled, the others paid; totals 10–100 dollars.
  await db.execute(sql`
    insert into orders (storefront_id, email, status, payment_status, subtotal, total,
                        total_without_discounts, payment_provider, created_at)
    select ${store.id}, 'shopper' || (g % 5000) || '@bench.test',
           case when g % 50 = 0 then 5 else 3 end,
           case when g % 50 = 0 then 'failed' else 'paid' end,
           1000 + (g % 9000) * 7919 % 9000, 1000 + (g % 9000) * 7919 % 9000,
           1000 + (g % 9000) * 7919 % 9000,
           'test', ${start}::timestamptz + g * ${orderStep}::interval
    from generate_series(0, ${count - 1}) g`);
  lap(`${count.toLocaleString('en-US')} orders`);
  // Two lines an order, of products picked by the order's id.
  await db.execute(sql`
    with ps as (
      select id, name, final_price, row_number() over (order by id) - 1 as i
      from products where storefront_id = ${store.id}
    )
    insert into order_lines (storefront_id, order_id, product_id, name, quantity, unit_price, line_total)
    select o.storefront_id, o.id, ps.id, ps.name, 1 + (o.id + k) % 3, ps.final_price,
           (1 + (o.id + k) % 3) * ps.final_price
    from orders o
    cross join generate_series(0, 1) k
    join ps on ps.i = (o.id * 7 + k * 13) % ${PRODUCTS}
    where o.storefront_id = ${store.id}`);
  lap(`${(count * 2).toLocaleString('en-US')} order lines`);
  await db.execute(sql`
    insert into refunds (storefront_id, order_id, amount, status, idempotency_key, created_at)
    select storefront_id, id, 500, 'succeeded', 'bench-' || id, created_at
    from orders where storefront_id = ${store.id} and id % 40 = 0 and status <> 5`);
  lap('refunds');
  const views = DAYS * PAGE_VIEWS_PER_DAY;
  await db.execute(sql`
    insert into page_views (storefront_id, path, visitor_id, created_at)
    select ${store.id}, '/products/' || (g % ${PRODUCTS}),
           'visitor-' || ((g / ${PAGE_VIEWS_PER_DAY}) * ${VISITORS_PER_DAY / 2} + (g * 7) % ${VISITORS_PER_DAY}),
           ${start}::timestamptz + g * ${viewStep}::interval
    from generate_series(0, ${views - 1}) g`);
  lap(`${views.toLocaleString('en-US')} page views`);
  await db.execute(sql`VACUUM ANALYZE`);
  lap('VACUUM ANALYZE');
  return store;
}

async function timeRequest(base: string, pathAndQuery: string, token: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARM_UPS; i++) {
    const started = performance.now();
    const res = await fetch(base + pathAndQuery, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`);
    if (i >= WARM_UPS) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times[times.length - 1]! };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url && !process.env.BENCH_INSIGHTS_PGLITE) {
    // Seeding 365,000 orders into PGlite takes a quarter of an hour on two cores.
    console.log('Insights bench skipped: set BENCH_DATABASE_URL (or BENCH_INSIGHTS_PGLITE=1).');
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-insights-bench-'));
  const database = await openDatabase({ url, dataDir: url ? null : dataDir });
  const kind = url ? 'PostgreSQL' : 'PGlite';
  try {
    console.log(`Seeding a year of insights data into ${kind}…`);
    const seedStart = performance.now();
    const store = await seed(database);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEFAULT_STOREFRONT: 'insights-bench',
      RATE_LIMITS: 'false',
      // The nightly job (which also runs at start) would summarise the year in the background;
      // here the first read does it, and is timed.
      JOBS: 'false',
    });
    const app = await buildApp({ config, database, serveWeb: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    // 127.0.0.1 resolves to the default store, which is the bench store.
    const rows: Record<string, string | number>[] = [];
    let coldMs = 0;
    try {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...OWNER, storefront_id: store.id }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      // The first read summarises every day the seeding marked (a year): the cold cost, once.
      const cold = performance.now();
      const first = await fetch(
        `${base}/storefronts/${store.id}/insights?from=${firstDay}&to=${lastDay}&granularity=week`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      await first.arrayBuffer();
      if (!first.ok) throw new Error(`the first read answered ${first.status}`);
      coldMs = performance.now() - cold;
      console.log(`  first read (summarises the year): ${coldMs.toFixed(0)} ms`);
      const periods = [
        { name: '30 days by day', from: addDays(lastDay, -29), granularity: 'day' },
        { name: '90 days by day', from: addDays(lastDay, -89), granularity: 'day' },
        { name: 'a year by month', from: firstDay, granularity: 'month' },
        { name: 'a year by week', from: firstDay, granularity: 'week' },
      ];
      for (const p of periods) {
        const query = `from=${p.from}&to=${lastDay}&granularity=${p.granularity}`;
        const json = await timeRequest(base, `/storefronts/${store.id}/insights?${query}`, token);
        const csv = await timeRequest(
          base,
          `/storefronts/${store.id}/insights.csv?${query}`,
          token,
        );
        rows.push({
          period: p.name,
          'JSON median ms': Number(json.median.toFixed(0)),
          'JSON worst ms': Number(json.worst.toFixed(0)),
          'CSV median ms': Number(csv.median.toFixed(0)),
          [`under ${GOAL_MS} ms`]: json.median < GOAL_MS ? 'yes' : 'no',
        });
        console.log(
          `  ${p.name}: JSON median ${json.median.toFixed(0)} ms, CSV ${csv.median.toFixed(0)} ms`,
        );
      }
    } finally {
      await app.close();
    }
    console.log(
      `\n${os.cpus()[0]?.model} × ${os.cpus().length} cores, Node ${process.version}, ${kind}; ` +
        `${(DAYS * ORDERS_PER_DAY).toLocaleString('en-US')} orders, ` +
        `${(DAYS * PAGE_VIEWS_PER_DAY).toLocaleString('en-US')} page views seeded in ${seedSeconds.toFixed(0)} s; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      `Store insights: the first read, which summarises the seeded year, took ${coldMs.toFixed(0)} ms; ` +
        `then one request at a time (median of ${RUNS} after ${WARM_UPS} warm-ups):`,
    );
    console.table(rows);
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
