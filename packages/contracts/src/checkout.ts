import { z } from 'zod';
import { ORDER_TOTAL_MAX_CENTS } from './constants.ts';
import { formatMoney } from './money.ts';
import { requestText } from './request.ts';
import { SHIPPING_COUNTRIES, type ShippingCountry } from './checkout-helpers.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './checkout-helpers.ts';

const POSTAL_CODES: Record<ShippingCountry, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
};

/** Countries whose addresses need a state or province. */
const REGION_REQUIRED: ReadonlySet<ShippingCountry> = new Set(['US', 'CA']);

export const ADDRESS_MESSAGES = {
  required: 'This field is required.',
  postalCode: 'Please enter a valid postal code.',
  country: 'We do not ship to this country.',
} as const;

export const ShippingAddress = z.object({
  name: requestText().trim().max(200),
  line1: requestText().trim().max(200),
  line2: requestText().trim().max(200).optional(),
  city: requestText().trim().max(100),
  /** State or province: required for US and CA. */
  region: requestText().trim().max(100).optional(),
  postal_code: requestText().trim().max(20),
  /** ISO 3166-1 alpha-2: US, CA, DE, FR or GB. */
  country: requestText().trim().max(100).toUpperCase(),
  phone: requestText().trim().max(40).optional(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * Field errors of a shipping address: required fields, a country we ship to and its postal code
 * format (US ZIP or ZIP+4, Canadian A1A 1A1, German and French 5 digits, UK postcode).
 */
export function addressErrors(address: ShippingAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['name', 'line1', 'city', 'postal_code', 'country'] as const) {
    if (!address[field]) errors[field] = ADDRESS_MESSAGES.required;
  }
  const country = address.country as ShippingCountry;
  if (address.country && !SHIPPING_COUNTRIES.includes(country)) {
    errors.country = ADDRESS_MESSAGES.country;
    return errors;
  }
  if (!address.country) return errors;
  if (REGION_REQUIRED.has(country) && !address.region) errors.region = ADDRESS_MESSAGES.required;
  if (address.postal_code && !POSTAL_CODES[country].test(address.postal_code)) {
    errors.postal_code = ADDRESS_MESSAGES.postalCode;
  }
  return errors;
}

/** The store's promo code as a quote shows it. */
export type PromoRule = { kind: 'percent' | 'fixed'; value: number; minOrderCents: number };

/** The discount a promo code gives on a subtotal: percent rounded, fixed never above it. */
export function promoDiscount(promo: PromoRule, subtotal: number): number {
  const off = promo.kind === 'percent' ? Math.round((subtotal * promo.value) / 100) : promo.value;
  return Math.min(off, subtotal);
}

export type TotalsInput = {
  subtotal: number;
  discount: number;
  shipping: number;
  taxRateBps: number;
  /** Balances of the gift cards in the order they are applied. */
  giftCardBalances: number[];
};

export type Totals = {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** What each gift card pays, in the order given. */
  gift_card_amounts: number[];
  gift_card_amount: number;
  total: number;
};

/**
 * Checkout totals in cents: tax on the subtotal after the discount, then gift cards pay what
 * remains, one after another, never taking the total below 0.
 */
export function computeTotals(input: TotalsInput): Totals {
  const discount = Math.min(input.discount, input.subtotal);
  const tax = Math.round(((input.subtotal - discount) * input.taxRateBps) / 10_000);
  let due = input.subtotal - discount + input.shipping + tax;
  const gift_card_amounts = input.giftCardBalances.map((balance) => {
    const paid = Math.max(0, Math.min(balance, due));
    due -= paid;
    return paid;
  });
  const gift_card_amount = gift_card_amounts.reduce((sum, n) => sum + n, 0);
  return {
    subtotal: input.subtotal,
    discount,
    shipping: input.shipping,
    tax,
    gift_card_amounts,
    gift_card_amount,
    total: due,
  };
}

const Code = requestText().trim().max(64);

/** What checkout sends to price the cart (quote) and to place the order. */
export const CheckoutBody = z.object({
  email: z.email('Please enter a valid email address!').max(320),
  shipping_address: ShippingAddress,
  promo_code: Code.optional(),
  gift_card_codes: z.array(Code.min(1)).max(5).default([]),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/**
 * Card details for the test provider (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined), or a Stripe PaymentMethod id (`pm_…`, made by Stripe.js in the browser) when the
 * Stripe provider is on.
 */
export const PaymentDetails = z.union([
  z.object({
    card_number: requestText()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number.')),
    /** MM/YY */
    exp: requestText()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use MM/YY.'),
    cvc: requestText()
      .trim()
      .regex(/^\d{3,4}$/, 'Please enter a valid CVC.'),
  }),
  z.object({
    payment_method: requestText()
      .regex(/^pm_\w+$/)
      .max(255),
  }),
]);
export type PaymentDetails = z.infer<typeof PaymentDetails>;

export const PlaceOrderBody = CheckoutBody.extend({
  /** Leave out when the total is 0 (gift cards pay for everything). */
  payment: PaymentDetails.optional(),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;

export const PlaceOrderHeaders = z.object({
  /** A fresh random id (a UUID) per order attempt: a retried request returns the first order. */
  'idempotency-key': requestText()
    .trim()
    .min(16, 'Idempotency-Key must be at least 16 characters.')
    .max(100),
});

const Warehouse = z.object({ id: z.number().int(), name: z.string() });

export const Quote = z.object({
  subtotal: z.number().int(),
  /** Promo code discount. */
  discount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  /** Paid by gift cards. */
  gift_card_amount: z.number().int(),
  /** What the card is charged; 0 needs no payment. */
  total: z.number().int(),
  /** The total without the promo code (the account's Code Applied tag compares the two). */
  total_without_discounts: z.number().int(),
  currency: z.string(),
  parcels: z.array(
    z.object({
      warehouse: Warehouse.nullable(),
      shipping: z.number().int(),
      line_ids: z.array(z.number().int()),
    }),
  ),
  promo_code: z
    .object({
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      value: z.number().int(),
      /** The cart lines the discount is taken on (a code may apply to some products only). */
      line_ids: z.array(z.number().int()),
    })
    .nullable(),
  gift_cards: z.array(
    z.object({ code: z.string(), balance: z.number().int(), applied: z.number().int() }),
  ),
  payment_required: z.boolean(),
});
export type Quote = z.infer<typeof Quote>;
export const QuoteResponse = z.object({ data: Quote });

/** The messages of checkout refusals. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  blockedCart: 'Some items in your cart are no longer available. Please review your cart.',
  outOfStock: 'Some items in your cart are no longer in stock. Please review your cart.',
  promoInvalid: 'Not a valid promo code',
  promoExpired: 'This promo code has expired.',
  promoMinimum: 'This promo code needs an order of at least {0}.',
  promoUsedUp: 'This promo code has reached its usage limit.',
  promoCustomerLimit: 'You have already used this promo code as often as it allows.',
  promoNotApplicable: 'This promo code does not apply to the items in your cart.',
  giftCardInvalid: 'Not a valid gift card',
  giftCardChanged: 'Your gift card balance has changed. Please review your order.',
  paymentRequired: 'Please enter your card details.',
  declined: 'Your card was declined.',
  paymentUnavailable: 'The payment could not be completed. Please try again.',
  orderTooLarge: `An order can be at most ${formatMoney(ORDER_TOTAL_MAX_CENTS)}. Please split it into smaller orders.`,
} as const;

/** The card an order was paid with, as the payment provider reported it (never the number). */
export const PaymentCard = z.object({ brand: z.string(), last4: z.string() });
export type PaymentCard = z.infer<typeof PaymentCard>;

/** A card's brand by its number's first digits (Stripe's brand names), "card" when unknown. */
export function cardBrandOf(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^6(011|5)/.test(cardNumber)) return 'discover';
  return 'card';
}
