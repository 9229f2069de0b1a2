import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  OrderStatus,
  orderStatusTag,
  paymentDescription,
  paymentStatusSeverity,
  shopperHistory,
} from './orders.ts';

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

describe('shopperHistory', () => {
  const { NotPaid, NewOrder, Cancelled, Shipped } = OrderStatus;
  const of = (...statuses: number[]) => statuses.map((status) => ({ status }));

  it('leaves out the wait for a payment that came', () => {
    expect(shopperHistory(of(NotPaid, NewOrder, Shipped))).toEqual(of(NewOrder, Shipped));
  });

  it('keeps Not Paid when the payment never came', () => {
    expect(shopperHistory(of(NotPaid, Cancelled))).toEqual(of(NotPaid, Cancelled));
    expect(shopperHistory(of(NotPaid))).toEqual(of(NotPaid));
  });
});

describe('paymentDescription', () => {
  const paid = {
    payment_status: 'paid',
    payment_provider: 'test',
    payment_card: { brand: 'visa', last4: '4242' },
    gift_card_amount: 0,
  };

  it('names the card by brand and last four, with a gift card when one paid a part', () => {
    expect(paymentDescription(paid)).toEqual({
      key: 'ORDERS.paidWithCard',
      values: { brand: 'Visa', last4: '4242' },
    });
    expect(paymentDescription({ ...paid, gift_card_amount: 500 })?.key).toBe(
      'ORDERS.paidWithCardAndGiftCard',
    );
  });

  it('says gift card or kit budget, never the provider’s internal name', () => {
    const noCard = { ...paid, payment_card: null };
    expect(paymentDescription({ ...noCard, payment_provider: 'gift_card' })?.key).toBe(
      'ORDERS.paidWithGiftCard',
    );
    expect(paymentDescription({ ...noCard, payment_provider: 'kit_budget' })?.key).toBe(
      'ORDERS.paidWithKit',
    );
    expect(paymentDescription(noCard)?.key).toBe('ORDERS.paidByCard');
    expect(JSON.stringify(paymentDescription(noCard))).not.toContain('test');
  });

  it('says nothing while unpaid or after a failed payment', () => {
    expect(paymentDescription({ ...paid, payment_status: 'pending' })).toBeNull();
    expect(paymentDescription({ ...paid, payment_status: 'failed' })).toBeNull();
  });

  it('writes brands as shoppers know them', () => {
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('elo')).toBe('Elo');
  });
});
