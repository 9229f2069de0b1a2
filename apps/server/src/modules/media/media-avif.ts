import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MediaDeps } from './media.service.ts';
import { makeVariants } from './media-variants.ts';
import { findFilesWithoutAvif, findMediaFile, insertMediaVariants } from './media.queries.ts';

/** The queue job that makes the AVIF variants of new uploads: after each upload, and hourly. */
export const MAKE_AVIF = 'media.make-avif';
export const MAKE_AVIF_CRON = '17 * * * *';
/** Files per run: a run stays short; the next upload's job or the hourly one takes the rest. */
const BATCH = 20;

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [MAKE_AVIF]: Record<string, never>;
  }
}

/**
 * Makes the AVIF variants of files that have none, one file at a time. Safe on several
 * instances at once: a variant made twice is kept once. Answers how many files it did.
 */
export async function makeMissingAvif(db: Database): Promise<number> {
  const waiting = await findFilesWithoutAvif(db, BATCH);
  for (const { hash } of waiting) {
    const file = await findMediaFile(db, hash);
    if (!file?.width) continue;
    await insertMediaVariants(db, await makeVariants(hash, file.bytes, file.width, 'avif'));
  }
  return waiting.length;
}

/** What uploading needs: the database, and a way to queue the AVIF job of a new file. */
export function mediaDepsOf(app: FastifyInstance): MediaDeps {
  return {
    db: app.db,
    // Without a queue in this instance, the hourly run of one that has it makes them.
    queueAvif: async () => {
      if (app.config.jobs) await app.jobs.send(MAKE_AVIF, {}, { singletonKey: 'new-uploads' });
    },
  };
}
