import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { copyPostgresTemplate } from '../test/test-databases.ts';
import { openDatabase } from './client.ts';

const templates = inject('testTemplates');

describe.skipIf(templates.kind !== 'postgres')('the PostgreSQL pool', () => {
  it('outlives its idle connections being killed, and answers again', async () => {
    if (templates.kind !== 'postgres') return;
    const url = await copyPostgresTemplate(templates, false);
    const lost: Error[] = [];
    const database = await openDatabase({ url, dataDir: null, onIdleError: (e) => lost.push(e) });
    try {
      await database.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await admin.end();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const rows = await database.db.execute(sql`select 2 as two`);
      expect((rows as unknown as { rows: { two: number }[] }).rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
    }
  });

  it('plans each execution of a prepared statement for its own values', async () => {
    if (templates.kind !== 'postgres') return;
    const url = await copyPostgresTemplate(templates, false);
    const database = await openDatabase({ url, dataDir: null });
    try {
      const rows = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as {
        rows: { plan_cache_mode: string }[];
      };
      expect(rows.rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
    } finally {
      await database.close();
    }
  });
});
