import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orderLines, orderStatusHistory, parcels } from '../../db/schema/index.ts';

type LineChanges = Partial<
  Pick<typeof orderLines.$inferInsert, 'sizeId' | 'size' | 'quantity' | 'unitPrice' | 'lineTotal'>
>;

export async function updateOrderLine(tx: Transaction, lineId: number, changes: LineChanges) {
  await tx.update(orderLines).set(changes).where(eq(orderLines.id, lineId));
}

export async function deleteOrderLine(tx: Transaction, lineId: number) {
  await tx.delete(orderLines).where(eq(orderLines.id, lineId));
}

/** The order's parcels (any state), in the order they were packed. */
export async function findParcelsOfOrder(tx: Transaction, orderId: number) {
  return tx.select().from(parcels).where(eq(parcels.orderId, orderId)).orderBy(asc(parcels.id));
}

/** A pending parcel left without lines by an edit: cancelled (it will never ship). */
export async function cancelEmptyParcel(tx: Transaction, parcelId: number) {
  await tx
    .update(parcels)
    .set({ status: 'cancelled' })
    .where(and(eq(parcels.id, parcelId), eq(parcels.status, 'pending')));
}

/** The edit's row in the order's history: the status unchanged, the note says what and why. */
export async function insertEditHistory(
  tx: Transaction,
  entry: typeof orderStatusHistory.$inferInsert,
) {
  const [row] = await tx
    .insert(orderStatusHistory)
    .values(entry)
    .returning({ id: orderStatusHistory.id });
  return row!.id;
}
