import { z } from 'zod';
import { OrderReason } from './console-orders.ts';
import { Id, requestText } from './request.ts';

/**
 * Editing an order before it ships (decision 0025): one line at a time, its size swapped within
 * the same product and colour, its quantity lowered, or the line removed. An edit never costs the
 * shopper more; the difference is refunded.
 */
export const ORDER_EDIT_KINDS = ['swap_size', 'lower_quantity', 'remove_line'] as const;
export type OrderEditKind = (typeof ORDER_EDIT_KINDS)[number];

export const ORDER_EDIT_MESSAGES = {
  shipped: 'A parcel of this order has shipped: it can no longer be edited.',
  notEditable:
    'Only a paid order that has not shipped, is not cancelled or refunded can be edited.',
  dearer: 'This edit would cost the shopper more than they paid. Place a new order instead.',
  lastLine: 'This is the last line of the order: cancel the order instead.',
  refundedLine: 'Part of this line was refunded already: it can no longer be edited.',
  giftCardLine: 'Gift cards cannot be edited.',
  sameSize: 'Choose another size.',
  notLower: 'Enter a quantity lower than the current one.',
  otherSize: 'Not a size of this product and colour.',
  outOfStock: 'Not enough stock of the new size.',
  lineNotFound: 'Not a line of this order.',
} as const;

export const OrderEditBody = z
  .object({
    line_id: Id,
    kind: z.enum(ORDER_EDIT_KINDS),
    /** swap_size: the new size of the same product and colour. */
    size_id: Id.optional(),
    /** lower_quantity: the new quantity, at least 1 and lower than the line's. */
    quantity: z.number().int().min(1, 'At least 1.').max(10_000).optional(),
    reason: OrderReason.pipe(z.string().min(1, 'Say why the order is edited.')),
    /** True: nothing is written; the answer says what the edit would change and refund. */
    preview: z.boolean().default(false),
  })
  .refine((b) => b.kind !== 'swap_size' || b.size_id !== undefined, {
    message: 'Choose the new size.',
    path: ['size_id'],
  })
  .refine((b) => b.kind !== 'lower_quantity' || b.quantity !== undefined, {
    message: 'Enter the new quantity.',
    path: ['quantity'],
  });
export type OrderEditBody = z.input<typeof OrderEditBody>;

const Totals = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  gift_card_amount: z.number().int(),
  total: z.number().int(),
});
export type OrderEditTotals = z.infer<typeof Totals>;

/** What an edit changes: the totals before and after and what goes back to the shopper. */
export const OrderEditResult = z.object({
  description: z.string(),
  before: Totals,
  after: Totals,
  /** Refunded through the payment provider (cents). */
  refund: z.number().int(),
  /** Given back to the gift cards the order was paid with (cents). */
  gift_card_refund: z.number().int(),
  /** False for a preview. */
  applied: z.boolean(),
  refund_status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
});
export type OrderEditResult = z.infer<typeof OrderEditResult>;
export const OrderEditResponse = z.object({ data: OrderEditResult });

/** The lines of an order as an edit sees them: may each be edited, and the sizes it may take. */
export const OrderEditOptions = z.object({
  editable: z.boolean(),
  /** Why not, when not editable. */
  reason: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      name: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      editable: z.boolean(),
      /** Other sizes of the same product and colour: price and stock now. */
      sizes: z.array(
        z.object({
          id: z.number().int(),
          size: z.string(),
          price: z.number().int(),
          stock: z.number().int(),
        }),
      ),
    }),
  ),
});
export type OrderEditOptions = z.infer<typeof OrderEditOptions>;
export const OrderEditOptionsResponse = z.object({ data: OrderEditOptions });

export const OrderEditHeaders = z.object({
  'idempotency-key': requestText().trim().min(8).max(100).optional(),
});
