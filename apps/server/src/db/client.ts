import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
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
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: opts.snapshot,
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
