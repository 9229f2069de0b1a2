import type { FastifyInstance } from 'fastify';
import { vacuumCatalogue } from './import.queries.ts';

/**
 * The queue job that vacuums the catalogue's tables after an import, a bulk edit or a rollback
 * wrote them (decision 0031, round 2): a store's first list after an import then counts from the
 * listable indexes alone, without waiting for autovacuum, which a small import never wakes.
 */
export const VACUUM_CATALOGUE = 'catalogue.vacuum';

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [VACUUM_CATALOGUE]: Record<string, never>;
  }
}

/** Works the vacuum job in this instance (at most one waits: a burst of imports vacuums once). */
export async function workCatalogueVacuum(app: FastifyInstance) {
  await app.jobs.work(VACUUM_CATALOGUE, () => vacuumCatalogue(app.db), { oneWaiting: true });
}

/** Queues a vacuum of the catalogue's tables; without a queue in this instance, autovacuum's. */
export async function queueCatalogueVacuum(app: FastifyInstance) {
  if (!app.config.jobs) return;
  try {
    await app.jobs.send(VACUUM_CATALOGUE, {}, { singletonKey: 'after-import' });
  } catch (error) {
    // The import is committed whatever happens here: a vacuum missed only costs time.
    app.log.warn({ err: error }, 'could not queue the catalogue vacuum');
  }
}
