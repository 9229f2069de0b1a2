import { describe, expect, it } from 'vitest';
import { PromoCodeForm, promoFormValues, toPromoBody } from './promo-code-forms.ts';

describe('promo code form', () => {
  it('sends percent as is, dollars as cents, empty limits as none', () => {
    const form = PromoCodeForm.parse({
      code: 'SAVE5',
      kind: 'fixed',
      value: '5.00',
      min_order: '25',
      active: 'on',
    });
    expect(toPromoBody(form, [3], [])).toEqual({
      code: 'SAVE5',
      kind: 'fixed',
      value: 500,
      min_order: 2500,
      starts_at: null,
      expires_at: null,
      usage_limit: null,
      per_customer_limit: null,
      active: true,
      product_ids: [3],
      category_ids: [],
    });
  });

  it('refuses a percentage above 100 and an end before the start', () => {
    const result = PromoCodeForm.safeParse({
      code: 'X',
      kind: 'percent',
      value: '150',
      starts_at: '2026-05-02',
      expires_at: '2026-05-01',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(['expires_at', 'value']);
  });

  it('fills the form from a code', () => {
    expect(promoFormValues(null)).toEqual({ kind: 'percent', active: 'on' });
  });
});
