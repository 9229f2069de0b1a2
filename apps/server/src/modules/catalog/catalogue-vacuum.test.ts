import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { vacuumCatalogueTables } from './catalog.queries.ts';
import { vacuumCatalogueSoon } from './catalogue-vacuum.ts';

// A job vacuums and analyses the catalogue's tables after bulk changes, and hourly on PGlite,
// which has no autovacuum (decisions 0028, "Uncached answers", and 0031, round 2).

async function vacuumsOfProducts(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'products'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('catalogue vacuum', () => {
  it('vacuums and analyses the catalogue tables', async () => {
    const t = await createTestApp();
    try {
      const before = await vacuumsOfProducts(t.database.db);
      await vacuumCatalogueTables(t.database.db);
      expect(await vacuumsOfProducts(t.database.db)).toBe(before + 1);
    } finally {
      await t.close();
    }
  });

  it('runs as a job when asked (after an import)', async () => {
    const t = await createTestApp({ config: { jobs: true } });
    try {
      const before = await vacuumsOfProducts(t.database.db);
      await vacuumCatalogueSoon(t.app, 1);
      const deadline = Date.now() + 30_000;
      while ((await vacuumsOfProducts(t.database.db)) === before) {
        if (Date.now() > deadline) throw new Error('no vacuum within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
