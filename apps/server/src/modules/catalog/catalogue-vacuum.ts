import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  compactListCounts,
  storesWithListCountsToCompact,
  vacuumCatalogueTables,
} from './catalog.queries.ts';
import { rebuildSparseSearchCopyIndexes } from './search-copy-indexes.ts';

/**
 * Until a changed page is vacuumed it is not all-visible, so an index-only scan of the catalogue
 * (a list's count, the word guesses) reads the product rows too, and stale statistics mislead the
 * planner. PostgreSQL's autovacuum comes only once a fifth of a table changed, so a small import
 * into a large store never wakes it (a 100,000-product count: 76 ms reading the heap, 9 ms from
 * the index alone; decision 0031, round 2); PGlite has no autovacuum at all (10,000 products,
 * nothing kept: the navbar search 11.5 → 5.8 ms of CPU, the list 14.6 → 10.0–11.6; decision
 * 0028, "Uncached answers"). So a job vacuums and analyses the catalogue's tables after an
 * import, a bulk edit or a rollback, and on PGlite hourly too. Not at start: a restart changes
 * no table, and a vacuum then would run while the first requests are served.
 */
export const VACUUM_CATALOGUE = 'catalog.vacuum';
export const VACUUM_CATALOGUE_CRON = '17 * * * *';

/**
 * The kept list counts (`product_list_counts`, decision 0037) gain a row per group a write moved;
 * compaction sums them again. Per store after a bulk change (one waiting per store: a burst of
 * bulk actions compacts once), and every store that needs it hourly and before each vacuum.
 */
export const COMPACT_LIST_COUNTS = 'catalog.list-counts.compact';
export const COMPACT_LIST_COUNTS_CRON = '47 * * * *';

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [VACUUM_CATALOGUE]: Record<string, never>;
    /** One store's, or (no store) every store's whose counts hold more rows than groups. */
    [COMPACT_LIST_COUNTS]: { storefrontId?: number };
  }
}

/** Works the jobs in this instance (at most one waits: a burst of imports vacuums once). */
export async function scheduleCatalogueVacuum(app: FastifyInstance) {
  await app.jobs.work(
    VACUUM_CATALOGUE,
    async () => {
      const rebuilt = await vacuumCatalogue(app.db, app.dbKind);
      if (rebuilt.length) app.log.info({ rebuilt }, 'search copy indexes rebuilt');
    },
    { oneWaiting: true },
  );
  await app.jobs.work(
    COMPACT_LIST_COUNTS,
    async ({ storefrontId }) => {
      if (storefrontId === undefined) await compactAllListCounts(app.db);
      else await compactListCounts(app.db, storefrontId);
    },
    { oneWaiting: true },
  );
  if (app.dbKind === 'pglite') await app.jobs.schedule(VACUUM_CATALOGUE, VACUUM_CATALOGUE_CRON, {});
  await app.jobs.schedule(COMPACT_LIST_COUNTS, COMPACT_LIST_COUNTS_CRON, {});
}

/**
 * The vacuum job's work: the kept list counts compacted, the catalogue's tables vacuumed and
 * analysed, and the search copy's order indexes an import left sparse rebuilt. Answers those.
 */
export async function vacuumCatalogue(
  db: Database,
  kind: 'pglite' | 'postgres',
): Promise<string[]> {
  // Compacted first, so the vacuum leaves the summed rows all-visible.
  await compactAllListCounts(db);
  await vacuumCatalogueTables(db);
  // After the vacuum, whose statistics say which order indexes an import left sparse.
  return rebuildSparseSearchCopyIndexes(db, kind);
}

/** Every store whose kept list counts hold more rows than groups, compacted one by one. */
export async function compactAllListCounts(db: Database) {
  for (const storefrontId of await storesWithListCountsToCompact(db))
    await compactListCounts(db, storefrontId);
}

/**
 * Asks for the store's kept list counts to be compacted soon, after a bulk change (an import, a
 * bulk edit or action, a rollback): one job waits per store. Never fails the caller.
 */
export async function compactListCountsSoon(app: FastifyInstance, storefrontId: number) {
  if (!app.config.jobs) return;
  await app.jobs
    .send(COMPACT_LIST_COUNTS, { storefrontId }, { singletonKey: `store:${storefrontId}` })
    .catch((error: unknown) => app.log.warn({ err: error }, 'list counts compaction not queued'));
}

/**
 * Asks for a vacuum soon, after a bulk change of the store's catalogue, and for its kept list
 * counts to be compacted. Never fails the caller, whose change is committed: without a running
 * queue (JOBS=false) autovacuum or the hourly run does it.
 */
export async function vacuumCatalogueSoon(app: FastifyInstance, storefrontId: number) {
  if (!app.config.jobs) return;
  await compactListCountsSoon(app, storefrontId);
  await app.jobs
    .send(VACUUM_CATALOGUE, {}, { singletonKey: VACUUM_CATALOGUE })
    .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue vacuum not queued'));
}
