import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = { url: string; drop(): Promise<void> };

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl` (TEST_DATABASE_URL), for
 * servers a test starts itself (they migrate it), and how to drop it.
 */
export async function createDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `storefront_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
