import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  orders,
  orderStatusHistory,
  parcels,
  refunds,
  type RefundedLine,
} from '../../db/schema/index.ts';
import type { NewOrder, OrderRow } from './orders.queries.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** The order's row, locked until the transaction ends: one change of an order at a time. */
export async function lockOrder(
  tx: Transaction,
  where: { id: number; storefrontId?: number },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, where.id),
        where.storefrontId === undefined ? undefined : eq(orders.storefrontId, where.storefrontId),
      ),
    )
    .for('update');
  return row;
}

/** The only statement that writes orders.status (with whatever else the move changes). */
export async function writeOrderStatus(
  tx: Transaction,
  orderId: number,
  status: number,
  changes: Partial<Omit<NewOrder, 'status'>>,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

export async function updateOrder(
  tx: Transaction,
  orderId: number,
  changes: Partial<Omit<NewOrder, 'status'>>,
) {
  await tx.update(orders).set(changes).where(eq(orders.id, orderId));
}

export async function insertHistoryEntry(
  tx: Transaction,
  entry: typeof orderStatusHistory.$inferInsert,
) {
  await tx.insert(orderStatusHistory).values(entry);
}

/** Marks a pending parcel of the order shipped; undefined when it is not pending (or not its). */
export async function shipPendingParcel(
  tx: Transaction,
  orderId: number,
  parcelId: number,
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string },
) {
  const [row] = await tx
    .update(parcels)
    .set({ ...tracking, status: 'shipped', shippedAt: new Date() })
    .where(
      and(eq(parcels.id, parcelId), eq(parcels.orderId, orderId), eq(parcels.status, 'pending')),
    )
    .returning();
  return row;
}

export async function findParcelOfOrder(tx: Transaction, orderId: number, parcelId: number) {
  const [row] = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, parcelId), eq(parcels.orderId, orderId)));
  return row;
}

export async function updateParcelTracking(
  tx: Transaction,
  parcelId: number,
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string },
) {
  const [row] = await tx.update(parcels).set(tracking).where(eq(parcels.id, parcelId)).returning();
  return row!;
}

/** How many of the order's parcels are still waiting and how many went. */
export async function countParcelStates(tx: Transaction, orderId: number) {
  const [row] = await tx
    .select({
      pending: sql<number>`count(*) filter (where ${parcels.status} = 'pending')::int`,
      shipped: sql<number>`count(*) filter (where ${parcels.status} = 'shipped')::int`,
    })
    .from(parcels)
    .where(eq(parcels.orderId, orderId));
  return row!;
}

export async function cancelPendingParcels(tx: Transaction, orderId: number) {
  await tx
    .update(parcels)
    .set({ status: 'cancelled' })
    .where(and(eq(parcels.orderId, orderId), eq(parcels.status, 'pending')));
}

/** What refunds of the order have promised or given back: pending and succeeded, in SQL. */
export async function sumRefunds(
  tx: Database | Transaction,
  orderId: number,
  statuses: RefundRow['status'][] = ['pending', 'succeeded'],
) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, statuses)));
  return row!.sum;
}

/** Units of each line already refunded (pending or succeeded refunds). */
export async function refundedQuantities(tx: Database | Transaction, orderId: number) {
  // Both drivers answer `{ rows }`; the shared Database type cannot say so.
  const result = (await tx.execute(sql`
    select (l->>'line_id')::int as line_id, sum((l->>'quantity')::int)::int as quantity
    from ${refunds}, jsonb_array_elements(${refunds.lines}) as l
    where ${refunds.orderId} = ${orderId} and ${refunds.status} in ('pending', 'succeeded')
    group by 1`)) as unknown as { rows: { line_id: number; quantity: number }[] };
  return new Map(result.rows.map((r) => [Number(r.line_id), Number(r.quantity)]));
}

export async function findRefundByKey(tx: Transaction, orderId: number, key: string) {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
  return row;
}

export async function insertRefund(tx: Transaction, refund: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(refund).returning();
  return row!;
}

export async function settleRefund(
  tx: Transaction,
  refundId: number,
  result: {
    status: 'succeeded' | 'failed';
    providerReference: string | null;
    failure: string | null;
  },
) {
  const [row] = await tx
    .update(refunds)
    .set(result)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function findRefunds(tx: Database | Transaction, orderId: number) {
  return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export type { RefundedLine };
