/** One changed field of an audit entry: its path and the values before and after. */
export type ChangedField = { path: string; before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between `before` and `after`, nested objects walked key by key (arrays
 * and other values compared whole), so a big settings object shows only what changed.
 */
export function changedFields(before: unknown, after: unknown, path = ''): ChangedField[] {
  // Something made or removed: its fields, each from or to nothing.
  if (before == null && isPlainObject(after)) return changedFields({}, after, path);
  if (after == null && isPlainObject(before)) return changedFields(before, {}, path);
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      changedFields(before[key], after[key], path ? `${path}.${key}` : key),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before, after }];
}
