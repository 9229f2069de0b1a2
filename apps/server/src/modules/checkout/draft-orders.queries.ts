import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { draftOrders } from '../../db/schema/index.ts';

export type DraftOrderRow = typeof draftOrders.$inferSelect;

export async function insertDraftOrder(db: Executor, draft: typeof draftOrders.$inferInsert) {
  const [row] = await db.insert(draftOrders).values(draft).returning();
  return row!;
}

export async function findDraftByToken(db: Executor, storefrontId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(draftOrders)
    .where(and(eq(draftOrders.storefrontId, storefrontId), eq(draftOrders.tokenHash, tokenHash)));
  return row;
}

/**
 * Takes an open, unexpired link for one payment: a guarded UPDATE, so of many concurrent payments
 * one gets the row and the rest nothing.
 */
export async function takeDraftForPayment(db: Executor, id: number) {
  const [row] = await db
    .update(draftOrders)
    .set({ status: 'paying' })
    .where(
      and(
        eq(draftOrders.id, id),
        eq(draftOrders.status, 'open'),
        gt(draftOrders.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function settleDraft(
  db: Executor,
  id: number,
  changes: { status: DraftOrderRow['status']; orderId?: number; orderUuid?: string },
) {
  await db.update(draftOrders).set(changes).where(eq(draftOrders.id, id));
}
