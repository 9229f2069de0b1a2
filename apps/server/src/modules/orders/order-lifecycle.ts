import { canTransition, transitionRefusal, type OrderActorRole } from '@storefront/contracts';
import type { Transaction } from '../../db/client.ts';
import type { AuditActor } from '../audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { insertHistoryEntry, lockOrder, writeOrderStatus } from './lifecycle.queries.ts';
import { recordMove } from './order-events.ts';
import type { NewOrder, OrderRow } from './orders.queries.ts';

/** Who moves an order: the store itself (checkout, payments) or a team member. */
export type OrderActor = {
  role: OrderActorRole;
  userId: number | null;
  email: string | null;
  /** The platform operator acting through the console, if any. */
  impersonatedBy: string | null;
};

/** A signed-in owner or staff member, as the audit log also names them. */
export type TeamActor = AuditActor & { role: 'owner' | 'staff' };

export const SYSTEM_ACTOR: OrderActor = {
  role: 'system',
  userId: null,
  email: null,
  impersonatedBy: null,
};

export const ORDER_NOT_FOUND = 'Order not found.';

/** The columns of an actor on history, refund and note rows. */
export const actorColumnsOf = (actor: OrderActor) => ({
  actorRole: actor.role,
  actorUserId: actor.userId,
  actorEmail: actor.email,
  impersonatedBy: actor.impersonatedBy,
});

/** The store's order, locked for this transaction (`SELECT … FOR UPDATE`), or 404. */
export async function lockStoreOrder(tx: Transaction, storefrontId: number, orderId: number) {
  const order = await lockOrder(tx, { id: orderId, storefrontId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The 409 of a move the state machine forbids, naming both statuses. */
export function transitionConflict(from: number, to: number) {
  return new AppError('conflict', transitionRefusal(from, to), {
    status: [transitionRefusal(from, to)],
  });
}

/**
 * Moves a locked order to `to` if the state machine lets `actor` make the move, with a history row
 * saying who and why, and its event in the orders' outbox (order.placed or order.status_changed,
 * delivered after the commit): the only writer of orders.status, so no move goes unrecorded.
 * `changes` are written in the same statement.
 */
export async function moveOrder(
  tx: Transaction,
  order: OrderRow,
  to: number,
  actor: OrderActor,
  why: { note?: string | null; changes?: Partial<Omit<NewOrder, 'status'>> } = {},
): Promise<OrderRow> {
  if (!canTransition(order.status, to, actor.role)) throw transitionConflict(order.status, to);
  const moved = await writeOrderStatus(tx, order.id, to, why.changes ?? {});
  await insertHistoryEntry(tx, {
    storefrontId: order.storefrontId,
    orderId: order.id,
    fromStatus: order.status,
    status: to,
    note: why.note ?? null,
    ...actorColumnsOf(actor),
  });
  await recordMove(tx, order, to);
  return moved;
}
