import { and, asc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { orderEvents } from '../../db/schema/index.ts';

// The orders' outbox (decision 0022): written in an order change's transaction, claimed once.

export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function insertOrderEvent(tx: Executor, row: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values(row);
}

/**
 * Deletes and answers (oldest first) the events matching `where`, at most `limit`, that no other
 * transaction holds: rows being claimed elsewhere are skipped (SKIP LOCKED), never waited for,
 * and a row claimed by a committed transaction is gone. So the change's own after-commit step and
 * the sweep may race and each event is claimed exactly once. Meant to run in the transaction that
 * also writes what the events become, so a failure there puts them back.
 */
async function claim(tx: Executor, where: SQL | undefined, limit?: number) {
  const held = tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(where)
    .orderBy(asc(orderEvents.id))
    .limit(limit ?? CLAIM_MAX)
    .for('update', { skipLocked: true });
  const rows = await tx.delete(orderEvents).where(inArray(orderEvents.id, held)).returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** An order has a handful of events at most; a bound all the same. */
const CLAIM_MAX = 100;

/** The order's recorded events, claimed (its change's after-commit step). */
export async function claimOrderEvents(
  tx: Executor,
  storefrontId: number,
  orderId: number,
): Promise<OrderEventRow[]> {
  return claim(
    tx,
    and(eq(orderEvents.storefrontId, storefrontId), eq(orderEvents.orderId, orderId)),
  );
}

/**
 * The oldest event recorded at or before `before` and left over (its after-commit step never ran:
 * a crash, a failed insert), claimed; events in `skip` (they failed this run) are passed over.
 * Null when none is left.
 */
export async function claimLeftoverOrderEvent(
  tx: Executor,
  before: Date,
  skip: number[],
): Promise<OrderEventRow | null> {
  const where = and(
    lte(orderEvents.createdAt, before),
    skip.length ? notInArray(orderEvents.id, skip) : undefined,
  );
  const [row] = await claim(tx, where, 1);
  return row ?? null;
}

/** How many events wait in the outbox (tests, the sweep's log). */
export async function countOrderEvents(db: Executor) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orderEvents);
  return row!.n;
}
