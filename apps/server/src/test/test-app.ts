import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { LogStream } from '../lib/log-redaction.ts';
import { openTestDatabase } from './test-databases.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/**
 * The app on a fresh database of its own for one test file, with the demo stores unless
 * `seed: false`: in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs the API suite once on each).
 */
export async function createTestApp(
  opts: { seed?: boolean; config?: Partial<Config>; logStream?: LogStream } = {},
): Promise<TestApp> {
  const { database, url } = await openTestDatabase(inject('testTemplates'), opts.seed !== false);
  // Attempt limits are off unless a test turns them on through `config`.
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'false' }),
    databaseUrl: url,
    ...opts.config,
  };
  const app = await buildApp({ config, database, serveWeb: false, logStream: opts.logStream });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Headers for a request to a demo store by its slug. */
export const hostOf = (slug: string) => ({ host: `${slug}.localhost:3000` });

let markers = 0;
/**
 * Resolves once the app has heard every change committed before the call: a marker
 * notification is delivered after them (notifications arrive in commit order). Without it a
 * setup's or an earlier test's late notification could move a version in the middle of a test.
 */
export async function allHeard(t: TestApp): Promise<void> {
  const marker = 2_000_000_000 + ++markers;
  const heardMarker = new Promise<void>((resolve) =>
    t.app.storeEvents.onChange((change) => {
      if (change !== 'all' && change.storefrontId === marker) resolve();
    }),
  );
  await t.database.db.execute(sql`select pg_notify('storefront_changed', ${`${marker}:content`})`);
  await heardMarker;
}
