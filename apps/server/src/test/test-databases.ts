import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDemoStores } from '../db/seed/index.ts';

/**
 * Where each test file's database is copied from, built once per run by the global setup:
 * migrating and seeding take seconds, copying a finished database takes a fraction of that.
 */
export type TestTemplates =
  | { kind: 'pglite'; empty: string; seeded: string }
  | { kind: 'postgres'; serverUrl: string; prefix: string; empty: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** A migrated database with nothing in it and one with the demo stores, and how to remove both. */
export async function createTemplates(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ templates: TestTemplates; dispose(): Promise<void> }> {
  return serverUrl ? createPostgresTemplates(serverUrl) : createPgliteTemplates();
}

/**
 * A fresh database for one test file, copied from a template. PostgreSQL copies are dropped with
 * the templates at the end of the run, once every worker has gone: dropping one sooner races the
 * connections `pool.end()` is still closing, and kills them with an error.
 */
export async function openTestDatabase(
  templates: TestTemplates,
  seeded: boolean,
): Promise<{ database: DatabaseHandle; url: string | undefined }> {
  const template = seeded ? templates.seeded : templates.empty;
  if (templates.kind === 'pglite') {
    const snapshot = new Blob([await fs.promises.readFile(template)]);
    return { database: await openDatabase({ dataDir: null, snapshot }), url: undefined };
  }
  const url = await copyPostgresTemplate(templates, seeded);
  return { database: await openDatabase({ url, dataDir: null }), url };
}

/**
 * The URL of a new PostgreSQL database copied from a template, for a server process of a test's
 * own; dropped with the templates at the end of the run.
 */
export async function copyPostgresTemplate(
  templates: Extract<TestTemplates, { kind: 'postgres' }>,
  seeded: boolean,
): Promise<string> {
  const name = `${templates.prefix}${randomBytes(6).toString('hex')}`;
  const template = seeded ? templates.seeded : templates.empty;
  await adminQuery(templates.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return databaseUrl(templates.serverUrl, name);
}

async function createPgliteTemplates() {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'storefront-test-db-'));
  const empty = path.join(dir, 'empty.tar');
  const seeded = path.join(dir, 'seeded.tar');
  const database = await openDatabase({ dataDir: null });
  await writeSnapshot(database, empty);
  await seedDemoStores(database.db, { dataDir: null });
  await writeSnapshot(database, seeded);
  await database.close();
  return {
    templates: { kind: 'pglite' as const, empty, seeded },
    dispose: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}

async function writeSnapshot(database: DatabaseHandle, file: string) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: a copy loads faster than one that must be gunzipped first.
  const tarball = await client.dumpDataDir('none');
  await fs.promises.writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
}

async function createPostgresTemplates(serverUrl: string) {
  const prefix = `storefront_test_${randomBytes(4).toString('hex')}_`;
  const empty = `${prefix}empty`;
  const seeded = `${prefix}seeded`;
  await adminQuery(serverUrl, `CREATE DATABASE ${empty}`);
  const emptyDb = await openDatabase({ url: databaseUrl(serverUrl, empty), dataDir: null });
  await emptyDb.close();
  // A template must have no open connections while it is copied, hence close before each copy.
  await adminQuery(serverUrl, `CREATE DATABASE ${seeded} TEMPLATE ${empty}`);
  const seededDb = await openDatabase({ url: databaseUrl(serverUrl, seeded), dataDir: null });
  await seedDemoStores(seededDb.db, { dataDir: null });
  await seededDb.close();
  return {
    templates: { kind: 'postgres' as const, serverUrl, prefix, empty, seeded },
    async dispose() {
      const { rows } = await adminQuery<{ datname: string }>(
        serverUrl,
        `SELECT datname FROM pg_database WHERE starts_with(datname, '${prefix}')`,
      );
      for (const { datname } of rows) {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    },
  };
}

async function adminQuery<Row extends pg.QueryResultRow>(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<Row>(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
