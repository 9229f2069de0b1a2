import {
  OrderStatus,
  SHIPPABLE_ORDER_STATUSES,
  type CancelOrderBody,
  type ChangeOrderStatusBody,
  type ShipParcelBody,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { releaseStock } from '../catalog/index.ts';
import { refundOrderGiftCards } from '../gift-cards/index.ts';
import type { Mailer } from '../mail/index.ts';
import { releasePromoUse } from '../promo-codes/index.ts';
import {
  cancelPendingParcels,
  countParcelStates,
  findParcelOfOrder,
  shipPendingParcel,
  sumRefunds,
  updateParcelTracking,
} from './lifecycle.queries.ts';
import {
  lockStoreOrder,
  moveOrder,
  transitionConflict,
  type TeamActor,
} from './order-lifecycle.ts';
import { NO_ORDER_EVENTS, recordOrderEvent, type OrderEvents } from './order-events.ts';
import { findLinesOfOrder, findParcels } from './orders.queries.ts';
import type { PaymentRefunder } from './payment-refunds.ts';
import { completeRefund, paidByProvider, reserveRefund } from './refunds.service.ts';
import { parcelShippedMail, type ShippedParcel } from './shipping-mail.ts';

const PARCEL_NOT_FOUND = 'Parcel not found.';
const PARCEL_CANCELLED = 'This parcel was cancelled with its order.';

/** Where the shipping e-mail links to, and whose mail it is. */
export type ShopTarget = { store: { id: number; name: string }; origin: string };

/**
 * Ships one parcel with its tracking, idempotently (a shipped parcel keeps its status; new
 * tracking details correct it without a second mail). The order follows through the machine:
 * Partially Shipped while parcels wait, Shipped when none do. The shopper gets one mail per parcel.
 */
export async function shipParcel(
  deps: { db: Database; mailer: Mailer; events?: OrderEvents },
  target: ShopTarget,
  ids: { orderId: number; parcelId: number },
  body: ShipParcelBody,
  actor: TeamActor,
) {
  const tracking = {
    carrier: body.carrier,
    trackingNumber: body.tracking_number,
    trackingUrl: body.tracking_url,
  };
  const shipped = await deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, target.store.id, ids.orderId);
    const parcel = await findParcelOfOrder(tx, order.id, ids.parcelId);
    if (!parcel) throw notFound(PARCEL_NOT_FOUND);
    if (parcel.status === 'cancelled') {
      throw new AppError('conflict', PARCEL_CANCELLED, { parcel: [PARCEL_CANCELLED] });
    }
    const audit = { storefrontId: order.storefrontId, actor, subject: order.uuid };
    if (parcel.status === 'shipped') {
      const same =
        parcel.carrier === tracking.carrier &&
        parcel.trackingNumber === tracking.trackingNumber &&
        parcel.trackingUrl === tracking.trackingUrl;
      if (!same) {
        await updateParcelTracking(tx, parcel.id, tracking);
        await recordAudit(tx, {
          ...audit,
          action: 'order.parcel.tracking',
          before: trackingOf(parcel),
          after: body,
        });
      }
      return null;
    }
    const counts = await countParcelStates(tx, order.id);
    const to = counts.pending > 1 ? OrderStatus.PartiallyShipped : OrderStatus.Shipped;
    if (!SHIPPABLE_ORDER_STATUSES.includes(order.status))
      throw transitionConflict(order.status, to);
    await shipPendingParcel(tx, order.id, parcel.id, tracking);
    // Recorded before the move's own event, so receivers hear of the parcel first.
    await recordOrderEvent(tx, {
      type: 'parcel.shipped',
      storefrontId: order.storefrontId,
      orderId: order.id,
      parcelId: parcel.id,
    });
    const number = await parcelNumber(tx, order.id, parcel.id);
    const note = `Parcel ${number} shipped with ${tracking.carrier} (${tracking.trackingNumber})`;
    if (to !== order.status) await moveOrder(tx, order, to, actor, { note });
    await recordAudit(tx, {
      ...audit,
      action: 'order.parcel.ship',
      subject: order.uuid,
      after: { parcel: number, ...body },
    });
    return { order, parcel: { number, ...tracking } satisfies ShippedParcel };
  });
  if (shipped) {
    const { order } = shipped;
    await (deps.events ?? NO_ORDER_EVENTS).announce(idsOf(order));
    const url = `${target.origin}/my-account/orders/${shipped.order.uuid}`;
    await deps.mailer.queue(parcelShippedMail(target.store, shipped.order, shipped.parcel, url));
  }
}

/** The order whose recorded events an after-commit step announces. */
const idsOf = (order: { storefrontId: number; id: number }) => ({
  storefrontId: order.storefrontId,
  orderId: order.id,
});

const trackingOf = (p: {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}) => ({
  carrier: p.carrier,
  tracking_number: p.trackingNumber,
  tracking_url: p.trackingUrl,
});

/** Parcels are numbered 1, 2… in the order they were packed, as the shopper's page shows them. */
async function parcelNumber(tx: Transaction, orderId: number, parcelId: number) {
  const all = await findParcels(tx, orderId);
  return all.findIndex((p) => p.parcel.id === parcelId) + 1;
}

/** The status menu: New Order, In Progress or On Hold, where the machine allows it. */
export async function changeOrderStatus(
  db: Database,
  storefrontId: number,
  orderId: number,
  body: ChangeOrderStatusBody,
  actor: TeamActor,
  events: OrderEvents = NO_ORDER_EVENTS,
) {
  const from = await db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, storefrontId, orderId);
    await moveOrder(tx, order, body.status, actor, { note: body.note || null });
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'order.status',
      subject: order.uuid,
      before: { status: order.status },
      after: { status: body.status, note: body.note ?? null },
    });
    return order;
  });
  await events.announce(idsOf(from));
}

/**
 * Cancels an order nothing of which has shipped, in one transaction under the order's lock: the
 * move to Cancelled comes first, so a second cancel is refused (409) before anything is given back
 * twice; then stock, the promo code's use and gift-card amounts (ledger) go back, and a refund of
 * what is left of the card payment is reserved. The provider is called after the commit.
 */
export async function cancelOrder(
  deps: { db: Database; refunder: PaymentRefunder; events?: OrderEvents },
  storefrontId: number,
  orderId: number,
  body: CancelOrderBody,
  actor: TeamActor,
) {
  const reason = body.reason || null;
  const { from, pending } = await deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, storefrontId, orderId);
    await moveOrder(tx, order, OrderStatus.Cancelled, actor, { note: reason });
    await cancelPendingParcels(tx, order.id);
    for (const line of await findLinesOfOrder(tx, order.id)) {
      if (!line.isGiftCard && line.sizeId !== null)
        await releaseStock(tx, line.sizeId, line.quantity);
    }
    await releasePromoUse(tx, order);
    await refundOrderGiftCards(tx, storefrontId, order.id);
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'order.cancel',
      subject: order.uuid,
      before: { status: order.status },
      after: { status: OrderStatus.Cancelled, reason },
    });
    const left = paidByProvider(order) - (await sumRefunds(tx, order.id));
    if (left <= 0) return { from: order, pending: null };
    const ask = {
      amount: left,
      lines: [],
      reason: reason ?? 'Order cancelled',
      key: `cancel-${order.uuid}`,
    };
    return { from: order, pending: { order, ...(await reserveRefund(tx, order, ask, actor)) } };
  });
  const events = deps.events ?? NO_ORDER_EVENTS;
  await events.announce(idsOf(from));
  if (pending?.fresh) {
    const { order, refund } = pending;
    await completeRefund(deps.db, deps.refunder, order, refund, actor, events);
  }
}
