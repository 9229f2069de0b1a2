import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { PaymentCard, ShippingAddress } from './checkout.ts';
import { ORDER_PAGE_SIZES } from './constants.ts';
import { OrderStatus, ParcelState, PaymentStatus } from './orders.ts';
import { IdParam, requestText } from './request.ts';
const Status = z.union(Object.values(OrderStatus).map((s) => z.literal(s)));

/** Orders list query (§7): server-side search, status filter, sort and paging. */
export const OrderListQuery = z.object({
  sortField: z.enum(['created_at', 'total']).default('created_at'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** 0 (All) or a §3 status. */
  status: z.coerce.number().int().pipe(Status).default(OrderStatus.All),
  /** The start of an order's uuid (case-insensitive). */
  searchTerm: requestText().trim().max(36).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (ORDER_PAGE_SIZES as readonly number[]).includes(n), 'Page size is 5, 10 or 15.')
    .default(ORDER_PAGE_SIZES[0]),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderParams = z.object({ storefrontId: IdParam, uuid: z.uuid() });

/** An order card of the account's list. Money in cents, dates ISO UTC. */
export const OrderSummary = z.object({
  uuid: z.string(),
  created_at: z.string(),
  status: z.number().int(),
  payment_status: z.enum(PaymentStatus),
  total: z.number().int(),
  /** Differs from `total` when a promo code was applied (Code Applied tag). */
  total_without_discounts: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderListResponse = pagedResponse(OrderSummary);

export const OrderLine = z.object({
  id: z.number().int(),
  parcel_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
  product_variant_id: z.number().int().nullable(),
  product_size_id: z.number().int().nullable(),
  name: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid, in cents. */
  price: z.number().int(),
  final_price: z.number().int(),
  is_gift_card: z.boolean(),
  /** Gift card recipient. */
  email: z.string().nullable(),
  note: z.string().nullable(),
  input_fields: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      is_required: z.boolean(),
      value: z.string(),
    }),
  ),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderParcel = z.object({
  id: z.number().int(),
  warehouse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** pending, shipped or cancelled. */
  status: ParcelState,
  shipping: z.number().int(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** https only: the shopper follows it from the order page and the shipping e-mail. */
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
});
export type OrderParcel = z.infer<typeof OrderParcel>;

export const OrderDetail = OrderSummary.extend({
  email: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  gift_card_amount: z.number().int(),
  /** Given back to the card so far (refunds that went through); the shopper paid total − this. */
  refunded: z.number().int(),
  currency: z.string(),
  promo_code: z.string().nullable(),
  shipping_address: ShippingAddress.nullable(),
  /** test, stripe, gift_card when nothing was charged, or kit_budget when a company's kit paid. */
  payment_provider: z.string().nullable(),
  /** The card charged (brand and last four, as the provider reported them), else null. */
  payment_card: PaymentCard.nullable(),
  /** Set for a gift recipient's order: the confirmation hides prices when the kit says so. */
  gifting: z.object({ hide_prices: z.boolean() }).nullable(),
  lines: z.array(OrderLine),
  /** Gift-card lines have no parcel (they go by e-mail). */
  parcels: z.array(OrderParcel),
  /** Oldest first. */
  history: z.array(
    z.object({ status: z.number().int(), note: z.string().nullable(), created_at: z.string() }),
  ),
});
export type OrderDetail = z.infer<typeof OrderDetail>;
export const OrderResponse = z.object({ data: OrderDetail });

export const OrderReadHeaders = z.object({
  /** A guest reads the order just placed with the Idempotency-Key that placed it. */
  'idempotency-key': requestText().max(100).optional(),
});
