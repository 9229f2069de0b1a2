import {
  CancelOrderBody,
  ChangeOrderStatusBody,
  OrderNoteBody,
  OrderReason,
  ShipParcelBody,
  type RefundOrderBody,
} from '@storefront/contracts';
import { z } from 'zod';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The refund dialog: an amount in dollars, or units per line, with the key that makes a retried
 * submit the same refund. `toRefundBody` turns it into the API's RefundOrderBody (cents).
 */
export const RefundForm = z
  .object({
    key: z.string().min(8),
    mode: z.enum(['amount', 'lines']),
    amount: z.string().trim().optional(),
    lines: z
      .array(z.object({ line_id: z.number().int(), quantity: z.number().int().min(0).default(0) }))
      .default([]),
    reason: OrderReason.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.mode === 'amount' && !(MONEY.test(form.amount ?? '') && Number(form.amount) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount like 12.50.' });
    }
    if (form.mode === 'lines' && !form.lines.some((l) => l.quantity > 0)) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Choose at least one unit.' });
    }
  });
export type RefundForm = z.infer<typeof RefundForm>;

export function toRefundBody(form: RefundForm): RefundOrderBody {
  const reason = form.reason || undefined;
  if (form.mode === 'amount') return { amount: Math.round(Number(form.amount) * 100), reason };
  return { lines: form.lines.filter((l) => l.quantity > 0), reason };
}

/** Each of the order page's forms, by its `intent`. */
export const ORDER_FORMS = {
  ship: ShipParcelBody.extend({ parcelId: z.number().int().positive() }),
  status: ChangeOrderStatusBody,
  cancel: CancelOrderBody,
  note: OrderNoteBody,
  refund: RefundForm,
} as const;
export type OrderIntent = keyof typeof ORDER_FORMS;
