import { randomUUID } from 'node:crypto';
import {
  computeTotals,
  formatMoney,
  ORDER_EDIT_MESSAGES as M,
  OrderStatus,
  type OrderEditOptions,
  type OrderEditResult,
  type OrderEditTotals,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { getVariantsForCart, releaseStock, reserveStock } from '../catalog/index.ts';
import { returnGiftCardAmount } from '../gift-cards/index.ts';
import {
  countParcelStates,
  refundedQuantities,
  sumRefunds,
  updateOrder,
} from './lifecycle.queries.ts';
import { findStoreOrder } from './console-orders.queries.ts';
import {
  actorColumnsOf,
  lockStoreOrder,
  ORDER_NOT_FOUND,
  type TeamActor,
} from './order-lifecycle.ts';
import {
  cancelEmptyParcel,
  deleteOrderLine,
  findParcelsOfOrder,
  insertEditHistory,
  updateOrderLine,
} from './order-edits.queries.ts';
import { findLinesOfOrder, type OrderRow } from './orders.queries.ts';
import type { OrderEvents } from './order-events.ts';
import type { PaymentRefunder } from './payment-refunds.ts';
import { completeRefund, paidByProvider, reserveRefund } from './refunds.service.ts';

/** The edit as the route parsed it (`OrderEditBody`'s output). */
export type OrderEdit = {
  line_id: number;
  kind: 'swap_size' | 'lower_quantity' | 'remove_line';
  size_id?: number | undefined;
  quantity?: number | undefined;
  reason: string;
  preview: boolean;
};

type LineRow = Awaited<ReturnType<typeof findLinesOfOrder>>[number];
type SizeRow = { id: number; size: string; price: number; quantity: number };

/** Statuses in which an order may still be edited (and only while no parcel has shipped). */
const EDITABLE_STATUSES: readonly number[] = [
  OrderStatus.NewOrder,
  OrderStatus.InProgress,
  OrderStatus.OnHold,
];

const conflict = (message: string, field = 'order') =>
  new AppError('conflict', message, { [field]: [message] });

/** Why the order as a whole cannot be edited now, or null. */
async function orderRefusal(tx: Database | Transaction, order: OrderRow): Promise<string | null> {
  const { shipped } = await countParcelStates(tx as Transaction, order.id);
  if (shipped > 0 || order.status === OrderStatus.Shipped) return M.shipped;
  if (order.status === OrderStatus.PartiallyShipped) return M.shipped;
  if (!EDITABLE_STATUSES.includes(order.status)) return M.notEditable;
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') return M.notEditable;
  return null;
}

/** Why one line cannot be edited, or null. */
function lineRefusal(line: LineRow, refunded: Map<number, number>): string | null {
  if (line.isGiftCard || line.sizeId === null) return M.giftCardLine;
  if ((refunded.get(line.id) ?? 0) > 0) return M.refundedLine;
  return null;
}

const totalsOf = (o: OrderRow): OrderEditTotals => ({
  subtotal: o.subtotal,
  discount: o.discount,
  shipping: o.shipping,
  tax: o.tax,
  gift_card_amount: o.giftCardAmount,
  total: o.total,
});

/** The sizes of a line's product and colour, as the catalogue has them now. */
async function sizesOfLine(tx: Database | Transaction, storefrontId: number, line: LineRow) {
  if (line.variantId === null) return [] as SizeRow[];
  const [variant] = await getVariantsForCart(tx as Database, storefrontId, [line.variantId]);
  return (variant?.sizes ?? []) as SizeRow[];
}

type Plan = {
  line: LineRow;
  description: string;
  /** The line after the edit; null when it is removed. */
  next: { sizeId: number; size: string; quantity: number; unitPrice: number } | null;
  newSize: SizeRow | null;
};

/** What the edit does to its line, or the 4xx that refuses it. */
async function planEdit(
  tx: Transaction,
  storefrontId: number,
  lines: LineRow[],
  refunded: Map<number, number>,
  edit: OrderEdit,
): Promise<Plan> {
  const line = lines.find((l) => l.id === edit.line_id);
  if (!line) throw invalidData(M.lineNotFound, { line_id: [M.lineNotFound] });
  const refusal = lineRefusal(line, refunded);
  if (refusal) throw conflict(refusal, 'line_id');
  const label = `${line.name}${line.color ? ` (${line.color}` : ' ('}${line.size ? `, ${line.size})` : ')'}`;
  const same = { sizeId: line.sizeId!, size: line.size ?? '', unitPrice: line.unitPrice };
  if (edit.kind === 'remove_line') {
    if (lines.length <= 1) throw conflict(M.lastLine, 'line_id');
    return { line, description: `Removed ${line.quantity} × ${label}`, next: null, newSize: null };
  }
  if (edit.kind === 'lower_quantity') {
    const quantity = edit.quantity!;
    if (quantity >= line.quantity) throw invalidData(M.notLower, { quantity: [M.notLower] });
    return {
      line,
      description: `Quantity of ${label} lowered from ${line.quantity} to ${quantity}`,
      next: { ...same, quantity },
      newSize: null,
    };
  }
  if (edit.size_id === line.sizeId) throw invalidData(M.sameSize, { size_id: [M.sameSize] });
  const size = (await sizesOfLine(tx, storefrontId, line)).find((s) => s.id === edit.size_id);
  if (!size) throw invalidData(M.otherSize, { size_id: [M.otherSize] });
  if (size.price > line.unitPrice) throw invalidData(M.dearer, { size_id: [M.dearer] });
  return {
    line,
    description: `Size of ${line.quantity} × ${label} changed to ${size.size}`,
    next: { sizeId: size.id, size: size.size, quantity: line.quantity, unitPrice: size.price },
    newSize: size,
  };
}

/**
 * The order's totals after the edit, by checkout's `computeTotals`: the subtotal of the lines, the
 * promo discount in the same proportion of the subtotal as when the order was placed, the shipping
 * of the parcels that still hold lines, the store's tax rate, and the gift cards paying first up to
 * what they paid.
 */
function totalsAfter(
  order: OrderRow,
  lines: LineRow[],
  parcels: { id: number; status: string; shippingCents: number }[],
  plan: Plan,
  taxRateBps: number,
) {
  const kept = lines.flatMap((l) => {
    if (l.id !== plan.line.id) return [l];
    return plan.next
      ? [{ ...l, ...plan.next, lineTotal: plan.next.unitPrice * plan.next.quantity }]
      : [];
  });
  const subtotal = kept.reduce((sum, l) => sum + l.lineTotal, 0);
  const discount =
    order.subtotal > 0 ? Math.round((order.discount * subtotal) / order.subtotal) : 0;
  const used = new Set(kept.map((l) => l.parcelId));
  const emptied = parcels.filter((p) => p.status === 'pending' && !used.has(p.id));
  const shipping = Math.max(0, order.shipping - emptied.reduce((s, p) => s + p.shippingCents, 0));
  const base = { subtotal, shipping, taxRateBps, giftCardBalances: [order.giftCardAmount] };
  const totals = computeTotals({ ...base, discount });
  const withoutDiscounts = computeTotals({ ...base, discount: 0, giftCardBalances: [] });
  return { totals, totalWithoutDiscounts: withoutDiscounts.total, emptied };
}

/** Stock moved with checkout's guarded statements, in size-id order (as checkout locks rows). */
async function moveStock(tx: Transaction, plan: Plan) {
  const { line, next, newSize } = plan;
  const moves: [number, number][] = [];
  if (!next) moves.push([line.sizeId!, -line.quantity]);
  else if (newSize) moves.push([line.sizeId!, -line.quantity], [newSize.id, line.quantity]);
  else moves.push([line.sizeId!, -(line.quantity - next.quantity)]);
  for (const [sizeId, take] of moves.sort(([a], [b]) => a - b)) {
    if (take < 0) await releaseStock(tx, sizeId, -take);
    else if (!(await reserveStock(tx, sizeId, take))) throw conflict(M.outOfStock, 'size_id');
  }
}

/**
 * Edits one line of an order that has not shipped (decision 0025), under the order's row lock so
 * concurrent edits run one after the other and stock moves once: the line changed, stock moved,
 * totals recomputed, a history row and an audit entry, gift cards given back their part, and the
 * rest refunded through the payment provider (reserved in the transaction, sent after it). An edit
 * that would cost more is refused (422) before anything is written. `preview` writes nothing.
 */
export async function editOrder(
  deps: { db: Database; refunder: PaymentRefunder; events?: OrderEvents },
  store: { id: number; taxRateBps: number },
  orderId: number,
  edit: OrderEdit,
  actor: TeamActor,
): Promise<OrderEditResult> {
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, store.id, orderId);
    const refusal = await orderRefusal(tx, order);
    if (refusal) throw conflict(refusal);
    const lines = await findLinesOfOrder(tx, order.id);
    const refunded = await refundedQuantities(tx, order.id);
    const plan = await planEdit(tx, store.id, lines, refunded, edit);
    const parcels = await findParcelsOfOrder(tx, order.id);
    const after = totalsAfter(order, lines, parcels, plan, store.taxRateBps);
    const { totals } = after;
    if (totals.total > order.total || totals.gift_card_amount > order.giftCardAmount) {
      throw invalidData(M.dearer, {
        [edit.kind === 'swap_size' ? 'size_id' : 'line_id']: [M.dearer],
      });
    }
    const less = order.total - totals.total;
    const refundable = Math.max(0, paidByProvider(order) - (await sumRefunds(tx, order.id)));
    const refund = Math.min(less, refundable);
    const giftCardRefund = order.giftCardAmount - totals.gift_card_amount;
    const result: OrderEditResult = {
      description: plan.description,
      before: totalsOf(order),
      after: {
        subtotal: totals.subtotal,
        discount: totals.discount,
        shipping: totals.shipping,
        tax: totals.tax,
        gift_card_amount: totals.gift_card_amount,
        total: totals.total,
      },
      refund,
      gift_card_refund: giftCardRefund,
      applied: false,
      refund_status: null,
    };
    if (edit.preview) return { result, pending: null };

    await moveStock(tx, plan);
    if (plan.next) {
      const { next } = plan;
      await updateOrderLine(tx, plan.line.id, {
        ...next,
        lineTotal: next.unitPrice * next.quantity,
      });
    } else {
      await deleteOrderLine(tx, plan.line.id);
    }
    for (const parcel of after.emptied) await cancelEmptyParcel(tx, parcel.id);
    await updateOrder(tx, order.id, {
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping: totals.shipping,
      tax: totals.tax,
      giftCardAmount: totals.gift_card_amount,
      total: totals.total,
      totalWithoutDiscounts: after.totalWithoutDiscounts,
      chargedTotal: order.chargedTotal ?? order.total,
    });
    if (giftCardRefund > 0) await returnGiftCardAmount(tx, store.id, order.id, giftCardRefund);
    const money = [
      refund > 0 && `${formatMoney(refund, order.currency)} refunded`,
      giftCardRefund > 0 && `${formatMoney(giftCardRefund, order.currency)} back to gift cards`,
    ].filter(Boolean);
    const note = `Order edited: ${plan.description}${money.length ? ` (${money.join(', ')})` : ''}. Why: ${edit.reason}`;
    await insertEditHistory(tx, {
      storefrontId: store.id,
      orderId: order.id,
      fromStatus: order.status,
      status: order.status,
      note,
      ...actorColumnsOf(actor),
    });
    await recordAudit(tx, {
      storefrontId: store.id,
      actor,
      action: 'order.edit',
      subject: order.uuid,
      before: { line: lineAudit(plan.line), totals: result.before },
      after: {
        line: plan.next ? { ...lineAudit(plan.line), ...plan.next } : null,
        totals: result.after,
        reason: edit.reason,
        refund,
        gift_card_refund: giftCardRefund,
      },
    });
    const applied = { ...result, applied: true };
    if (refund <= 0) return { result: applied, pending: null };
    const ask = {
      amount: refund,
      lines: [],
      reason: `Order edited: ${edit.reason}`,
      key: `edit-${randomUUID()}`,
    };
    return { result: applied, pending: { order, ...(await reserveRefund(tx, order, ask, actor)) } };
  });
  if (!done.pending) return done.result;
  const settled = await completeRefund(
    deps.db,
    deps.refunder,
    done.pending.order,
    done.pending.refund,
    actor,
    deps.events,
  );
  return { ...done.result, refund_status: settled.status };
}

const lineAudit = (l: LineRow) => ({
  id: l.id,
  name: l.name,
  color: l.color,
  size: l.size,
  quantity: l.quantity,
  unit_price: l.unitPrice,
});

/** What the edit dialog offers: whether the order and each line may be edited, and other sizes. */
export async function getOrderEditOptions(
  db: Database,
  storefrontId: number,
  orderId: number,
): Promise<OrderEditOptions> {
  return db.transaction(async (tx) => {
    const order = await findStoreOrder(tx as Database, storefrontId, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const reason = await orderRefusal(tx, order);
    const lines = await findLinesOfOrder(tx, order.id);
    const refunded = await refundedQuantities(tx, order.id);
    const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
    const variants = variantIds.length
      ? await getVariantsForCart(tx as Database, storefrontId, variantIds)
      : [];
    return {
      editable: reason === null,
      reason,
      lines: lines.map((l) => ({
        line_id: l.id,
        name: l.name,
        color: l.color,
        size: l.size,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        editable: reason === null && lineRefusal(l, refunded) === null,
        sizes: (variants.find((v) => v.id === l.variantId)?.sizes ?? [])
          .filter((s) => s.id !== l.sizeId)
          .map((s) => ({ id: s.id, size: s.size, price: s.price, stock: s.quantity })),
      })),
    };
  });
}
