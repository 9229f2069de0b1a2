import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { NamedStatementsPGlite } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL at `url`, or the embedded PGlite in `dataDir/pg` (in memory when dataDir is
 * null, for tests; starting from `snapshot`, a `dumpDataDir()` tarball, when given), and brings
 * the schema up to date.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  snapshot?: Blob;
  /** A pooled PostgreSQL connection lost while idle (a restart, an administrator's kill). */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    // Prepared statements (`preparedStatement`) save parsing, not each execution's plan: a plan
    // made once for every store and filter could suit one and not the next (a category with 30
    // products, one with 30,000). Set when each connection starts, with no statement of its own.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // Unheard, the pool's error event would end the process; the pool drops the connection and
    // opens another for the next query.
    pool.on('error', opts.onIdleError ?? ((error) => console.warn('PostgreSQL:', error.message)));
    const db = drizzlePg(pool, { schema });
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ? path.join(opts.dataDir, 'pg') : undefined;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Our prepared statements run as named statements there too (`preparedStatement`, decision 0034),
  // each parsed once and, as on PostgreSQL, planned for each execution's values (`open` sets
  // `plan_cache_mode`: a generic plan of a list, made for an average store, scans every store's
  // products for a small one), but for lookups by a unique key (decision 0035).
  const client = await NamedStatementsPGlite.open(dir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: opts.snapshot,
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Shapes of one statement kept prepared at most, per database (beyond it, built per request). */
const MAX_SHAPES = 256;

/**
 * A statement built once per database and shape, instead of on every request: Drizzle writes its
 * SQL once (with `sql.placeholder`s for the values), and on PostgreSQL each pooled connection
 * parses and plans it once, as a named statement. `shape` names what changes the SQL's text (an
 * order, which filters are present, how many words): every shape is prepared apart, under a name
 * of its own (`name_<n>`, short: PostgreSQL cuts names at 63 bytes), since a connection refuses
 * one name for two texts. `build` must not read
 * anything but `shape` to write the SQL: a value written into it would be served to every later
 * request of the same shape.
 *
 * `uniqueLookup` (true, or which shapes): the statement finds rows by a unique key (a store by its
 * host, a product by its slug), so its best plan is the same index lookup whatever the values: on
 * PGlite it is planned once, a generic plan, instead of for each execution's values (decision
 * 0035). `inIndexOrder` (true, or which shapes): the statement reads its rows in the order of one
 * index, in a range its values bound, and leaves it after a limit (a list's page from the search
 * copy's order index, decision 0036 round 2): its generic plan is that index whatever the store's
 * size, made with sorts off so that it never reads and sorts all of a store's matches instead.
 * Never for a statement whose plan may depend on how many rows its values match (a search's
 * words, a relevance order): its generic plan, made for an average store, may scan every store's
 * rows.
 */
export function preparedStatement<Shape extends string, Statement>(
  name: string,
  build: (db: Database, statementName: string, shape: Shape) => Statement,
  options: {
    uniqueLookup?: boolean | ((shape: Shape) => boolean);
    inIndexOrder?: boolean | ((shape: Shape) => boolean);
  } = {},
): (db: Database, shape: Shape) => Statement {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  const of = (flag: boolean | ((shape: Shape) => boolean) = false, shape: Shape) =>
    typeof flag === 'function' ? flag(shape) : flag;
  let made = 0;
  return (db, shape) => {
    let shapes = byDatabase.get(db);
    if (!shapes) byDatabase.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (statement) return statement;
    // Beyond the limit a shape is built for this request alone, unnamed (PostgreSQL keeps a named
    // statement for the connection's life: shapes without end must not pile up there).
    if (shapes.size >= MAX_SHAPES) return build(db, '', shape);
    const statementName = `${name}_${made++}`;
    statement = build(db, statementName, shape);
    const inOrder = of(options.inIndexOrder, shape);
    namedOnPglite(db, statement, statementName, {
      genericPlan: inOrder || of(options.uniqueLookup, shape),
      sortsOff: inOrder,
    });
    shapes.set(shape, statement);
    return statement;
  };
}

/**
 * Drizzle's PGlite driver forgets a prepared query's name: our PGlite client is told it with the
 * query's SQL, and runs that SQL as a named statement (`NamedStatementsPGlite`), with its generic
 * plan for a unique lookup or a page in an index's order.
 */
function namedOnPglite(
  db: Database,
  statement: unknown,
  statementName: string,
  plan: { genericPlan: boolean; sortsOff: boolean },
) {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof NamedStatementsPGlite)) return;
  const query = (statement as { getQuery?: () => { sql: string } }).getQuery?.();
  if (query) client.nameStatement(query.sql, statementName, plan);
}
