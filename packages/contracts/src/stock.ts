import { z } from 'zod';
import { ApiError } from './errors.ts';
import { STOCK_QUANTITY_MAX, StockQuantity } from './product-editor.ts';
import { Id } from './request.ts';

/*
 * Stock in the console: sizes at or under the store's low-stock threshold, and changes of a
 * size's quantity that never lose an order's (or another owner's) change made meanwhile.
 */

export const LOW_STOCK_THRESHOLD_DEFAULT = 5;

export const LowStockQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(25),
});
export type LowStockQuery = z.infer<typeof LowStockQuery>;

/** One size running low: which product, colour and size, and how many are left. */
export const LowStockSize = z.object({
  size_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_slug: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});
export type LowStockSize = z.infer<typeof LowStockSize>;

/** Fewest left first; `threshold` is the store's, so the page can show and edit it. */
export const LowStockResponse = z.object({
  data: z.object({
    data: z.array(LowStockSize),
    total: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    threshold: z.number().int(),
  }),
});
export type LowStockPage = z.infer<typeof LowStockResponse>['data'];

export const StockThresholdBody = z.object({ low_stock_threshold: StockQuantity });
export type StockThresholdBody = z.infer<typeof StockThresholdBody>;
export const StockThresholdResponse = z.object({
  data: z.object({ low_stock_threshold: z.number().int() }),
});

/**
 * One change of a size's stock: `delta` units more (or fewer: never below zero), or `set` to a
 * count; with `expected`, the set applies only while the size still holds that many.
 */
export const StockAdjustment = z
  .object({
    size_id: Id,
    delta: z
      .number({ error: 'Enter a whole number.' })
      .int('Enter a whole number.')
      .min(-STOCK_QUANTITY_MAX)
      .max(STOCK_QUANTITY_MAX)
      .refine((delta) => delta !== 0, 'Enter a change other than zero.')
      .optional(),
    set: StockQuantity.optional(),
    expected: StockQuantity.optional(),
  })
  .superRefine((change, ctx) => {
    if ((change.delta === undefined) === (change.set === undefined))
      ctx.addIssue({ code: 'custom', path: ['set'], message: 'Give either delta or set.' });
    if (change.expected !== undefined && change.set === undefined)
      ctx.addIssue({ code: 'custom', path: ['expected'], message: 'Expected goes with set.' });
  });
export type StockAdjustment = z.infer<typeof StockAdjustment>;

/** Several changes, applied together or not at all; a size may appear once. */
export const StockAdjustBody = z
  .array(StockAdjustment)
  .min(1, 'Give at least one change.')
  .max(200)
  .superRefine((changes, ctx) => {
    const seen = new Set<number>();
    changes.forEach((change, i) => {
      if (seen.has(change.size_id))
        ctx.addIssue({ code: 'custom', path: [i, 'size_id'], message: 'Listed twice.' });
      seen.add(change.size_id);
    });
  });
export type StockAdjustBody = z.infer<typeof StockAdjustBody>;

export const SizeStock = z.object({ size_id: z.number().int(), quantity: z.number().int() });
export type SizeStock = z.infer<typeof SizeStock>;

export const StockAdjustResponse = z.object({ data: z.array(SizeStock) });

/** 409: a set's `expected` no longer held, or a decrease would go below zero: the counts now. */
export const StockConflict = ApiError.extend({ current: z.array(SizeStock) });
export type StockConflict = z.infer<typeof StockConflict>;
