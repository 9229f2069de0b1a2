import type { FastifyInstance } from 'fastify';
import { vacuumCatalogueTables } from './catalog.queries.ts';

/**
 * PGlite has no autovacuum: without a VACUUM its visibility map stays empty, so every index-only
 * scan of the catalogue (the list's count, the word guesses) reads the heap too, and its
 * statistics go stale as products are added. Measured on 10,000 products, nothing kept: the
 * navbar search 11.5 → 5.8 ms of CPU, the list 14.6 → 10.0–11.6 (decision 0028, "Uncached
 * answers"). So on PGlite a job vacuums and analyses the catalogue's tables hourly and after a
 * catalogue import; PostgreSQL's autovacuum does it there. Not at start: a restart changes no
 * table, and a vacuum at start would run while the first requests are served.
 */
export const VACUUM_CATALOGUE = 'catalog.vacuum';
export const VACUUM_CATALOGUE_CRON = '17 * * * *';

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [VACUUM_CATALOGUE]: Record<string, never>;
  }
}

/** Registers the job on PGlite (PostgreSQL vacuums by itself). */
export async function scheduleCatalogueVacuum(app: FastifyInstance) {
  if (app.dbKind !== 'pglite') return;
  await app.jobs.work(VACUUM_CATALOGUE, () => vacuumCatalogueTables(app.db), { oneWaiting: true });
  await app.jobs.schedule(VACUUM_CATALOGUE, VACUUM_CATALOGUE_CRON, {});
}

/**
 * Asks for a vacuum soon (after a catalogue import), on PGlite; one waiting at most. Never fails
 * the caller: without a running queue (tests, JOBS=false) the hourly run, if any, does it.
 */
export async function vacuumCatalogueSoon(app: FastifyInstance) {
  if (app.dbKind !== 'pglite') return;
  await app.jobs
    .send(VACUUM_CATALOGUE, {}, { singletonKey: VACUUM_CATALOGUE })
    .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue vacuum not queued'));
}
