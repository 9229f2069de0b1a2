import {
  MENU_MAX_DEPTH,
  normalizeMenuUrl,
  type MenuEntry,
  type ProductCategory,
} from '@storefront/contracts';

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

/** Index just past the row's subtree. */
export function subtreeEnd(rows: MenuRow[], index: number): number {
  let end = index + 1;
  while (end < rows.length && rows[end]!.depth > rows[index]!.depth) end++;
  return end;
}

/** How many levels the row's subtree spans below it (0 for a row without children). */
function subtreeHeight(rows: MenuRow[], index: number): number {
  const own = rows[index]!.depth;
  return Math.max(0, ...rows.slice(index + 1, subtreeEnd(rows, index)).map((r) => r.depth - own));
}

/** The previous row at the same depth under the same parent, or -1. */
function previousSibling(rows: MenuRow[], index: number): number {
  const depth = rows[index]!.depth;
  for (let i = index - 1; i >= 0; i--) {
    if (rows[i]!.depth === depth) return i;
    if (rows[i]!.depth < depth) return -1;
  }
  return -1;
}

function withBlockAt(rows: MenuRow[], index: number, at: number, depthChange = 0): MenuRow[] {
  const end = subtreeEnd(rows, index);
  const block = rows.slice(index, end).map((r) => ({ ...r, depth: r.depth + depthChange }));
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  const position = at > index ? at - block.length : at;
  return [...rest.slice(0, position), ...block, ...rest.slice(position)];
}

export type MenuMove = 'up' | 'down' | 'indent' | 'outdent';

/** The rows after a move, or null when the row cannot move that way. */
export function moveRow(rows: MenuRow[], index: number, move: MenuMove): MenuRow[] | null {
  const row = rows[index]!;
  const end = subtreeEnd(rows, index);
  switch (move) {
    case 'up': {
      const sibling = previousSibling(rows, index);
      return sibling < 0 ? null : withBlockAt(rows, index, sibling);
    }
    case 'down': {
      const next = rows[end];
      if (!next || next.depth !== row.depth) return null;
      return withBlockAt(rows, index, subtreeEnd(rows, end));
    }
    case 'indent': {
      if (previousSibling(rows, index) < 0) return null;
      if (row.depth + 1 + subtreeHeight(rows, index) >= MENU_MAX_DEPTH) return null;
      return withBlockAt(rows, index, index, 1);
    }
    case 'outdent': {
      if (row.depth === 0) return null;
      // Out of its parent, right after the parent's last child.
      let parent = index - 1;
      while (rows[parent]!.depth >= row.depth) parent--;
      return withBlockAt(rows, index, subtreeEnd(rows, parent), -1);
    }
  }
}

/**
 * Drops a dragged row (with its children) where the row `overId` was, at the depth the pointer
 * asks for, kept within what its new neighbours and the navbar allow; unchanged when no depth fits.
 */
export function dropRow(
  rows: MenuRow[],
  activeId: string,
  overId: string,
  wantedDepth: number,
): MenuRow[] {
  const index = rows.findIndex((r) => r.id === activeId);
  const over = rows.findIndex((r) => r.id === overId);
  const end = subtreeEnd(rows, index);
  const block = rows.slice(index, end);
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  let at = index;
  if (over < index) at = over;
  else if (over >= end) at = rest.findIndex((r) => r.id === overId) + 1;
  const above = rest[at - 1];
  const next = rest[at];
  const max = Math.min(
    above ? above.depth + 1 : 0,
    MENU_MAX_DEPTH - 1 - subtreeHeight(rows, index),
  );
  const min = next ? next.depth : 0;
  if (max < min) return rows;
  const change = Math.max(min, Math.min(wantedDepth, max)) - rows[index]!.depth;
  const moved = block.map((r) => ({ ...r, depth: r.depth + change }));
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Removes the row and its children. */
export function removeRow(rows: MenuRow[], index: number): MenuRow[] {
  return [...rows.slice(0, index), ...rows.slice(subtreeEnd(rows, index))];
}

/** Problems of a row before it can be saved, as translation keys. */
export function rowProblems(row: MenuRow): { label?: string; target?: string } {
  return {
    ...(row.label.trim() ? {} : { label: 'menu.errors.label' }),
    ...(row.target.trim() ? {} : { target: `menu.errors.${row.kind}` }),
  };
}
