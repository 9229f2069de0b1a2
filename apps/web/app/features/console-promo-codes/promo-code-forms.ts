import {
  centsToDollars,
  PROMO_CODE_MAX_LENGTH,
  type ConsolePromoCodeDetail,
  type PromoCodeBody,
} from '@storefront/contracts';
import { z } from 'zod';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;

const toCents = (text: string) =>
  Math.round(Number(text.replace(/^\$/, '').replaceAll(',', '')) * 100);
const dollars = (text: string) => MONEY.test(text.replace(/^\$/, '').replaceAll(',', ''));
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .optional();
const limit = z.string().trim().regex(WHOLE, 'Enter a whole number.').optional();

/**
 * The promo code form as typed: percent or dollars for the value, dollars for the minimum
 * order, days, limits left empty for none. `toPromoBody` makes the API's PromoCodeBody (cents).
 */
export const PromoCodeForm = z
  .object({
    code: z
      .string({ error: 'Enter a code.' })
      .trim()
      .min(1, 'Enter a code.')
      .max(PROMO_CODE_MAX_LENGTH, `At most ${PROMO_CODE_MAX_LENGTH} characters.`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only.'),
    kind: z.enum(['percent', 'fixed']),
    value: z.string({ error: 'Enter the discount.' }).trim(),
    min_order: z.string().trim().optional(),
    starts_at: day,
    expires_at: day,
    usage_limit: limit,
    per_customer_limit: limit,
    active: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.kind === 'percent') {
      const n = Number(form.value);
      if (!WHOLE.test(form.value) || n < 1 || n > 100) issue('value', 'A percentage is 1 to 100.');
    } else if (!dollars(form.value) || toCents(form.value) < 1) {
      issue('value', 'Enter an amount like 5.00.');
    }
    if (form.min_order && !dollars(form.min_order)) {
      issue('min_order', 'Enter an amount like 25.00.');
    }
    if (form.starts_at && form.expires_at && form.starts_at > form.expires_at) {
      issue('expires_at', 'The end must not be before the start.');
    }
    for (const key of ['usage_limit', 'per_customer_limit'] as const) {
      if (form[key] !== undefined && Number(form[key]) < 1) {
        issue(key, 'A limit is at least 1; leave it empty for no limit.');
      }
    }
  });
export type PromoCodeForm = z.infer<typeof PromoCodeForm>;

export function toPromoBody(
  form: PromoCodeForm,
  productIds: number[],
  categoryIds: number[],
): PromoCodeBody {
  return {
    code: form.code,
    kind: form.kind,
    value: form.kind === 'percent' ? Number(form.value) : toCents(form.value),
    min_order: form.min_order ? toCents(form.min_order) : 0,
    starts_at: form.starts_at ?? null,
    expires_at: form.expires_at ?? null,
    usage_limit: form.usage_limit ? Number(form.usage_limit) : null,
    per_customer_limit: form.per_customer_limit ? Number(form.per_customer_limit) : null,
    active: form.active === 'on',
    product_ids: productIds,
    category_ids: categoryIds,
  };
}

/** The form's starting text for a code (or a new one). */
export function promoFormValues(promo: ConsolePromoCodeDetail | null): Record<string, string> {
  if (!promo) return { kind: 'percent', active: 'on' };
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'percent' ? String(promo.value) : centsToDollars(promo.value),
    min_order: promo.min_order ? centsToDollars(promo.min_order) : '',
    starts_at: promo.starts_at?.slice(0, 10) ?? '',
    expires_at: promo.expires_at?.slice(0, 10) ?? '',
    usage_limit: promo.usage_limit?.toString() ?? '',
    per_customer_limit: promo.per_customer_limit?.toString() ?? '',
    active: promo.active ? 'on' : '',
  };
}

/** The ids a picker posted (checkboxes of one name). */
export const idsOf = (formData: FormData, name: string) =>
  formData
    .getAll(name)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
