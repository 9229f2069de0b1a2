import { describe, expect, it } from 'vitest';
import { BulkEditChange, centsToDollars, dollarsToCents } from './catalogue-import.ts';

describe('dollarsToCents', () => {
  it('reads whole dollars and up to two decimals', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents(' 12.5 ')).toBe(1250);
    expect(dollarsToCents('0.07')).toBe(7);
  });

  it('refuses anything else: commas, three decimals, signs, words', () => {
    for (const text of ['12,50', '1.005', '-1', '$12', '1e3', '', 'ten']) {
      expect(dollarsToCents(text)).toBeNull();
    }
  });

  it('writes back what it reads', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(dollarsToCents(centsToDollars(99_999_99))).toBe(99_999_99);
  });
});

describe('BulkEditChange', () => {
  it('checks each changed cell as the product editor does', () => {
    expect(BulkEditChange.safeParse({ size_id: 1, price_cents: 150 }).success).toBe(true);
    const bad = BulkEditChange.safeParse({ size_id: 1, quantity: -1, price_cents: Number.NaN });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Enter a price.',
      'Stock cannot be negative.',
    ]);
  });
});
