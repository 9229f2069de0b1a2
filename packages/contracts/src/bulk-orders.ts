import { z } from 'zod';
import { AddCartLineBody } from './cart.ts';

/**
 * A bulk kit order (decision 0025): one kit of lines shipped to many recipients from a CSV, one
 * order per recipient charged to the store, all or nothing.
 */
export const BULK_ORDER_ROWS_MAX = 500;
export const BULK_ORDER_CSV_MAX_CHARS = 500_000;
export const BULK_ORDER_KIT_LINES_MAX = 10;
/** The CSV's columns; `size_1`… (optional) choose another size of kit line 1… by its label. */
export const BULK_ORDER_COLUMNS = [
  'name',
  'email',
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
  'phone',
] as const;
export const BULK_ORDER_REQUIRED_COLUMNS = [
  'name',
  'email',
  'line1',
  'city',
  'postal_code',
  'country',
] as const;

export const BulkOrderBody = z.object({
  kit: z
    .array(AddCartLineBody)
    .min(1, 'Add at least one product to the kit.')
    .max(BULK_ORDER_KIT_LINES_MAX, `At most ${BULK_ORDER_KIT_LINES_MAX} lines in a kit.`),
  csv: z
    .string()
    .min(1, 'Choose a CSV file.')
    .max(BULK_ORDER_CSV_MAX_CHARS, 'The file is too large.'),
  /** true: every row checked, nothing written. */
  dry_run: z.boolean().default(true),
  /** Mail each recipient their order confirmation. */
  mail_recipients: z.boolean().default(false),
});
export type BulkOrderBody = z.input<typeof BulkOrderBody>;

export const BulkOrderProblem = z.object({
  /** The CSV's line (the header is line 1); 0 for the file or the kit as a whole. */
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type BulkOrderProblem = z.infer<typeof BulkOrderProblem>;

export const BulkOrderResult = z.object({
  ok: z.boolean(),
  dry_run: z.boolean(),
  recipients: z.number().int(),
  /** Units per size the whole order takes, with the stock now. */
  stock: z.array(
    z.object({
      name: z.string(),
      color: z.string().nullable(),
      size: z.string(),
      needed: z.number().int(),
      in_stock: z.number().int(),
    }),
  ),
  /** What every order costs the store together (cents). */
  total: z.number().int(),
  problems: z.array(BulkOrderProblem),
  /** The orders made (not a dry run). */
  orders: z.array(z.object({ id: z.number().int(), email: z.string(), total: z.number().int() })),
});
export type BulkOrderResult = z.infer<typeof BulkOrderResult>;
export const BulkOrderResponse = z.object({ data: BulkOrderResult });
