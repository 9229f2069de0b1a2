/** Orders' public face: the only file other modules import. */
export {
  countOrdersByStore,
  findExpiredReservations,
  findLinesOfOrder,
  findNextReservationExpiry,
  findOrder,
  findOrderByIdempotencyKey,
  getOrderDetail,
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
export {
  orderInsights,
  type OrderInsights,
  type OrderInsightsReader,
  type OrderInsightsRequest,
} from './insights.service.ts';
