import type { CategoryNode } from '@storefront/contracts';
import type { TreeRow } from '../../lib/tree-rows.ts';

/** A category as a row of the tree editor (ids as text, as drag and drop wants them). */
export type CategoryRow = TreeRow & { node: CategoryNode };

export function rowsOf(nodes: CategoryNode[]): CategoryRow[] {
  return nodes.map((node) => ({ id: String(node.id), depth: node.depth, node }));
}

/** The rows as `PUT …/categories/order` takes them: each category with its parent, in order. */
export function orderOf(rows: CategoryRow[]): { id: number; parent_id: number | null }[] {
  const parents: number[] = [];
  return rows.map((row) => {
    parents[row.depth] = row.node.id;
    return { id: row.node.id, parent_id: row.depth === 0 ? null : parents[row.depth - 1]! };
  });
}

/** The categories as a pick list: "Apparel › T-shirts", leaving out `except` and its subtree. */
export function categoryChoices(rows: CategoryRow[], except?: Set<number>) {
  const path: string[] = [];
  return rows.flatMap((row) => {
    path[row.depth] = row.node.name;
    if (except?.has(row.node.id)) return [];
    return [{ id: row.node.id, name: path.slice(0, row.depth + 1).join(' › ') }];
  });
}
