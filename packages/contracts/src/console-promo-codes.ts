import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { ORDER_TOTAL_MAX_CENTS } from './constants.ts';
import { Id, IdParam, requestText } from './request.ts';

// The owner console's promo codes (decision 0023): list with usage, create, edit, deactivate,
// the products and categories a code applies to, and the orders that used it.

export const PROMO_CODE_PAGE_SIZES = [10, 25, 50] as const;
export const PROMO_CODE_MAX_LENGTH = 32;
/** Products or categories one code may name. */
export const PROMO_CODE_TARGETS_MAX = 500;

export const ConsolePromoCodeParams = z.object({ storefrontId: IdParam, promoCodeId: IdParam });

/** A code's state now: usable, not yet started, past its end, used up, or switched off. */
export const PROMO_CODE_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

export const ConsolePromoCodeListQuery = z.object({
  /** Part of the code; any case. */
  q: requestText().trim().max(100).optional(),
  state: z
    .enum(PROMO_CODE_STATES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .refine(
      (n) => (PROMO_CODE_PAGE_SIZES as readonly number[]).includes(n),
      'Rows is 10, 25 or 50.',
    )
    .default(PROMO_CODE_PAGE_SIZES[1]),
});
export type ConsolePromoCodeListQuery = z.infer<typeof ConsolePromoCodeListQuery>;

export const ConsolePromoCodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1–100) or cents. */
  value: z.number().int(),
  min_order: z.number().int(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  active: z.boolean(),
  state: z.enum(PROMO_CODE_STATES),
  /** How many products and categories it is limited to (0 and 0: the whole order). */
  products: z.number().int(),
  categories: z.number().int(),
});
export type ConsolePromoCodeRow = z.infer<typeof ConsolePromoCodeRow>;
export const ConsolePromoCodeListResponse = pagedResponse(ConsolePromoCodeRow);
export type ConsolePromoCodeListResponse = z.infer<typeof ConsolePromoCodeListResponse>;

export const ConsolePromoCodeDetail = ConsolePromoCodeRow.extend({
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
});
export type ConsolePromoCodeDetail = z.infer<typeof ConsolePromoCodeDetail>;
export const ConsolePromoCodeResponse = z.object({ data: ConsolePromoCodeDetail });
export type ConsolePromoCodeResponse = z.infer<typeof ConsolePromoCodeResponse>;

const day = z.iso
  .date('Use a date like 2026-01-31.')
  .nullable()
  .default(null)
  .or(z.literal('').transform(() => null));
const limit = z
  .number()
  .int('Enter a whole number.')
  .min(1, 'A limit is at least 1; leave it empty for no limit.')
  .max(1_000_000)
  .nullable()
  .default(null);
const ids = z.array(Id).max(PROMO_CODE_TARGETS_MAX).default([]);

/**
 * A code as the owner writes it. Dates are days: it starts at the start of `starts_at` and ends
 * at the end of `expires_at` (UTC). Percent is 1–100; fixed is cents.
 */
export const PromoCodeBody = z
  .object({
    code: requestText()
      .trim()
      .min(1, 'Enter a code.')
      .max(PROMO_CODE_MAX_LENGTH, `At most ${PROMO_CODE_MAX_LENGTH} characters.`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only.'),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int('Enter a whole number.').min(1, 'Enter a discount of at least 1.'),
    min_order: z
      .number()
      .int()
      .min(0, 'The minimum order cannot be negative.')
      .max(ORDER_TOTAL_MAX_CENTS, 'The minimum order is too large.')
      .default(0),
    starts_at: day,
    expires_at: day,
    usage_limit: limit,
    per_customer_limit: limit,
    active: z.boolean().default(true),
    product_ids: ids,
    category_ids: ids,
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && body.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is 1 to 100.' });
    }
    if (body.kind === 'fixed' && body.value > ORDER_TOTAL_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The discount is too large.' });
    }
    if (body.starts_at && body.expires_at && body.starts_at > body.expires_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: 'The end must not be before the start.',
      });
    }
  });
export type PromoCodeBody = z.input<typeof PromoCodeBody>;

/** One order placed with a code; a released use (cancelled or never paid) no longer counts. */
export const PromoCodeUse = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  email: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
  released: z.boolean(),
});
export type PromoCodeUse = z.infer<typeof PromoCodeUse>;
export const PromoCodeUsesResponse = z.object({ data: z.array(PromoCodeUse) });
export type PromoCodeUsesResponse = z.infer<typeof PromoCodeUsesResponse>;

/** What a code may be limited to: the store's products and categories, by name. */
export const PromoCodeTargetsResponse = z.object({
  data: z.object({
    products: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type PromoCodeTargetsResponse = z.infer<typeof PromoCodeTargetsResponse>;
