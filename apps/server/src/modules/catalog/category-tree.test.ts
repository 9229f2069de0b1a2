import { describe, expect, it } from 'vitest';
import { depthFirst, hasCycle, subtreeIds } from './category-tree.ts';

// 1 ─ 2 ─ 3, 1 ─ 4, and 5 at the top.
const rows = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 5, parentId: null },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 1 },
];

describe('category tree helpers', () => {
  it('lists rows depth first with their depth, siblings in the order given', () => {
    expect(depthFirst(rows).map((r) => [r.id, r.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ]);
  });

  it('finds a category and everything below it', () => {
    expect(subtreeIds(rows, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(rows, 3)).toEqual([3]);
  });

  it('finds cycles, including a category that is its own parent', () => {
    expect(hasCycle(rows)).toBe(false);
    expect(hasCycle(rows.map((r) => (r.id === 1 ? { id: 1, parentId: 3 } : r)))).toBe(true);
    expect(hasCycle([{ id: 7, parentId: 7 }])).toBe(true);
  });
});
