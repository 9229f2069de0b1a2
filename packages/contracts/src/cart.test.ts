import { describe, expect, it } from 'vitest';
import { groupParcels } from './cart.ts';

describe('groupParcels', () => {
  it('groups lines by warehouse in first-seen order, gift cards last', () => {
    const east = { id: 1 };
    const west = { id: 2 };
    const lines = [
      { n: 'gift', warehouse: undefined },
      { n: 'tee', warehouse: east },
      { n: 'mug', warehouse: west },
      { n: 'hoodie', warehouse: east },
    ];
    expect(groupParcels(lines).map((p) => [p.warehouseId, p.lines.map((l) => l.n)])).toEqual([
      [1, ['tee', 'hoodie']],
      [2, ['mug']],
      [null, ['gift']],
    ]);
  });

  it('answers no parcels for an empty cart', () => {
    expect(groupParcels([])).toEqual([]);
  });
});
