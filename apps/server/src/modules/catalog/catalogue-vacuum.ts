import type { FastifyInstance } from 'fastify';
import { vacuumCatalogueTables } from './catalog.queries.ts';

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

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [VACUUM_CATALOGUE]: Record<string, never>;
  }
}

/** Works the job in this instance (at most one waits: a burst of imports vacuums once). */
export async function scheduleCatalogueVacuum(app: FastifyInstance) {
  await app.jobs.work(VACUUM_CATALOGUE, () => vacuumCatalogueTables(app.db), { oneWaiting: true });
  if (app.dbKind === 'pglite') await app.jobs.schedule(VACUUM_CATALOGUE, VACUUM_CATALOGUE_CRON, {});
}

/**
 * Asks for a vacuum soon, after a bulk change of the catalogue. Never fails the caller, whose
 * change is committed: without a running queue (JOBS=false) autovacuum or the hourly run does it.
 */
export async function vacuumCatalogueSoon(app: FastifyInstance) {
  if (!app.config.jobs) return;
  await app.jobs
    .send(VACUUM_CATALOGUE, {}, { singletonKey: VACUUM_CATALOGUE })
    .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue vacuum not queued'));
}
