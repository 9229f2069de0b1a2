import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { vacuumCatalogueTables } from './catalog.queries.ts';
import { vacuumCatalogueSoon } from './catalogue-vacuum.ts';

// PGlite has no autovacuum: a job vacuums and analyses the catalogue's tables there (decision
// 0028, "Uncached answers").

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

  it('runs as a job when asked (after an import) on PGlite, not on PostgreSQL (autovacuum)', async () => {
    const t = await createTestApp({ config: { jobs: true } });
    try {
      await vacuumCatalogueSoon(t.app);
      const deadline = Date.now() + 30_000;
      let vacuums = await vacuumsOfProducts(t.database.db);
      while (t.app.dbKind === 'pglite' && vacuums === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        vacuums = await vacuumsOfProducts(t.database.db);
      }
      if (t.app.dbKind === 'pglite') expect(vacuums).toBeGreaterThan(0);
      else {
        const result = (await t.database.db.execute(
          sql`select count(*)::int as n from pgboss.queue where name = 'catalog.vacuum'`,
        )) as unknown as { rows: { n: number }[] };
        expect(result.rows[0]?.n).toBe(0);
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
