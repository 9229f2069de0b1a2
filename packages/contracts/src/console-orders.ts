import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { MANUAL_ORDER_STATUSES } from './order-lifecycle.ts';
import { OrderDetail, OrderLine } from './orders-api.ts';
import { OrderStatus, ParcelState, PaymentStatus } from './orders.ts';
import { Id, IdParam, requestText } from './request.ts';

// The owner console's orders (decision 0021): list, order page, shipping, cancel, refund, notes.

export const CONSOLE_ORDER_PAGE_SIZES = [10, 25, 50] as const;
const STATUSES = Object.values(OrderStatus).filter((s) => s !== OrderStatus.All);
const Status = z.union(STATUSES.map((s) => z.literal(s)));

export const ConsoleOrderParams = z.object({ storefrontId: IdParam, orderId: IdParam });
export const ConsoleParcelParams = ConsoleOrderParams.extend({ parcelId: IdParam });

const optionalText = (max: number) => requestText().trim().max(max).optional();
const date = z.iso
  .date('Use a date like 2026-01-31.')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The list's search, filters, sort and page; every field lives in the console's URL. */
export const ConsoleOrderListQuery = z.object({
  /** Order number (start of the uuid), e-mail or the name on the address; any case. */
  q: optionalText(100),
  /** 0 (all) or a §3 status. */
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(OrderStatus.All), Status]))
    .default(OrderStatus.All),
  payment_status: z
    .enum(PaymentStatus)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Orders with at least one parcel in this state. */
  parcel_state: ParcelState.optional().or(z.literal('').transform(() => undefined)),
  /** Placed on or after this day (UTC). */
  from: date,
  /** Placed on or before this day (UTC). */
  to: date,
  sort: z.enum(['created_at', 'total', 'status']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .refine(
      (n) => (CONSOLE_ORDER_PAGE_SIZES as readonly number[]).includes(n),
      'Rows is 10, 25 or 50.',
    )
    .default(CONSOLE_ORDER_PAGE_SIZES[1]),
});
export type ConsoleOrderListQuery = z.infer<typeof ConsoleOrderListQuery>;

export const ConsoleOrderRow = z.object({
  id: z.number().int(),
  uuid: z.string(),
  created_at: z.string(),
  status: z.number().int(),
  payment_status: z.enum(PaymentStatus),
  total: z.number().int(),
  email: z.string(),
  /** The name on the shipping address. */
  name: z.string().nullable(),
  items: z.number().int(),
  parcels: z.number().int(),
  parcels_shipped: z.number().int(),
});
export type ConsoleOrderRow = z.infer<typeof ConsoleOrderRow>;

/** How many of the store's orders match the search and filters, per status (all statuses). */
export const OrderStatusCounts = z.record(z.string(), z.number().int());

export const ConsoleOrderListResponse = pagedResponse(ConsoleOrderRow).extend({
  counts: OrderStatusCounts,
});
export type ConsoleOrderListResponse = z.infer<typeof ConsoleOrderListResponse>;

/** Who changed something: a team member (maybe an operator acting as one) or the store itself. */
export const OrderActor = z.object({
  role: z.enum(['system', 'owner', 'staff']),
  email: z.string().nullable(),
  impersonated_by: z.string().nullable(),
});

export const ConsoleRefund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
  reason: z.string().nullable(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  provider_reference: z.string().nullable(),
  actor: OrderActor,
  created_at: z.string(),
});
export type ConsoleRefund = z.infer<typeof ConsoleRefund>;

export const OrderNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: OrderActor,
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof OrderNote>;

/** The order page: the shopper's order with what only the team sees and may do. */
export const ConsoleOrderDetail = OrderDetail.extend({
  id: z.number().int(),
  payment_reference: z.string().nullable(),
  lines: z.array(OrderLine.extend({ refunded_quantity: z.number().int() })),
  history: z.array(
    z.object({
      status: z.number().int(),
      from_status: z.number().int().nullable(),
      note: z.string().nullable(),
      actor: OrderActor,
      created_at: z.string(),
    }),
  ),
  refunds: z.array(ConsoleRefund),
  /** The most that can still be refunded: paid by the payment provider minus refunds. */
  refundable: z.number().int(),
  notes: z.array(OrderNote),
  /** What the signed-in team member may do now. */
  actions: z.object({
    statuses: z.array(z.number().int()),
    cancel: z.boolean(),
    refund: z.boolean(),
    ship: z.boolean(),
  }),
});
export type ConsoleOrderDetail = z.infer<typeof ConsoleOrderDetail>;
export const ConsoleOrderResponse = z.object({ data: ConsoleOrderDetail });

/** Why: a cancel's reason, a refund's, a status change's note. */
export const OrderReason = requestText({ multiline: true })
  .trim()
  .max(500, 'At most 500 characters.');

export const ShipParcelBody = z.object({
  carrier: requestText().trim().min(1, 'Carrier is required').max(100),
  tracking_number: requestText().trim().min(1, 'Tracking number is required').max(100),
  tracking_url: requestText()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https$/, error: 'Enter an https:// link.' })),
});
export type ShipParcelBody = z.infer<typeof ShipParcelBody>;

export const ChangeOrderStatusBody = z.object({
  status: z.union(MANUAL_ORDER_STATUSES.map((s) => z.literal(s))),
  note: OrderReason.optional(),
});
export type ChangeOrderStatusBody = z.infer<typeof ChangeOrderStatusBody>;

export const CancelOrderBody = z.object({ reason: OrderReason.optional() });
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

/** A refund of an amount, or of lines (their unit price times the quantity). */
export const RefundOrderBody = z
  .object({
    amount: z.number().int().min(1, 'At least 1 cent.').max(100_000_000).optional(),
    lines: z
      .array(
        z.object({ line_id: Id, quantity: z.number().int().min(1, 'At least 1.').max(10_000) }),
      )
      .min(1, 'Choose at least one line.')
      .max(200)
      .optional(),
    reason: OrderReason.optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.lines === undefined), {
    message: 'Refund an amount or lines.',
    path: ['amount'],
  });
export type RefundOrderBody = z.infer<typeof RefundOrderBody>;

export const RefundHeaders = z.object({
  /** The same key answers the first refund made with it: a retried click never refunds twice. */
  'idempotency-key': requestText().trim().min(8).max(100),
});

export const RefundResponse = z.object({ data: ConsoleRefund });

export const OrderNoteBody = z.object({
  body: requestText({ multiline: true }).trim().min(1, 'Write a note.').max(2000),
});
export type OrderNoteBody = z.infer<typeof OrderNoteBody>;
export const OrderNoteResponse = z.object({ data: OrderNote });
