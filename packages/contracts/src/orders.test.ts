import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusTag, paymentStatusSeverity } from './orders.ts';

describe('orderStatusTag (§3)', () => {
  it.each([
    [OrderStatus.NewOrder, 'New Order', 'info'],
    [OrderStatus.InProgress, 'In Progress', 'warning'],
    [OrderStatus.Shipped, 'Shipped', 'success'],
    [OrderStatus.PartiallyShipped, 'Partially Shipped', 'warning'],
    [OrderStatus.Cancelled, 'Cancelled', 'danger'],
    [OrderStatus.OnHold, 'On Hold', 'warning'],
    [OrderStatus.NotPaid, 'Not Paid', 'danger'],
    [OrderStatus.Refund, 'Refund', 'info'],
  ])('shows status %i as %s (%s)', (status, label, severity) => {
    expect(orderStatusTag(status)).toEqual({ label, severity });
  });

  it.each([[OrderStatus.All], [9], [-1], [Number.NaN]])(
    'shows any other status (%s) as Pending (info)',
    (status) => {
      expect(orderStatusTag(status)).toEqual({ label: 'Pending', severity: 'info' });
    },
  );
});

describe('paymentStatusSeverity (§3, case-insensitive)', () => {
  it.each([
    ['pending', 'warning'],
    ['PENDING', 'warning'],
    ['paid', 'success'],
    ['Paid', 'success'],
    ['failed', 'danger'],
    ['FaIlEd', 'danger'],
    ['refunded', 'info'],
    ['', 'info'],
    ['unknown', 'info'],
  ])('tags %j as %s', (status, severity) => {
    expect(paymentStatusSeverity(status)).toBe(severity);
  });
});
