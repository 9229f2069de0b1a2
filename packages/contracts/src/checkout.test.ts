import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressErrors,
  computeTotals,
  PaymentDetails,
  promoDiscount,
  type ShippingAddress,
} from './checkout.ts';

const address = (change: Partial<ShippingAddress>): ShippingAddress => ({
  name: 'Sam Lee',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postal_code: '62701',
  country: 'US',
  ...change,
});

describe('addressErrors', () => {
  it.each([
    ['US', '62701'],
    ['US', '62701-1234'],
    ['CA', 'K1A 0B1'],
    ['CA', 'k1a0b1'],
    ['DE', '10115'],
    ['FR', '75008'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'M1 1AE'],
  ])('accepts a %s postal code %s', (country, postal_code) => {
    expect(addressErrors(address({ country, postal_code }))).toEqual({});
  });

  it.each([
    ['US', '6270'],
    ['CA', '12345'],
    ['DE', '1011'],
    ['FR', '750080'],
    ['GB', '12345'],
  ])('refuses a %s postal code %s', (country, postal_code) => {
    expect(addressErrors(address({ country, postal_code }))).toEqual({
      postal_code: ADDRESS_MESSAGES.postalCode,
    });
  });

  it('requires the fields, and a region in the US and Canada only', () => {
    expect(addressErrors(address({ name: '', line1: '', city: '', region: '' }))).toEqual({
      name: ADDRESS_MESSAGES.required,
      line1: ADDRESS_MESSAGES.required,
      city: ADDRESS_MESSAGES.required,
      region: ADDRESS_MESSAGES.required,
    });
    expect(addressErrors(address({ country: 'DE', postal_code: '10115', region: '' }))).toEqual({});
  });

  it('refuses a country the store does not ship to', () => {
    expect(addressErrors(address({ country: 'ES' }))).toEqual({
      country: ADDRESS_MESSAGES.country,
    });
  });
});

describe('promoDiscount', () => {
  it('rounds a percent and never gives more than the subtotal', () => {
    expect(promoDiscount({ kind: 'percent', value: 10, minOrderCents: 0 }, 1995)).toBe(200);
    expect(promoDiscount({ kind: 'fixed', value: 500, minOrderCents: 0 }, 300)).toBe(300);
  });
});

describe('computeTotals', () => {
  it('taxes subtotal minus discount and adds shipping', () => {
    expect(
      computeTotals({
        subtotal: 10_000,
        discount: 1000,
        shipping: 795,
        taxRateBps: 825,
        giftCardBalances: [],
      }),
    ).toMatchObject({ tax: 743, total: 10_000 - 1000 + 795 + 743, gift_card_amount: 0 });
  });

  it('applies gift cards in order and never below 0', () => {
    const totals = computeTotals({
      subtotal: 3000,
      discount: 0,
      shipping: 500,
      taxRateBps: 0,
      giftCardBalances: [2000, 5000, 100],
    });
    expect(totals).toMatchObject({
      gift_card_amounts: [2000, 1500, 0],
      gift_card_amount: 3500,
      total: 0,
    });
  });
});

describe('PaymentDetails', () => {
  it('strips spaces from the card number and checks expiry and CVC shapes', () => {
    const parsed = PaymentDetails.parse({
      card_number: '4242 4242 4242 4242',
      exp: '12/34',
      cvc: '123',
    });
    expect(parsed).toEqual({ card_number: '4242424242424242', exp: '12/34', cvc: '123' });
    expect(PaymentDetails.safeParse({ card_number: '4242', exp: '13/34', cvc: '1' }).success).toBe(
      false,
    );
  });
});
