import type { CategoryNode } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { moveTreeRow } from '../../lib/tree-rows.ts';
import { categoryChoices, orderOf, rowsOf } from './category-rows.ts';

const node = (id: number, name: string, depth: number, parent_id: number | null): CategoryNode => ({
  id,
  name,
  slug: name.toLowerCase(),
  is_company: false,
  parent_id,
  depth,
  product_count: 0,
  total_product_count: 0,
});

const tree = rowsOf([
  node(1, 'Apparel', 0, null),
  node(2, 'Tees', 1, 1),
  node(3, 'Hoodies', 1, 1),
  node(4, 'Mugs', 0, null),
]);

describe('category rows', () => {
  it('turn back into each category with its parent, in order', () => {
    expect(orderOf(tree)).toEqual([
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 1 },
      { id: 4, parent_id: null },
    ]);
    // "Mugs" nested under "Apparel" after "Hoodies".
    expect(orderOf(moveTreeRow(tree, 3, 'indent')!).at(-1)).toEqual({ id: 4, parent_id: 1 });
  });

  it('offer the categories by path, leaving out those being deleted', () => {
    expect(categoryChoices(tree, new Set([1, 2, 3]))).toEqual([{ id: 4, name: 'Mugs' }]);
    expect(categoryChoices(tree).map((c) => c.name)).toContain('Apparel › Hoodies');
  });
});
