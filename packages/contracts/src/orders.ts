import { z } from 'zod';

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

/** A parcel waits in its warehouse, has shipped with its tracking, or went with a cancelled order. */
export const ParcelState = z.enum(['pending', 'shipped', 'cancelled']);
export type ParcelState = z.infer<typeof ParcelState>;

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
