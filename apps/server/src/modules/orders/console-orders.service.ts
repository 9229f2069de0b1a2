import {
  allowedTransitions,
  manualTransitions,
  OrderStatus,
  pageMeta,
  SHIPPABLE_ORDER_STATUSES,
  type ConsoleOrderDetail,
  type ConsoleOrderListQuery,
  type ConsoleRefund,
  type OrderActorRole,
  type OrderNoteBody,
  type PaymentStatus,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  countOrdersPerStatus,
  findNotes,
  findStoreOrder,
  findStoreOrderPage,
  insertNote,
} from './console-orders.queries.ts';
import {
  findRefunds,
  refundedQuantities,
  sumRefunds,
  type RefundRow,
} from './lifecycle.queries.ts';
import { actorColumnsOf, ORDER_NOT_FOUND, type TeamActor } from './order-lifecycle.ts';
import { findHistory, type OrderRow } from './orders.queries.ts';
import { orderDetailOf } from './orders.service.ts';
import { paidByProvider } from './refunds.service.ts';

/** The store's orders for the console: searched, filtered, sorted, paged, counted per status. */
export async function listStoreOrders(
  db: Database,
  storefrontId: number,
  query: ConsoleOrderListQuery,
) {
  const counted = await countOrdersPerStatus(db, storefrontId, query);
  const counts: Record<string, number> = { [OrderStatus.All]: 0 };
  for (const { status, count } of counted) {
    counts[status] = count;
    counts[OrderStatus.All]! += count;
  }
  const total = counts[query.status] ?? 0;
  const rows =
    (query.page - 1) * query.rows < total ? await findStoreOrderPage(db, storefrontId, query) : [];
  return {
    data: {
      data: rows.map(({ order, items, parcels, parcelsShipped }) => ({
        id: order.id,
        uuid: order.uuid,
        created_at: order.createdAt.toISOString(),
        status: order.status,
        payment_status: order.paymentStatus as PaymentStatus,
        total: order.total,
        email: order.email,
        name: order.shippingAddress?.name ?? null,
        items,
        parcels,
        parcels_shipped: parcelsShipped,
      })),
      total,
      ...pageMeta(total, query.page, query.rows),
    },
    counts,
  };
}

const actorOf = (row: {
  actorRole: OrderActorRole;
  actorEmail: string | null;
  impersonatedBy: string | null;
}) => ({ role: row.actorRole, email: row.actorEmail, impersonated_by: row.impersonatedBy });

export function toConsoleRefund(row: RefundRow): ConsoleRefund {
  return {
    id: row.id,
    amount: row.amount,
    lines: row.lines,
    reason: row.reason,
    status: row.status,
    provider_reference: row.providerReference,
    actor: actorOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** The order page: the shopper's order with history (who), refunds, notes and what `role` may do. */
export async function getConsoleOrder(
  db: Database,
  storefrontId: number,
  orderId: number,
  role: OrderActorRole,
): Promise<ConsoleOrderDetail> {
  const order = await findStoreOrder(db, storefrontId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [detail, history, refundRows, refundedLines, promised, notes] = await Promise.all([
    orderDetailOf(db, order),
    findHistory(db, order.id),
    findRefunds(db, order.id),
    refundedQuantities(db, order.id),
    sumRefunds(db, order.id),
    findNotes(db, order.id),
  ]);
  const refundable = Math.max(0, paidByProvider(order) - promised);
  return {
    ...detail,
    id: order.id,
    payment_reference: order.paymentReference,
    lines: detail.lines.map((l) => ({ ...l, refunded_quantity: refundedLines.get(l.id) ?? 0 })),
    history: history.map((h) => ({
      status: h.status,
      from_status: h.fromStatus,
      note: h.note,
      actor: actorOf(h),
      created_at: h.createdAt.toISOString(),
    })),
    refunds: refundRows.map(toConsoleRefund),
    refundable,
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: actorOf(n),
      created_at: n.createdAt.toISOString(),
    })),
    actions: actionsOf(order, role, refundable),
  };
}

/** What a team member of `role` may do with the order now (the console shows only these). */
function actionsOf(order: OrderRow, role: OrderActorRole, refundable: number) {
  const owner = role !== 'staff';
  return {
    statuses: manualTransitions(order.status, role),
    cancel: owner && allowedTransitions(order.status, role).includes(OrderStatus.Cancelled),
    refund: owner && refundable > 0 && order.status !== OrderStatus.NotPaid,
    ship: SHIPPABLE_ORDER_STATUSES.includes(order.status),
  };
}

/** A note on the order's internal thread; the shopper never sees it. */
export async function addOrderNote(
  db: Database,
  storefrontId: number,
  orderId: number,
  body: OrderNoteBody,
  actor: TeamActor,
) {
  const order = await findStoreOrder(db, storefrontId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const note = await db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      storefrontId,
      orderId,
      body: body.body,
      ...actorColumnsOf(actor),
    });
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'order.note',
      subject: order.uuid,
      after: { body: body.body },
    });
    return row;
  });
  return {
    id: note.id,
    body: note.body,
    author: actorOf(note),
    created_at: note.createdAt.toISOString(),
  };
}
