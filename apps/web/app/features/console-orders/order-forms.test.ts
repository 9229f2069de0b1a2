import { RefundOrderBody } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { RefundForm, toRefundBody } from './order-forms.ts';
import { listQueryString, withSortSplit } from './order-list-url.ts';

const form = (fields: Record<string, unknown>) =>
  RefundForm.safeParse({ key: 'key-12345678', lines: [], ...fields });

describe('the refund form', () => {
  it('turns dollars into cents and keeps only lines with units', () => {
    const amount = form({ mode: 'amount', amount: '12.50', reason: 'Torn' });
    expect(toRefundBody(amount.data!)).toEqual({ amount: 1250, reason: 'Torn' });
    const lines = form({
      mode: 'lines',
      lines: [
        { line_id: 4, quantity: 0 },
        { line_id: 5, quantity: 2 },
      ],
    });
    const body = toRefundBody(lines.data!);
    expect(body).toEqual({ lines: [{ line_id: 5, quantity: 2 }], reason: undefined });
    expect(RefundOrderBody.safeParse(body).success).toBe(true);
  });

  it('refuses a missing or malformed amount and lines without units, beside the field', () => {
    for (const amount of ['', '0', '12.345', 'ten']) {
      const parsed = form({ mode: 'amount', amount });
      expect(parsed.error?.issues[0]?.path).toEqual(['amount']);
    }
    const none = form({ mode: 'lines', lines: [{ line_id: 4, quantity: 0 }] });
    expect(none.error?.issues[0]).toMatchObject({
      path: ['lines'],
      message: 'Choose at least one unit.',
    });
  });
});

describe('the list URL', () => {
  it('keeps only the fields that are set and splits the form’s sort', () => {
    expect(listQueryString({ q: 'ab', status: 0, from: undefined, page: 2 })).toBe(
      'q=ab&status=0&page=2',
    );
    const asked = withSortSplit(new URLSearchParams('sort=total:asc&q=x'));
    expect(asked).toEqual({ sort: 'total', order: 'asc', q: 'x' });
  });
});
