import {
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
} from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { signWebhook } from './webhook-signature.ts';
import { postJson, PRIVATE_ADDRESS, publicOnlyLookup } from './webhook-post.ts';
import { namesPrivateHost } from './webhook-url.ts';
import {
  claimAttempt,
  deleteSettledDeliveries,
  findDeliveryWithEndpoint,
  findDueDeliveries,
  updateDelivery,
  vacuumDeliveries,
  type DeliveryRow,
} from './webhooks.queries.ts';

/** One queue job per delivery attempt; the minute's sweep catches any a crash lost. */
export const DELIVER_WEBHOOK = 'webhooks.deliver';
export const SWEEP_WEBHOOKS = 'webhooks.sweep';
export const SWEEP_WEBHOOKS_CRON = '* * * * *';
/** Settled deliveries past the retention period are deleted daily at 03:40 UTC (and at start). */
export const PRUNE_WEBHOOKS = 'webhooks.prune';
export const PRUNE_WEBHOOKS_CRON = '40 3 * * *';

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [DELIVER_WEBHOOK]: { deliveryId: number };
    [SWEEP_WEBHOOKS]: Record<string, never>;
    [PRUNE_WEBHOOKS]: Record<string, never>;
  }
}

/** The wait after the n-th failed attempt: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h. */
export const BACKOFF_SECONDS = [10, 60, 300, 1800, 7200, 21_600, 43_200] as const;
/** Then it gives up (failed); the owner may still retry it from the console. */
export const MAX_ATTEMPTS = BACKOFF_SECONDS.length + 1;
/** The receiver has this long to answer. */
export const TIMEOUT_MS = 10_000;
/** How long an attempt holds its delivery (longer than the timeout). */
const LEASE_MS = 60_000;
/** How much of the receiver's answer the log keeps. */
const RESPONSE_SNIPPET = 500;
const SWEEP_BATCH = 50;

/** What delivering uses, and nothing more of the app. */
export type DeliveryDeps = {
  db: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** Private and loopback receivers allowed (development, tests, or the config flag). */
  allowPrivateUrls: boolean;
  /** The database has no autovacuum (PGlite): a prune that deleted rows vacuums the table. */
  vacuumAfterPrune?: boolean;
};

/** Queues the delivery's attempt at `at`; without a running queue the sweep will take it. */
export async function queueAttempt(deps: DeliveryDeps, deliveryId: number, at: Date) {
  try {
    await deps.jobs.send(DELIVER_WEBHOOK, { deliveryId }, { startAfter: at });
  } catch (error) {
    deps.log.debug({ err: error, deliveryId }, 'webhook attempt left to the sweep');
  }
}

type Answer = { status: number | null; response: string | null; error: string | null };

async function send(
  deps: DeliveryDeps,
  delivery: DeliveryRow,
  endpoint: { url: string; secret: string },
  now: Date,
): Promise<Answer> {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    // Refused before asking DNS when the URL names a private host; after, by the lookup the
    // connection itself uses.
    if (!deps.allowPrivateUrls && namesPrivateHost(endpoint.url)) {
      return { status: null, response: null, error: WEBHOOK_MESSAGES.privateUrl };
    }
    const res = await postJson(
      endpoint.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Storefront-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, body, timestamp),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
        [WEBHOOK_EVENT_HEADER]: delivery.eventType,
      },
      body,
      {
        timeoutMs: TIMEOUT_MS,
        keep: RESPONSE_SNIPPET,
        lookup: deps.allowPrivateUrls ? undefined : publicOnlyLookup(),
      },
    );
    // A redirect could lead anywhere (a private address): it is not followed and counts as a
    // failure.
    const ok = res.status >= 200 && res.status < 300;
    return {
      status: res.status,
      response: res.text || null,
      error: ok ? null : `HTTP ${res.status}`,
    };
  } catch (error) {
    const { name, code, message } = error as NodeJS.ErrnoException;
    const reason =
      name === 'TimeoutError'
        ? `No answer within ${TIMEOUT_MS / 1000} s`
        : code === PRIVATE_ADDRESS
          ? WEBHOOK_MESSAGES.privateUrl
          : (code ?? message);
    return { status: null, response: null, error: String(reason).slice(0, RESPONSE_SNIPPET) };
  }
}

/**
 * One attempt of a delivery, if it is due at `now` (or `force`d by the owner's "retry now"): a
 * signed POST with a timeout; a 2xx delivers it, anything else schedules the next attempt after
 * the backoff, or gives up after MAX_ATTEMPTS. Never throws. Answers the delivery as it is now,
 * or null when there was nothing to do.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: number,
  now: Date,
  { force = false } = {},
): Promise<DeliveryRow | null> {
  try {
    const found = await findDeliveryWithEndpoint(deps.db, deliveryId);
    if (!found) return null;
    if (!found.endpoint.active) {
      if (found.delivery.state !== 'pending') return found.delivery;
      return updateDelivery(deps.db, deliveryId, {
        state: 'failed',
        nextAttemptAt: null,
        lastError: WEBHOOK_MESSAGES.disabled,
      });
    }
    const claimed = await claimAttempt(deps.db, deliveryId, now, LEASE_MS, force);
    if (!claimed) return null;
    const answer = await send(deps, claimed, found.endpoint, now);
    const logged = {
      lastStatusCode: answer.status,
      lastResponse: answer.response,
      lastError: answer.error,
    };
    if (!answer.error) {
      return updateDelivery(deps.db, deliveryId, {
        ...logged,
        state: 'delivered',
        deliveredAt: now,
        nextAttemptAt: null,
      });
    }
    if (claimed.attempts >= MAX_ATTEMPTS) {
      return updateDelivery(deps.db, deliveryId, {
        ...logged,
        state: 'failed',
        nextAttemptAt: null,
      });
    }
    const wait = BACKOFF_SECONDS[claimed.attempts - 1] ?? BACKOFF_SECONDS.at(-1)!;
    const next = new Date(now.getTime() + wait * 1000);
    const row = await updateDelivery(deps.db, deliveryId, { ...logged, nextAttemptAt: next });
    await queueAttempt(deps, deliveryId, next);
    return row;
  } catch (error) {
    deps.log.error({ err: error, deliveryId }, 'webhook delivery failed');
    return null;
  }
}

/** Every pending delivery due by `now`, attempted one after another (the sweep). */
export async function attemptDueDeliveries(deps: DeliveryDeps, now: Date) {
  const due = await findDueDeliveries(deps.db, now, SWEEP_BATCH);
  for (const id of due) await attemptDelivery(deps, id, now);
  return due.length;
}

/** Rows deleted per statement by the retention job: each batch is short, whatever the backlog. */
export const PRUNE_BATCH = 1000;

/**
 * The retention job: delivered and failed deliveries of every store last attempted more than
 * WEBHOOK_DELIVERY_RETENTION_DAYS before `now` are deleted, `batch` rows per statement (each its
 * own transaction), until none is left, then on PGlite the table is vacuumed. Pending deliveries
 * stay, however old. Answers how many went.
 */
export async function pruneDeliveries(deps: DeliveryDeps, now: Date, batch = PRUNE_BATCH) {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const n = await deleteSettledDeliveries(deps.db, before, batch);
    deleted += n;
    if (n < batch) break;
    // Let the requests waiting for the connection (PGlite has one) go between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (deleted) deps.log.info({ deleted, before }, 'old webhook deliveries deleted');
  if (deleted && deps.vacuumAfterPrune) await vacuumDeliveries(deps.db);
  return deleted;
}
