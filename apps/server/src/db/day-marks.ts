import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';
import { rowsOf } from './rows.ts';
import { orderInsightMarks, pageViewInsightMarks, storefronts } from './schema/index.ts';

// The frame both kinds of per-day summaries share (decision 30): triggers leave marks of the days
// a write touched; summarising takes the marks before today under the store's lock.

/** A table of marked days: a store and a day, append-only, no foreign key. */
export type DayMarks = typeof orderInsightMarks | typeof pageViewInsightMarks;

const dateOf = (day: string) => sql`${day}::date`;

/**
 * Runs `summarise` in one transaction holding the store's advisory lock `lock` (one summariser
 * of a store at a time). A year's first summary sorts and joins hundreds of thousands of rows:
 * in memory rather than on disk, and no JIT compiling (it costs more than it saves here).
 */
export function underSummarisingLock<T>(
  db: Database,
  lock: number,
  storefrontId: number,
  summarise: (tx: Transaction) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock}, ${storefrontId})`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return summarise(tx);
  });
}

/** Deletes the store's marks of days before `today` and answers those days, in order. */
export async function takeMarkedDays(
  tx: Transaction,
  marks: DayMarks,
  storefrontId: number,
  today: string,
) {
  const rows = await rowsOf<{ day: string }>(
    tx,
    sql`
      with taken as (
        delete from ${marks}
        where ${marks.storefrontId} = ${storefrontId} and ${marks.day} < ${dateOf(today)}
        returning ${marks.day} as day
      )
      select distinct day::text as day from taken order by day`,
  );
  return rows.map((r) => r.day);
}

/** The stores with days to summarise before `today` (for the nightly job). */
export async function storesWithMarkedDays(db: Database, marks: DayMarks, today: string) {
  const rows = await rowsOf<{ storefront_id: number }>(
    db,
    sql`select distinct ${marks.storefrontId} as storefront_id from ${marks}
        where ${marks.day} < ${dateOf(today)}
          and exists (select 1 from ${storefronts} where ${storefronts.id} = ${marks.storefrontId})`,
  );
  return rows.map((r) => r.storefront_id);
}

/** Marks left by stores deleted since (their store id carries no foreign key). */
export async function dropOrphanMarks(db: Database, marks: DayMarks) {
  await db.execute(sql`
    delete from ${marks}
    where not exists (select 1 from ${storefronts} where ${storefronts.id} = ${marks.storefrontId})`);
}
