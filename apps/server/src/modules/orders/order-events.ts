import { OrderStatus } from '@storefront/contracts';
import type { Executor } from '../../db/rows.ts';
import { insertOrderEvent } from './order-events.queries.ts';

// What happened to an order (decision 0022, "Events recorded with the order"). The change writes
// its event into the orders' outbox (`order_events`) in its own transaction, so a rolled-back
// change leaves none and a committed one cannot lose it. After the commit, the change calls
// `announce`: the listener app.ts hands the orders and checkout modules (the webhooks') turns the
// order's events into deliveries at once; the webhooks' minute sweep takes whatever a crash left.
// Neither orders nor checkout imports webhooks.

export type OrderEvent =
  | { type: 'order.placed'; storefrontId: number; orderId: number }
  | {
      type: 'order.status_changed';
      storefrontId: number;
      orderId: number;
      fromStatus: number;
      status: number;
    }
  | { type: 'parcel.shipped'; storefrontId: number; orderId: number; parcelId: number };

export type { OrderEventRow } from './order-events.queries.ts';
/** For the listener: an order's events, or one left over, claimed in the listener's transaction. */
export { claimLeftoverOrderEvent, claimOrderEvents } from './order-events.queries.ts';

export type OrderEvents = {
  /**
   * After the transaction that recorded the order's events committed: they are delivered now.
   * Never throws: the order committed already, and what this misses the sweep delivers.
   */
  announce(order: { storefrontId: number; orderId: number }): Promise<void>;
};

/** Nobody listens now (tests of one module, scripts): the events wait for the sweep. */
export const NO_ORDER_EVENTS: OrderEvents = { announce: async () => {} };

/** Writes the event in the transaction `tx` of the change it tells of. */
export async function recordOrderEvent(tx: Executor, event: OrderEvent) {
  await insertOrderEvent(tx, {
    storefrontId: event.storefrontId,
    orderId: event.orderId,
    type: event.type,
    fromStatus: event.type === 'order.status_changed' ? event.fromStatus : null,
    toStatus: event.type === 'order.status_changed' ? event.status : null,
    parcelId: event.type === 'parcel.shipped' ? event.parcelId : null,
  });
}

/**
 * The event of a status move (from `moveOrder`, the only writer of orders.status): a payment
 * confirming an order awaiting it places it (order.placed); a failed payment or a released
 * reservation (Not Paid → Cancelled) is no event, the order was never placed; any other real
 * move is order.status_changed.
 */
export async function recordMove(
  tx: Executor,
  order: { storefrontId: number; id: number; status: number },
  to: number,
) {
  const ids = { storefrontId: order.storefrontId, orderId: order.id };
  if (order.status === OrderStatus.NotPaid) {
    if (to === OrderStatus.NewOrder) await recordOrderEvent(tx, { type: 'order.placed', ...ids });
    return;
  }
  if (order.status === to) return;
  await recordOrderEvent(tx, {
    type: 'order.status_changed',
    ...ids,
    fromStatus: order.status,
    status: to,
  });
}
