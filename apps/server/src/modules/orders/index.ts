/** Orders' public face: the only file other modules import. */
export {
  countOrdersByStore,
  findExpiredReservations,
  findLinesOfOrder,
  findNextReservationExpiry,
  findOrder,
  findOrderByIdempotencyKey,
  getOrderDetail,
  giftOrderDemand,
  markOrderFailed,
  markOrderPaid,
  placedGiftOrder,
  productOrdered,
  recordPendingOrder,
  spentOnGiftingLinks,
  type NewParcel,
  type OrderRow,
} from './orders.service.ts';
export type { PaymentRefunder, RefundRequest, RefundResult } from './payment-refunds.ts';
export { latestOrderPayload, orderPayloadOf } from './order-payload.ts';
export {
  claimLeftoverOrderEvent,
  claimOrderEvents,
  NO_ORDER_EVENTS,
  type OrderEvent,
  type OrderEventRow,
  type OrderEvents,
} from './order-events.ts';
export {
  orderInsights,
  rollUpOrderInsights,
  type OrderInsights,
  type OrderInsightsRollUp,
  type OrderInsightsReader,
  type OrderInsightsRequest,
} from './insights.service.ts';
