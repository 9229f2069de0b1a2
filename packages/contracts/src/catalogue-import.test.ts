import { describe, expect, it } from 'vitest';
import { BulkEditChange } from './catalogue-import.ts';

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
