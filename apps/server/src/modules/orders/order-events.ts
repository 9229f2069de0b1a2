// What happened to an order, announced after its transaction committed (decision 0022). The orders
// and checkout modules only announce; app.ts hands them a listener (the webhooks module's), so
// neither imports webhooks.

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

export type OrderEvents = {
  /** Never throws: the order committed already, so a listener's trouble is its own. */
  announce(event: OrderEvent): Promise<void>;
};

/** Nobody listens (tests of one module, scripts). */
export const NO_ORDER_EVENTS: OrderEvents = { announce: async () => {} };

/** A status move, announced only when the status really changed. */
export async function announceMove(
  events: OrderEvents,
  order: { storefrontId: number; id: number; status: number },
  to: number,
) {
  if (order.status === to) return;
  await events.announce({
    type: 'order.status_changed',
    storefrontId: order.storefrontId,
    orderId: order.id,
    fromStatus: order.status,
    status: to,
  });
}
