/**
 * Order statuses and how shoppers see them,, without the schemas of orders.ts: shopper pages
 * import these, and a page that imports no schema ships no zod (`npm run weight` checks it).
 * orders.ts re-exports them.
 */

/** Order status enum of §3. */
export const OrderStatus = {
  All: 0,
  NewOrder: 1,
  InProgress: 2,
  Shipped: 3,
  PartiallyShipped: 4,
  Cancelled: 5,
  OnHold: 6,
  NotPaid: 7,
  Refund: 8,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export type TagSeverity = 'info' | 'warning' | 'success' | 'danger';

const STATUS_TAGS: Record<number, { label: string; severity: TagSeverity }> = {
  1: { label: 'New Order', severity: 'info' },
  2: { label: 'In Progress', severity: 'warning' },
  3: { label: 'Shipped', severity: 'success' },
  4: { label: 'Partially Shipped', severity: 'warning' },
  5: { label: 'Cancelled', severity: 'danger' },
  6: { label: 'On Hold', severity: 'warning' },
  7: { label: 'Not Paid', severity: 'danger' },
  8: { label: 'Refund', severity: 'info' },
};

export function orderStatusTag(status: number): { label: string; severity: TagSeverity } {
  return STATUS_TAGS[status] ?? { label: 'Pending', severity: 'info' };
}

export const PaymentStatus = [
  'pending',
  'paid',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PaymentStatus)[number];

/** Payment status tag (§3), case-insensitive. */
export function paymentStatusSeverity(status: string): TagSeverity {
  switch (status.toLowerCase()) {
    case 'pending':
      return 'warning';
    case 'paid':
      return 'success';
    case 'failed':
      return 'danger';
    default:
      return 'info';
  }
}

/**
 * The history a shopper sees: every step the order went through, without the moment it waited
 * for a payment that then came (Not Paid just before New Order).
 */
export function shopperHistory<E extends { status: number }>(history: readonly E[]): E[] {
  return history.filter(
    (entry, i) =>
      !(entry.status === OrderStatus.NotPaid && history[i + 1]?.status === OrderStatus.NewOrder),
  );
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as the provider names it ("amex") the way a shopper knows it ("American Express"). */
export function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/**
 * How an order was paid, in the shopper's terms: the translation key of its sentence and the
 * values for it; null while nothing was paid.
 */
export function paymentDescription(order: {
  payment_status: string;
  payment_provider: string | null;
  payment_card: { brand: string; last4: string } | null;
  gift_card_amount: number;
}): { key: string; values: Record<string, string> } | null {
  if (order.payment_status === 'pending' || order.payment_status === 'failed') return null;
  if (order.payment_provider === 'kit_budget') return { key: 'ORDERS.paidWithKit', values: {} };
  if (order.payment_provider === 'gift_card') return { key: 'ORDERS.paidWithGiftCard', values: {} };
  const withGiftCard = order.gift_card_amount > 0;
  if (order.payment_card) {
    const values = {
      brand: cardBrandName(order.payment_card.brand),
      last4: order.payment_card.last4,
    };
    return { key: withGiftCard ? 'ORDERS.paidWithCardAndGiftCard' : 'ORDERS.paidWithCard', values };
  }
  return { key: withGiftCard ? 'ORDERS.paidByCardAndGiftCard' : 'ORDERS.paidByCard', values: {} };
}
