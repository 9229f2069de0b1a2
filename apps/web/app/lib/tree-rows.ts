/**
 * A tree edited as a flat list of rows in display order, each with its depth (0 at the top): a
 * row's subtree is the rows after it that are deeper, so moving a row moves its children with it.
 * The console's menu and category editors share these moves.
 */
export type TreeRow = { id: string; depth: number };

export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';

/** Index just past the row's subtree. */
export function subtreeEnd(rows: TreeRow[], index: number): number {
  let end = index + 1;
  while (end < rows.length && rows[end]!.depth > rows[index]!.depth) end++;
  return end;
}

/** How many levels the row's subtree spans below it (0 for a row without children). */
function subtreeHeight(rows: TreeRow[], index: number): number {
  const own = rows[index]!.depth;
  return Math.max(0, ...rows.slice(index + 1, subtreeEnd(rows, index)).map((r) => r.depth - own));
}

/** The previous row at the same depth under the same parent, or -1. */
function previousSibling(rows: TreeRow[], index: number): number {
  const depth = rows[index]!.depth;
  for (let i = index - 1; i >= 0; i--) {
    if (rows[i]!.depth === depth) return i;
    if (rows[i]!.depth < depth) return -1;
  }
  return -1;
}

function withBlockAt<R extends TreeRow>(
  rows: R[],
  index: number,
  at: number,
  depthChange = 0,
): R[] {
  const end = subtreeEnd(rows, index);
  const block = rows.slice(index, end).map((r) => ({ ...r, depth: r.depth + depthChange }));
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  const position = at > index ? at - block.length : at;
  return [...rest.slice(0, position), ...block, ...rest.slice(position)];
}

/** The rows after a move, or null when the row cannot move that way within `maxDepth` levels. */
export function moveTreeRow<R extends TreeRow>(
  rows: R[],
  index: number,
  move: TreeMove,
  maxDepth = Infinity,
): R[] | null {
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
      if (row.depth + 1 + subtreeHeight(rows, index) >= maxDepth) return null;
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
 * asks for, kept within what its new neighbours and `maxDepth` allow; unchanged when no depth fits.
 */
export function dropTreeRow<R extends TreeRow>(
  rows: R[],
  activeId: string,
  overId: string,
  wantedDepth: number,
  maxDepth = Infinity,
): R[] {
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
  const max = Math.min(above ? above.depth + 1 : 0, maxDepth - 1 - subtreeHeight(rows, index));
  const min = next ? next.depth : 0;
  if (max < min) return rows;
  const change = Math.max(min, Math.min(wantedDepth, max)) - rows[index]!.depth;
  const moved = block.map((r) => ({ ...r, depth: r.depth + change }));
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Removes the row and its children. */
export function removeTreeRow<R extends TreeRow>(rows: R[], index: number): R[] {
  return [...rows.slice(0, index), ...rows.slice(subtreeEnd(rows, index))];
}
