import {
  OrderStatus,
  pageMeta,
  type OrderDetail,
  type OrderListQuery,
  type OrderSummary,
  type ParcelState,
  type PaymentCard,
  type PaymentStatus,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { giftingOfOrder } from '../gifting/index.ts';
import { findPromoCodeText } from '../promo-codes/index.ts';
import { cancelPendingParcels, lockOrder, sumRefunds } from './lifecycle.queries.ts';
import { moveOrder, ORDER_NOT_FOUND, SYSTEM_ACTOR } from './order-lifecycle.ts';
import {
  countUserOrders,
  findHistory,
  findOrderByIdempotencyKey,
  findOrderByUuid,
  findLinesOfOrder,
  findParcels,
  findUserOrderPage,
  insertHistory,
  insertOrder,
  insertOrderLines,
  insertParcel,
  type NewOrder,
  type NewOrderLine,
  type OrderRow,
} from './orders.queries.ts';

export type { OrderRow };

export type NewParcel = {
  warehouseId: number | null;
  shippingCents: number;
  lines: Omit<NewOrderLine, 'orderId' | 'parcelId' | 'storefrontId'>[];
};

/** Inserts an order awaiting payment with its parcels, lines and first history entry. */
export async function recordPendingOrder(
  tx: Transaction,
  order: Omit<NewOrder, 'status' | 'paymentStatus'>,
  parcelsOfOrder: NewParcel[],
): Promise<OrderRow> {
  const row = await insertOrder(tx, {
    ...order,
    status: OrderStatus.NotPaid,
    paymentStatus: 'pending',
  });
  const storefrontId = row.storefrontId;
  for (const parcel of parcelsOfOrder) {
    // Gift cards go by e-mail: their lines belong to no parcel.
    const parcelId =
      parcel.warehouseId === null
        ? null
        : await insertParcel(tx, {
            storefrontId,
            orderId: row.id,
            warehouseId: parcel.warehouseId,
            shippingCents: parcel.shippingCents,
          });
    await insertOrderLines(
      tx,
      parcel.lines.map((line) => ({ ...line, storefrontId, orderId: row.id, parcelId })),
    );
  }
  await insertHistory(tx, { storefrontId, orderId: row.id, status: OrderStatus.NotPaid });
  return row;
}

/** Payment received: New Order. False when the order was no longer awaiting payment. */
export async function markOrderPaid(
  tx: Transaction,
  order: OrderRow,
  payment: { provider: string; reference: string | null; card: PaymentCard | null },
): Promise<boolean> {
  const locked = await lockOrder(tx, { id: order.id });
  if (locked?.paymentStatus !== 'pending') return false;
  await moveOrder(tx, locked, OrderStatus.NewOrder, SYSTEM_ACTOR, {
    changes: {
      paymentStatus: 'paid',
      paymentProvider: payment.provider,
      paymentReference: payment.reference,
      paymentCard: payment.card,
    },
  });
  return true;
}

/** Payment failed: Cancelled. False when the order was no longer awaiting payment. */
export async function markOrderFailed(
  tx: Transaction,
  order: OrderRow,
  payment: { provider: string; reason: string },
): Promise<boolean> {
  const locked = await lockOrder(tx, { id: order.id });
  if (locked?.paymentStatus !== 'pending') return false;
  await moveOrder(tx, locked, OrderStatus.Cancelled, SYSTEM_ACTOR, {
    note: payment.reason,
    changes: { paymentStatus: 'failed', paymentProvider: payment.provider },
  });
  await cancelPendingParcels(tx, order.id);
  return true;
}

export { findOrderByIdempotencyKey } from './orders.queries.ts';
/** Orders whose process died while paying (or that the provider still processes), for recovery. */
export { findExpiredReservations } from './orders.queries.ts';
export { findNextReservationExpiry } from './orders.queries.ts';
export { findLinesOfOrder } from './orders.queries.ts';
/** What a company's kit has spent: the totals of its links' orders, cancelled ones left out. */
export { giftOrderDemand, spentOnGiftingLinks } from './orders.queries.ts';
export { countOrdersByStore } from './orders.queries.ts';
/** Whether a product was ever ordered: such a product is discontinued, never deleted. */
export { productOrdered } from './orders.queries.ts';

/** True when this Idempotency-Key placed a gift recipient's order in the store. */
export async function placedGiftOrder(db: Database, storefrontId: number, key: string) {
  const order = await findOrderByIdempotencyKey(db, storefrontId, key);
  return !!order && order.giftingLinkId !== null;
}

export async function findOrder(db: Database, storefrontId: number, uuid: string) {
  return await findOrderByUuid(db, storefrontId, uuid);
}

/** Who may read an order: its signed-in owner, or whoever placed it with that Idempotency-Key. */
export type OrderReader = { userId: number | null; idempotencyKey: string | null };

export async function getOrderDetail(
  db: Database,
  storefrontId: number,
  uuid: string,
  reader: OrderReader,
): Promise<OrderDetail> {
  const order = await findOrderByUuid(db, storefrontId, uuid);
  const owns = order?.userId !== null && order?.userId === reader.userId;
  const placed = !!reader.idempotencyKey && order?.idempotencyKey === reader.idempotencyKey;
  if (!order || !(owns || placed)) throw notFound(ORDER_NOT_FOUND);
  return orderDetailOf(db, order);
}

/** The order as its shopper sees it: lines, parcels with tracking, totals and status history. */
export async function orderDetailOf(db: Database, order: OrderRow): Promise<OrderDetail> {
  const [lines, parcelRows, history, gifting, promoCode, refunded] = await Promise.all([
    findLinesOfOrder(db, order.id),
    findParcels(db, order.id),
    findHistory(db, order.id),
    giftingOfOrder(db, order.giftingLinkId),
    order.promoCodeId === null ? null : findPromoCodeText(db, order.promoCodeId),
    sumRefunds(db, order.id, ['succeeded']),
  ]);
  return {
    ...toOrderSummary(order),
    email: order.email,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    gift_card_amount: order.giftCardAmount,
    refunded,
    currency: order.currency,
    promo_code: promoCode,
    shipping_address: order.shippingAddress,
    payment_provider: order.paymentProvider,
    payment_card: order.paymentCard,
    gifting,
    lines: lines.map((l) => ({
      id: l.id,
      parcel_id: l.parcelId,
      product_id: l.productId,
      product_variant_id: l.variantId,
      product_size_id: l.sizeId,
      name: l.name,
      color: l.color,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      price: l.unitPrice,
      final_price: l.lineTotal,
      is_gift_card: l.isGiftCard,
      email: l.recipientEmail,
      note: l.note,
      input_fields: l.inputFields,
    })),
    parcels: parcelRows.map(({ parcel, warehouse }) => ({
      id: parcel.id,
      warehouse,
      status: parcel.status as ParcelState,
      shipping: parcel.shippingCents,
      carrier: parcel.carrier,
      tracking_number: parcel.trackingNumber,
      tracking_url: parcel.trackingUrl,
      shipped_at: parcel.shippedAt?.toISOString() ?? null,
    })),
    // The team's reasons are theirs: the shopper sees the store's own notes (a payment failure).
    history: history.map((h) => ({
      status: h.status,
      note: h.actorRole === 'system' ? h.note : null,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

export function toOrderSummary(order: OrderRow): OrderSummary {
  return {
    uuid: order.uuid,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus as PaymentStatus,
    total: order.total,
    total_without_discounts: order.totalWithoutDiscounts,
  };
}

/** The signed-in user's orders in this store, searched, filtered, sorted and paged. */
export async function listUserOrders(
  db: Database,
  storefrontId: number,
  userId: number,
  query: OrderListQuery,
) {
  const total = await countUserOrders(db, storefrontId, userId, query);
  const rows =
    (query.page - 1) * query.pageSize < total
      ? await findUserOrderPage(db, storefrontId, userId, query)
      : [];
  return { data: rows.map(toOrderSummary), total, ...pageMeta(total, query.page, query.pageSize) };
}
