import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** Each job's data by queue name; a module adds its jobs by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by modules
export interface JobData {}
export type JobName = keyof JobData & string;

export type ScheduleOptions = {
  /** Also run once as soon as the queue starts (work a stopped server left is picked up). */
  runAtStart?: boolean;
};

export type SendOptions = {
  /** Not before this time. */
  startAfter?: Date;
  /** In a queue worked with `oneWaiting`: a send while one of this key waits is dropped. */
  singletonKey?: string;
};

export type WorkOptions = {
  /** At most one job per singleton key waits in the queue (pg-boss's `short` policy). */
  oneWaiting?: boolean;
};

/** The durable job queue (pg-boss in the application's database), shared by every module. */
export interface Jobs {
  /** Queues one run of `name`; any instance's worker takes it (the queue must be running). */
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<void>;
  /** Runs `name` on `cron` (UTC, at most once a minute over all instances). */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobData[N],
    options?: ScheduleOptions,
  ): Promise<void>;
  /** Handles the jobs of `name` in this instance; a job that throws is retried by the queue. */
  work<N extends JobName>(
    name: N,
    handler: (data: JobData[N]) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** One query every 2 s per worked queue: light on PGlite's single connection. */
const POLLING_SECONDS = 2;

type Setup = (boss: PgBoss) => Promise<void>;

/**
 * pg-boss over the application's own connection (the pg Pool, or PGlite's single in-process
 * client), so the embedded database needs nothing more. Started when the app is ready and
 * `enabled` (JOBS; off in tests unless a test turns it on), stopped on close; what modules
 * register before that waits for the start.
 */
export const jobsPlugin = fp<{ enabled: boolean }>(async (app, { enabled }) => {
  let stopped = false;
  const boss = new PgBoss({ db: executorOf(app, () => stopped), schedule: true, supervise: true });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  const waiting: Setup[] = [];
  let running = false;
  const whenRunning = async (setup: Setup) => {
    if (running) await setup(boss);
    else waiting.push(setup);
  };
  const queues = new Set<string>();
  const ensureQueue = async (name: string, options: WorkOptions = {}) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { name, policy: options.oneWaiting ? 'short' : 'standard' });
    queues.add(name);
  };

  const jobs: Jobs = {
    async send(name, data, options = {}) {
      if (!running) throw new Error(`The job queue is not running: cannot send ${name}.`);
      await ensureQueue(name);
      await boss.send(name, data as object, options);
    },
    schedule: (name, cron, data, options = {}) =>
      whenRunning(async () => {
        await ensureQueue(name);
        await boss.schedule(name, cron, data as object);
        if (options.runAtStart) await boss.send(name, data as object);
      }),
    work: (name, handler, options) =>
      whenRunning(async () => {
        await ensureQueue(name, options);
        await boss.work<JobData[typeof name]>(
          name,
          { pollingIntervalSeconds: POLLING_SECONDS },
          async (batch) => {
            for (const job of batch) await handler(job.data);
          },
        );
      }),
  };
  app.decorate('jobs', jobs);
  if (!enabled) return;

  app.addHook('onReady', async () => {
    await boss.start();
    running = true;
    // In the order modules asked: a module registers its worker before its schedule.
    for (const setup of waiting.splice(0)) await setup(boss);
  });
  app.addHook('onClose', async () => {
    running = false;
    await boss.stop({ graceful: true, timeout: 10_000, close: false, wait: true });
    stopped = true;
  });
});

/**
 * pg-boss's `executeSql` on the app's database: PGlite runs several statements only by exec().
 * Once the queue has stopped, a statement is dropped, never answered: pg-boss completes or fails
 * a job without awaiting it, so a job fetched as the queue stopped would reach a closed database
 * and reject where nothing hears it (the job stays active, and is retried when it expires).
 */
function executorOf(app: FastifyInstance, stopped: () => boolean): PgBoss.Db {
  const client = (app.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const run: PgBoss.Db['executeSql'] =
    app.dbKind === 'postgres'
      ? (text, values) => (client as pg.Pool).query(text, values)
      : async (text, values) =>
          values?.length
            ? (client as PGlite).query(text, values)
            : ((await (client as PGlite).exec(text)).at(-1) ?? { rows: [] });
  return {
    executeSql: (text, values) => (stopped() ? new Promise(() => undefined) : run(text, values)),
  };
}
