import {
  formatMoney,
  OrderStatus,
  canTransition,
  type PaymentStatus,
  type RefundOrderBody,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findRefundByKey,
  insertRefund,
  lockOrder,
  refundedQuantities,
  settleRefund,
  sumRefunds,
  updateOrder,
  type RefundedLine,
  type RefundRow,
} from './lifecycle.queries.ts';
import {
  actorColumnsOf,
  lockStoreOrder,
  moveOrder,
  type OrderActor,
  type TeamActor,
} from './order-lifecycle.ts';
import { NO_ORDER_EVENTS, type OrderEvents } from './order-events.ts';
import { findLinesOfOrder, type OrderRow } from './orders.queries.ts';
import type { PaymentRefunder } from './payment-refunds.ts';

/** Payment providers that charged a card; gift cards and kit budgets are given back otherwise. */
const CARD_PAYERS = ['test', 'stripe'];

/** What the payment provider took for the order (0 when nothing was charged by card). */
export function paidByProvider(order: OrderRow): number {
  const charged = order.paymentProvider !== null && CARD_PAYERS.includes(order.paymentProvider);
  return charged && order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed'
    ? (order.chargedTotal ?? order.total)
    : 0;
}

/** Payment status after refunds: paid, partially refunded or refunded. */
function paymentStatusAfter(paid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return 'paid';
  return refunded >= paid ? 'refunded' : 'partially_refunded';
}

export type RefundAsk = {
  amount: number;
  lines: RefundedLine[];
  reason: string | null;
  key: string;
};

/**
 * Step 1, under the order's lock: the refund is written `pending` if it fits in what was paid
 * minus every refund pending or made (summed in SQL), so concurrent refunds never promise more.
 * Answers the refund this key made before, if any.
 */
export async function reserveRefund(
  tx: Transaction,
  order: OrderRow,
  ask: RefundAsk,
  actor: OrderActor,
): Promise<{ refund: RefundRow; fresh: boolean }> {
  const known = await findRefundByKey(tx, order.id, ask.key);
  if (known) return { refund: known, fresh: false };
  const refundable = paidByProvider(order) - (await sumRefunds(tx, order.id));
  if (ask.amount > refundable) {
    const most = `At most ${formatMoney(Math.max(0, refundable), order.currency)} can be refunded.`;
    throw invalidData(most, { amount: [most] });
  }
  const refund = await insertRefund(tx, {
    storefrontId: order.storefrontId,
    orderId: order.id,
    amount: ask.amount,
    lines: ask.lines,
    reason: ask.reason,
    idempotencyKey: ask.key,
    ...actorColumnsOf(actor),
  });
  return { refund, fresh: true };
}

/**
 * Step 2, outside any transaction: the provider refunds, then step 3 records its answer and the
 * payment status; a refund of everything paid moves the order to Refund when the machine allows.
 */
export async function completeRefund(
  db: Database,
  refunder: PaymentRefunder,
  order: OrderRow,
  refund: RefundRow,
  actor: OrderActor,
  events: OrderEvents = NO_ORDER_EVENTS,
): Promise<RefundRow> {
  const result = await refunder
    .refund({
      amount: refund.amount,
      currency: order.currency,
      orderUuid: order.uuid,
      paymentReference: order.paymentReference,
      idempotencyKey: `refund-${refund.id}`,
    })
    .catch((error: unknown) => ({
      status: 'failed' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  const done = await db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, { id: order.id }))!;
    const settled = await settleRefund(tx, refund.id, {
      status: result.status,
      providerReference: result.status === 'succeeded' ? result.reference : null,
      failure: result.status === 'failed' ? result.message : null,
    });
    const moved =
      settled?.status === 'succeeded' && (await followPayment(tx, locked, actor, settled));
    return { refund: settled ?? refund, moved: moved ? locked : null };
  });
  if (done.moved) {
    await events.announce({ storefrontId: done.moved.storefrontId, orderId: done.moved.id });
  }
  return done.refund;
}

async function followPayment(
  tx: Transaction,
  order: OrderRow,
  actor: OrderActor,
  refund: RefundRow,
) {
  const paid = paidByProvider(order);
  const paymentStatus = paymentStatusAfter(paid, await sumRefunds(tx, order.id, ['succeeded']));
  const note = `Refunded ${formatMoney(refund.amount, order.currency)}${refund.reason ? `: ${refund.reason}` : ''}`;
  if (paymentStatus === 'refunded' && canTransition(order.status, OrderStatus.Refund, actor.role)) {
    await moveOrder(tx, order, OrderStatus.Refund, actor, { note, changes: { paymentStatus } });
    return true;
  }
  await updateOrder(tx, order.id, { paymentStatus });
  return false;
}

/** The refund's amount: as asked, or the lines' unit prices times the units not refunded yet. */
async function amountOf(tx: Transaction, order: OrderRow, body: RefundOrderBody) {
  if (body.amount !== undefined) return { amount: body.amount, lines: [] };
  const lines = await findLinesOfOrder(tx, order.id);
  const refunded = await refundedQuantities(tx, order.id);
  const errors: Record<string, string[]> = {};
  let amount = 0;
  body.lines!.forEach((ask, i) => {
    const line = lines.find((l) => l.id === ask.line_id);
    const left = line ? line.quantity - (refunded.get(line.id) ?? 0) : 0;
    if (!line) errors[`lines.${i}.line_id`] = ['Not a line of this order.'];
    else if (ask.quantity > left)
      errors[`lines.${i}.quantity`] = [`At most ${left} left to refund.`];
    else amount += line.unitPrice * ask.quantity;
  });
  if (Object.keys(errors).length) throw invalidData('Some lines cannot be refunded.', errors);
  return { amount, lines: body.lines! };
}

/**
 * A refund of an amount or of lines through the payment provider: idempotent by the client's
 * key, never more than was paid (even when many run at once), the payment status following.
 */
export async function refundOrder(
  deps: { db: Database; refunder: PaymentRefunder; events?: OrderEvents },
  storefrontId: number,
  orderId: number,
  request: { body: RefundOrderBody; key: string },
  actor: TeamActor,
): Promise<RefundRow> {
  const { order, refund, fresh } = await deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, storefrontId, orderId);
    if (order.status === OrderStatus.NotPaid) {
      throw new AppError('conflict', NOTHING_PAID, { amount: [NOTHING_PAID] });
    }
    const { amount, lines } = await amountOf(tx, order, request.body);
    const reason = request.body.reason || null;
    const reserved = await reserveRefund(
      tx,
      order,
      { amount, lines, reason, key: request.key },
      actor,
    );
    if (reserved.fresh) {
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: 'order.refund',
        subject: order.uuid,
        after: { amount, lines, reason },
      });
    }
    return { order, ...reserved };
  });
  const done = fresh
    ? await completeRefund(deps.db, deps.refunder, order, refund, actor, deps.events)
    : refund;
  if (done.status === 'failed') {
    throw new AppError('payment_failed', done.failure ?? 'The refund failed.', {
      amount: [done.failure ?? 'The refund failed.'],
    });
  }
  return done;
}

const NOTHING_PAID = 'This order is still awaiting payment: there is nothing to refund.';
