import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_RETENTION_DAYS } from '@storefront/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { recordStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { PRUNE_WEBHOOKS, PRUNE_WEBHOOKS_CRON, pruneDeliveries } from './webhook-delivery.ts';
import { webhookDepsOf } from './webhooks.deps.ts';
import { deleteSettledDeliveries } from './webhooks.queries.ts';
import { webhookCalls } from './webhooks.fixtures.ts';

// Delivered and failed deliveries are deleted WEBHOOK_DELIVERY_RETENTION_DAYS after their last
// attempt by a daily job, in batches; pending ones are kept (decision 0022, "Retention").

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T03:40:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const OLD = WEBHOOK_DELIVERY_RETENTION_DAYS + 1;
const RECENT = WEBHOOK_DELIVERY_RETENTION_DAYS - 1;

let t: TestApp;
let acmeId: number;
let globexId: number;
let acmeEndpoint: number;
let globexEndpoint: number;
let owner: ReturnType<typeof webhookCalls>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  globexId = await storeIdOf(t.app, 'globex');
  owner = webhookCalls(
    t,
    acmeId,
    bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!')),
  );
  acmeEndpoint = await endpointOf(t.database.db, acmeId);
  globexEndpoint = await endpointOf(t.database.db, globexId);
});
afterAll(() => t.close());

async function endpointOf(db: Database, storefrontId: number) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      storefrontId,
      url: 'http://127.0.0.1:9/hooks',
      secret: `whsec_${randomUUID()}`,
      events: ['order.placed'],
    })
    .returning();
  return row!.id;
}

type Kept = {
  state: 'pending' | 'delivered' | 'failed';
  /** Days before NOW of its creation and of its last attempt (null: never attempted). */
  created: number;
  attempted: number | null;
};

/** A delivery of `endpointId` in `state`, made and last attempted so many days before NOW. */
async function delivery(db: Database, storefrontId: number, endpointId: number, kept: Kept) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      storefrontId,
      endpointId,
      eventId: randomUUID(),
      eventType: 'order.placed',
      payload: { id: 'sample' },
      state: kept.state,
      attempts: kept.attempted === null ? 0 : 1,
      createdAt: daysAgo(kept.created),
      lastAttemptAt: kept.attempted === null ? null : daysAgo(kept.attempted),
      deliveredAt: kept.state === 'delivered' ? daysAgo(kept.attempted!) : null,
      nextAttemptAt: kept.state === 'pending' ? daysAgo(kept.attempted ?? kept.created) : null,
    })
    .returning();
  return row!.id;
}

const ids = async (db: Database) =>
  (
    await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .orderBy(asc(webhookDeliveries.id))
  ).map((r) => r.id);

describe('the webhook deliveries’ retention', () => {
  it('deletes settled deliveries of every store last attempted before the period, and keeps the rest', async () => {
    const db = t.database.db;
    const make = (storefrontId: number, endpointId: number) => ({
      gone: [
        { state: 'delivered', created: OLD, attempted: OLD },
        { state: 'failed', created: OLD + 5, attempted: OLD },
        // Failed without an attempt (its endpoint was paused): its creation counts.
        { state: 'failed', created: OLD, attempted: null },
      ] as Kept[],
      kept: [
        { state: 'delivered', created: RECENT, attempted: RECENT },
        { state: 'failed', created: RECENT, attempted: 1 },
        // Made long ago, but resent ("retry now") yesterday.
        { state: 'delivered', created: OLD + 30, attempted: 1 },
        // Pending deliveries stay however old: they are still to be delivered.
        { state: 'pending', created: OLD + 30, attempted: OLD + 30 },
        { state: 'pending', created: OLD, attempted: null },
      ] as Kept[],
      storefrontId,
      endpointId,
    });
    const stores = [make(acmeId, acmeEndpoint), make(globexId, globexEndpoint)];
    const made = [];
    for (const s of stores) {
      made.push({
        gone: await Promise.all(s.gone.map((k) => delivery(db, s.storefrontId, s.endpointId, k))),
        kept: await Promise.all(s.kept.map((k) => delivery(db, s.storefrontId, s.endpointId, k))),
      });
    }
    const listed = async () =>
      (await owner.deliveries()).json().data.data.map((d: { id: number }) => d.id);
    const before = await listed();
    expect(before).toHaveLength(8);

    expect(await pruneDeliveries(webhookDepsOf(t.app), NOW)).toBe(6);
    const kept = made.flatMap((m) => m.kept).sort((a, b) => a - b);
    expect(await ids(db)).toEqual(kept);
    // The console's log shows what is left, nothing more.
    expect(await listed()).toEqual(before.filter((id: number) => kept.includes(id)));
    // A second run finds nothing.
    expect(await pruneDeliveries(webhookDepsOf(t.app), NOW)).toBe(0);
    await db.delete(webhookDeliveries);
  });

  it('deletes a big backlog in batches, oldest first', async () => {
    const db = t.database.db;
    const old = [];
    for (let i = 0; i < 7; i++) {
      old.push(
        await delivery(db, acmeId, acmeEndpoint, {
          state: 'delivered',
          created: OLD + i,
          attempted: OLD + i,
        }),
      );
    }
    const recent = await delivery(db, acmeId, acmeEndpoint, {
      state: 'delivered',
      created: 2,
      attempted: 2,
    });
    // One batch takes the oldest.
    const cutoff = daysAgo(WEBHOOK_DELIVERY_RETENTION_DAYS);
    expect(await deleteSettledDeliveries(db, cutoff, 3)).toBe(3);
    expect(await ids(db)).toEqual([...old.slice(0, 4), recent]);
    for (let i = 0; i < 3; i++) {
      await delivery(db, acmeId, acmeEndpoint, {
        state: 'failed',
        created: OLD + 10 + i,
        attempted: OLD + 10 + i,
      });
    }
    const statements: number[] = [];
    const deps = webhookDepsOf(t.app);
    const counting = {
      ...deps,
      db: new Proxy(deps.db, {
        get(target, key, receiver) {
          if (key === 'delete') statements.push(statements.length);
          return Reflect.get(target, key, receiver);
        },
      }),
    };
    expect(await pruneDeliveries(counting, NOW, 3)).toBe(7);
    // 3 + 3 + 1: the last batch, short, ends it.
    expect(statements).toHaveLength(3);
    expect(await ids(db)).toEqual([recent]);
    await db.delete(webhookDeliveries);
  });

  it('vacuums the table after a prune that deleted rows, on PGlite only (no autovacuum)', async () => {
    const db = t.database.db;
    await delivery(db, acmeId, acmeEndpoint, { state: 'delivered', created: OLD, attempted: OLD });
    const deps = webhookDepsOf(t.app);
    const prune = async () => {
      const { statements, stop } = recordStatements(db);
      try {
        const deleted = await pruneDeliveries(deps, NOW);
        return { deleted, vacuums: statements.filter((text) => /^VACUUM/i.test(text.trim())) };
      } finally {
        stop();
      }
    };
    expect(deps.vacuumAfterPrune).toBe(t.database.kind === 'pglite');
    expect(await prune()).toEqual({
      deleted: 1,
      vacuums: t.database.kind === 'pglite' ? ['VACUUM (ANALYZE) webhook_deliveries'] : [],
    });
    // Nothing deleted, nothing to vacuum.
    expect(await prune()).toEqual({ deleted: 0, vacuums: [] });
    // The vacuum itself runs on either database (outside a transaction).
    expect(await pruneDeliveries({ ...deps, vacuumAfterPrune: true }, NOW)).toBe(0);
    await delivery(db, acmeId, acmeEndpoint, { state: 'failed', created: OLD, attempted: OLD });
    expect(await pruneDeliveries({ ...deps, vacuumAfterPrune: true }, NOW)).toBe(1);
  });

  it('uses the settled deliveries’ index, not a scan of the table', async () => {
    // The table is small here: the planner is told to avoid a scan, so it shows the index fits.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(sql`
        explain select id from webhook_deliveries
        where state <> 'pending' and coalesce(last_attempt_at, created_at) < now()
        order by coalesce(last_attempt_at, created_at) limit 1000`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
      'webhook_deliveries_settled',
    );
  });
});

describe('the retention job in the queue', () => {
  it('is scheduled daily and, sent, deletes old deliveries', async () => {
    const q = await createTestApp({ config: { jobs: true } });
    try {
      const qdb = q.database.db;
      const schedules = (await qdb.execute(
        sql`select name, cron from pgboss.schedule where name = ${PRUNE_WEBHOOKS}`,
      )) as unknown as { rows: unknown[] };
      expect(schedules.rows).toEqual([{ name: PRUNE_WEBHOOKS, cron: PRUNE_WEBHOOKS_CRON }]);
      expect(PRUNE_WEBHOOKS_CRON).toBe('40 3 * * *');

      const id = await storeIdOf(q.app, 'acme');
      const endpoint = await endpointOf(qdb, id);
      const longAgo = (WEBHOOK_DELIVERY_RETENTION_DAYS + 1) * DAY;
      const [row] = await qdb
        .insert(webhookDeliveries)
        .values({
          storefrontId: id,
          endpointId: endpoint,
          eventId: randomUUID(),
          eventType: 'order.placed',
          payload: {},
          state: 'delivered',
          createdAt: new Date(Date.now() - longAgo),
          lastAttemptAt: new Date(Date.now() - longAgo),
        })
        .returning();
      await q.app.jobs.send(PRUNE_WEBHOOKS, {});
      const left = async () =>
        (
          await qdb
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.id, row!.id))
        ).length;
      for (let i = 0; i < 150 && (await left()) > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await left()).toBe(0);
    } finally {
      await q.close();
    }
  }, 30_000);
});
