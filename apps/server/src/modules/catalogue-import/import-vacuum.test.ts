import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { csvOf, importClient, importCsv, productRows } from './catalogue-import.fixtures.ts';

// After an import the catalogue's tables are vacuumed by a queued job (decision 0031, round 2),
// so a list's count is read from the listable indexes alone without waiting for autovacuum.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { jobs: true } });
});
afterAll(() => t.close());

/** How often `products` was vacuumed by hand (a job), as the statistics say. */
async function vacuumsOfProducts(): Promise<number> {
  const result = (await t.app.db.execute(
    sql`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'products'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('the catalogue vacuum after an import', () => {
  it('runs once the import is applied, and leaves every product row visible', async () => {
    const acmeId = await storeIdOf(t.app, 'acme');
    const token = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
    const owner = importClient(t, acmeId, 'acme', token);
    const before = await vacuumsOfProducts();
    await importCsv(owner, csvOf(productRows('vacuum', 40)));
    const started = Date.now();
    while ((await vacuumsOfProducts()) === before) {
      if (Date.now() - started > 30_000) throw new Error('no vacuum within 30 s of the import');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const pages = (await t.app.db.execute(
      sql`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'products'`,
    )) as unknown as { rows: { relpages: number; relallvisible: number }[] };
    expect(pages.rows[0]!.relpages).toBeGreaterThan(0);
    expect(pages.rows[0]!.relallvisible).toBe(pages.rows[0]!.relpages);
  }, 60_000);
});
