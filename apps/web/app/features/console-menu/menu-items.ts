import {
  MENU_MAX_DEPTH,
  normalizeMenuUrl,
  type MenuEntry,
  type ProductCategory,
} from '@storefront/contracts';
import { dropTreeRow, moveTreeRow, removeTreeRow, type TreeMove } from '../../lib/tree-rows.ts';

export type MenuKind = 'category' | 'page' | 'custom';

/**
 * One row of the editor: the menu flattened in display order, each entry with its depth (0 for
 * the top bar). A row's subtree is the rows after it that are deeper, so moving a row moves its
 * children with it.
 */
export type MenuRow = { id: string; depth: number; label: string; kind: MenuKind; target: string };

/** One level of nesting, in pixels: a drag this far to the right nests the entry one deeper. */
export const INDENT_PX = 24;

/** The category tree as a pick list: "Apparel › T-shirts". */
export function categoryChoices(
  tree: ProductCategory[],
  path: string[] = [],
): { slug: string; name: string }[] {
  return tree.flatMap((category) => [
    { slug: category.slug, name: [...path, category.name].join(' › ') },
    ...categoryChoices(category.sub_categories, [...path, category.name]),
  ]);
}

let lastId = 0;
export const newRowId = () => `row-${++lastId}`;

export function rowsOf(menu: MenuEntry[], depth = 0): MenuRow[] {
  return menu.flatMap((entry) => [
    {
      id: newRowId(),
      depth,
      label: entry.label,
      kind: entry.item?.type ?? 'custom',
      target: entry.item && entry.item.type !== 'custom' ? entry.item.url : (entry.customUrl ?? ''),
    },
    ...rowsOf(entry.children, depth + 1),
  ]);
}

/** The rows as the draft's menu: custom links normalised like every link of the store (§2). */
export function menuOf(rows: MenuRow[]): MenuEntry[] {
  const top: MenuEntry[] = [];
  const parents: MenuEntry[][] = [top];
  for (const row of rows) {
    const entry: MenuEntry = {
      label: row.label.trim(),
      item: row.kind === 'custom' ? null : { type: row.kind, url: row.target },
      customUrl: row.kind === 'custom' ? normalizeMenuUrl(row.target) : null,
      children: [],
    };
    parents[row.depth]!.push(entry);
    parents[row.depth + 1] = entry.children;
  }
  return top;
}

export type MenuMove = TreeMove;

/** The rows after a move, or null when the row cannot move that way within the navbar's levels. */
export const moveRow = (rows: MenuRow[], index: number, move: MenuMove) =>
  moveTreeRow(rows, index, move, MENU_MAX_DEPTH);

/** Drops a dragged row where `overId` was, at the depth asked for, within the navbar's levels. */
export const dropRow = (rows: MenuRow[], activeId: string, overId: string, wantedDepth: number) =>
  dropTreeRow(rows, activeId, overId, wantedDepth, MENU_MAX_DEPTH);

/** Removes the row and its children. */
export const removeRow = removeTreeRow<MenuRow>;

/** Problems of a row before it can be saved, as translation keys. */
export function rowProblems(row: MenuRow): { label?: string; target?: string } {
  return {
    ...(row.label.trim() ? {} : { label: 'menu.errors.label' }),
    ...(row.target.trim() ? {} : { target: `menu.errors.${row.kind}` }),
  };
}
