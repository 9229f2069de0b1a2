import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export async function findEndpoints(db: Database, storefrontId: number) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.storefrontId, storefrontId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Executor, storefrontId: number, endpointId: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.storefrontId, storefrontId), eq(webhookEndpoints.id, endpointId)),
    );
  return row ?? null;
}

/** The store's active endpoints subscribed to `eventType`. */
export async function findSubscribedEndpoints(
  db: Executor,
  storefrontId: number,
  eventType: string,
) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.storefrontId, storefrontId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
}

export async function insertEndpoint(tx: Executor, row: typeof webhookEndpoints.$inferInsert) {
  const [created] = await tx.insert(webhookEndpoints).values(row).returning();
  return created!;
}

export async function updateEndpoint(
  tx: Executor,
  endpointId: number,
  changes: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row!;
}

export async function deleteEndpoint(tx: Executor, endpointId: number) {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

export async function insertDeliveries(
  db: Executor,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<DeliveryRow[]> {
  if (!rows.length) return [];
  return db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning();
}

/** A delivery with its endpoint (any store: the job knows only the delivery's id). */
export async function findDeliveryWithEndpoint(db: Database, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

export async function findStoreDelivery(db: Database, storefrontId: number, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(eq(webhookDeliveries.storefrontId, storefrontId), eq(webhookDeliveries.id, deliveryId)),
    );
  return row ?? null;
}

/**
 * Takes the delivery's next attempt: counts it and pushes its next attempt `leaseMs` ahead, so
 * another worker (a duplicate job, the sweep) leaves it alone while this one sends. Null when
 * the attempt is not due (or the delivery is no longer pending), unless `force` (the owner's
 * "retry now", which also brings a failed delivery back).
 */
export async function claimAttempt(
  db: Database,
  deliveryId: number,
  now: Date,
  leaseMs: number,
  force: boolean,
) {
  const due = and(
    eq(webhookDeliveries.state, 'pending'),
    lte(webhookDeliveries.nextAttemptAt, new Date(now.getTime() + 5_000)),
  );
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      state: 'pending',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), force ? undefined : due))
    .returning();
  return row ?? null;
}

export async function updateDelivery(
  db: Database,
  deliveryId: number,
  changes: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(changes)
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  return row ?? null;
}

/** Pending deliveries whose attempt is due by `now` (the sweep's batch). */
export async function findDueDeliveries(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** One page of the store's deliveries, newest first. */
export async function findDeliveryPage(
  db: Database,
  storefrontId: number,
  filter: { state?: string | undefined; endpointId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = [eq(webhookDeliveries.storefrontId, storefrontId)];
  if (filter.state) where.push(eq(webhookDeliveries.state, filter.state));
  if (filter.endpointId) where.push(eq(webhookDeliveries.endpointId, filter.endpointId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(...where))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(and(...where)),
  ]);
  return { rows, total: count!.total };
}

/** When a settled delivery was last touched: its last attempt, or its creation if it had none. */
const settledAt = sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`;

/**
 * Deletes at most `limit` settled deliveries (delivered or failed; never a pending one) of any
 * store last touched before `before`, oldest first, and answers how many went. One short
 * statement on the `webhook_deliveries_settled` index that locks only the rows it deletes and
 * skips any a "retry now" holds (it is no longer old once that commits).
 */
export async function deleteSettledDeliveries(db: Database, before: Date, limit: number) {
  const old = and(sql`${webhookDeliveries.state} <> 'pending'`, lt(settledAt, before));
  const batch = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(old)
    .orderBy(settledAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.id, batch), old))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Vacuums and analyses the delivery log: after a prune on PGlite, which has no autovacuum, so the
 * deleted rows' space is reused and the settled index stays all-visible (as the catalogue's job,
 * `catalogue-vacuum.ts`). VACUUM runs outside a transaction: one statement.
 */
export async function vacuumDeliveries(db: Database) {
  await db.execute(sql`VACUUM (ANALYZE) webhook_deliveries`);
}
