/** Pure helpers over a store's categories as rows with a parent (ordered by position). */

export type TreeRow = { id: number; parentId: number | null };

/** The rows depth first, each with its depth, siblings in the order given. */
export function depthFirst<T extends TreeRow>(rows: T[]): (T & { depth: number })[] {
  const children = new Map<number | null, T[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const walk = (parentId: number | null, depth: number): (T & { depth: number })[] =>
    (children.get(parentId) ?? []).flatMap((row) => [
      { ...row, depth },
      ...walk(row.id, depth + 1),
    ]);
  return walk(null, 0);
}

/** The id and the ids of every category below it. */
export function subtreeIds(rows: TreeRow[], id: number): number[] {
  const below = rows
    .filter((row) => row.parentId === id)
    .flatMap((row) => subtreeIds(rows, row.id));
  return [id, ...below];
}

/** True when following parents from some row comes back to it (or never reaches the top). */
export function hasCycle(rows: TreeRow[]): boolean {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  return rows.some((row) => {
    let at = row.parentId;
    for (let steps = 0; at !== null; steps++) {
      if (at === row.id || steps > rows.length) return true;
      at = parentOf.get(at) ?? null;
    }
    return false;
  });
}
