import { z } from 'zod';
import { AddCartLineBody, CartItem } from './cart.ts';
import { PaymentDetails, Quote, ShippingAddress } from './checkout.ts';
import { IdParam, requestText } from './request.ts';

/**
 * Orders the owner places for someone (decision 0025): a draft priced like checkout, then either
 * mailed as a single-use payment link or charged to the store (the company pays, no card).
 */
export const DRAFT_ORDER_MODES = ['quote', 'send_link', 'charge_store'] as const;
export const DRAFT_LINK_DAYS_DEFAULT = 7;
export const DRAFT_LINK_DAYS_MAX = 30;
export const DRAFT_ORDER_LINES_MAX = 50;
/** The payment method of an order the store pays for itself. */
export const STORE_PAYER = 'store';

export const DRAFT_ORDER_MESSAGES = {
  linkUnknown: 'This payment link is not valid.',
  linkExpired: 'This payment link has expired. Ask the store for a new one.',
  linkUsed: 'This order has been paid already.',
  linkBusy: 'This order is being paid. Reload the page in a minute.',
  noLines: 'Add at least one product.',
} as const;

export const DraftOrderBody = z.object({
  customer: z.object({
    name: requestText().trim().min(1, 'Enter the customer’s name.').max(200),
    email: z.email('Please enter a valid email address!').max(320),
  }),
  lines: z
    .array(AddCartLineBody)
    .min(1, DRAFT_ORDER_MESSAGES.noLines)
    .max(DRAFT_ORDER_LINES_MAX, `At most ${DRAFT_ORDER_LINES_MAX} lines.`),
  shipping_address: ShippingAddress,
  /** quote: priced, nothing written; send_link: mailed to the customer; charge_store: placed, paid by the store. */
  mode: z.enum(DRAFT_ORDER_MODES),
  expires_in_days: z
    .number()
    .int()
    .min(1)
    .max(DRAFT_LINK_DAYS_MAX)
    .default(DRAFT_LINK_DAYS_DEFAULT),
});
export type DraftOrderBody = z.input<typeof DraftOrderBody>;

export const DraftOrderStatus = z.enum(['open', 'paying', 'paid', 'charged']);
export type DraftOrderStatus = z.infer<typeof DraftOrderStatus>;

export const DraftOrderResult = z.object({
  /** Null for a quote (nothing was written). */
  id: z.number().int().nullable(),
  status: DraftOrderStatus.nullable(),
  quote: Quote,
  lines: z.array(CartItem),
  /** The order, once placed (charged to the store, or paid through the link). */
  order_id: z.number().int().nullable(),
  expires_at: z.string().nullable(),
});
export type DraftOrderResult = z.infer<typeof DraftOrderResult>;
export const DraftOrderResponse = z.object({ data: DraftOrderResult });

export const PayDraftParams = z.object({
  storefrontId: IdParam,
  token: requestText().trim().min(20).max(100),
});

/** What the shopper's payment page shows. */
export const PayDraftView = z.object({
  status: z.enum(['open', 'paid', 'expired', 'busy']),
  name: z.string(),
  email: z.string(),
  shipping_address: ShippingAddress,
  lines: z.array(CartItem),
  quote: Quote,
  expires_at: z.string(),
  /** The order's uuid once paid (its confirmation page). */
  order_uuid: z.string().nullable(),
});
export type PayDraftView = z.infer<typeof PayDraftView>;
export const PayDraftResponse = z.object({ data: PayDraftView });

export const PayDraftBody = z.object({ payment: PaymentDetails });
export type PayDraftBody = z.infer<typeof PayDraftBody>;
