/**
 * `node --import tsx bench/pglite-statements.ts`: the CPU of one execution of each of the
 * catalogue's prepared statements on PGlite, through PGlite's `query` (unnamed: parsed, described
 * and planned on every call) and through the named path (`NamedStatementsPGlite`, decision 0034),
 * with `plan_cache_mode` `force_custom_plan` and `auto` (a generic plan after five executions),
 * for the bench store (10,000 products) and a small store (30 products) in the same database. A
 * statement `preparedStatement` calls a unique lookup (decision 0035) runs its generic plan
 * through the named path whatever the connection's mode: both named columns are that plan.
 * Checks that both paths answer the same rows. The seeded database is kept as a tarball
 * (MICRO_SNAPSHOT, default in the temporary folder) for later runs; MICRO_ROUNDS (default 300).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import type { NamedStatementsPGlite } from '../apps/server/src/db/pglite-statements.ts';
import {
  createCategories,
  createProducts,
  createStore,
  slugOf,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import { BENCH_CATEGORIES, benchListSearch, benchProduct } from './bench-catalog.ts';
import { cpuMs, MICRO_SNAPSHOT, printTable } from './micro.ts';

type Call = { label: string; text: string; params: unknown[]; options?: QueryOptions };

async function seeded(): Promise<DatabaseHandle> {
  const snapshot = await fs.readFile(MICRO_SNAPSHOT).catch(() => undefined);
  if (snapshot) return openDatabase({ dataDir: null, snapshot: new Blob([snapshot]) });
  const database = await openDatabase({ dataDir: null });
  const db = database.db;
  for (const [slug, count] of [
    ['bench', 10_000],
    ['small', 30],
  ] as const) {
    const store = await createStore(db, slug, { name: slug });
    const categoryIds = await createCategories(db, store.id, BENCH_CATEGORIES);
    for (let start = 0; start < count; start += 1000) {
      const specs = Array.from({ length: Math.min(1000, count - start) }, (_, i) =>
        benchProduct(start + i),
      );
      await createProducts(db, store.id, specs, categoryIds);
      process.stdout.write(`\r  ${slug}: seeded ${start + specs.length} products`);
    }
    process.stdout.write('\n');
  }
  await db.execute(sql`VACUUM ANALYZE`);
  const tarball = await clientOf(database).dumpDataDir('none');
  await fs.writeFile(MICRO_SNAPSHOT, new Uint8Array(await tarball.arrayBuffer()));
  return database;
}

function clientOf(database: DatabaseHandle): NamedStatementsPGlite {
  return (database.db as unknown as { $client: NamedStatementsPGlite }).$client;
}

/** The named statements one request of each endpoint runs, with their values, per store. */
async function recordCalls(database: DatabaseHandle, storeSlug: string): Promise<Call[]> {
  const client = clientOf(database);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-statements-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEFAULT_STOREFRONT: storeSlug,
    }),
    database,
    serveWeb: false,
  });
  const [store] = (
    await client.query<{ id: number }>('select id from storefronts where slug = $1', [storeSlug])
  ).rows;
  const categories = (
    await client.query<{ id: number; slug: string }>(
      'select id, slug from product_categories where storefront_id = $1',
      [store!.id],
    )
  ).rows;
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const products = `/api/storefronts/${store!.id}/storefront-products`;
  const paths: [string, string][] = [
    ['list', `${products}?${benchListSearch(2, categoryIds)}`],
    ['detail', `${products}/${slugOf(benchProduct(3).name)}`],
    ['categories', `/api/storefronts/${store!.id}/has-products/product-categories`],
    ['search', `${products}/search?global_filter=${encodeURIComponent('cotton hoodie')}`],
  ];
  const calls: Call[] = [];
  let label = '';
  const query = client.query.bind(client);
  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (client.statementName(text))
      calls.push({
        label: `${label} ${client.statementName(text)}`,
        text,
        params: params ?? [],
        options,
      });
    return query(text, params, options);
  }) as typeof client.query;
  try {
    for (const [name, url] of paths) {
      label = `${storeSlug} ${name}:`;
      const res = await app.inject({ url, headers: { host: '127.0.0.1' } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
  } finally {
    delete (client as { query?: unknown }).query;
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return calls;
}

async function main() {
  const database = await seeded();
  const client = clientOf(database);
  try {
    const calls = [
      ...(await recordCalls(database, 'bench')),
      ...(await recordCalls(database, 'small')),
    ];
    const unnamed = (call: Call) =>
      PGlite.prototype.query.call(client, call.text, call.params, call.options);
    const named = (call: Call) => client.query(call.text, call.params, call.options);
    const rows: Record<string, string | number>[] = [];
    for (const call of calls) {
      const a = await unnamed(call);
      const b = await named(call);
      if (!isDeepStrictEqual(a.rows, b.rows) || !isDeepStrictEqual(a.fields, b.fields))
        throw new Error(`${call.label}: the named path answered other rows`);
      for (let i = 0; i < 20; i++) {
        await unnamed(call);
        await named(call);
      }
      await client.exec('SET plan_cache_mode = force_custom_plan');
      const query = await cpuMs(() => unnamed(call));
      const custom = await cpuMs(() => named(call));
      await client.exec('SET plan_cache_mode = auto');
      for (let i = 0; i < 10; i++) await named(call);
      const generic = await cpuMs(() => named(call));
      const plan = await genericPlanUsed(client, call);
      rows.push({
        statement: call.label,
        rows: a.rows.length,
        'query() CPU ms': Number(query.toFixed(3)),
        'named (kept plans)': Number(custom.toFixed(3)),
        'named, auto': Number(generic.toFixed(3)),
        'auto chose': plan,
      });
    }
    printTable(rows);
  } finally {
    await database.close();
  }
}

/** Whether PostgreSQL now executes the statement with its generic plan (`pg_prepared_statements`). */
async function genericPlanUsed(client: NamedStatementsPGlite, call: Call) {
  const name = client.statementName(call.text);
  const { rows } = await PGlite.prototype.query.call(
    client,
    'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
    [name],
  );
  const [row] = rows as { generic_plans: number; custom_plans: number }[];
  return row ? `${row.generic_plans} generic / ${row.custom_plans} custom` : '?';
}

await main();
