import {
  BulkEditChange,
  centsToDollars,
  dollarsToCents,
  type BulkEditRow,
} from '@storefront/contracts';

/** The grid's editable columns, in order. */
export const COLUMNS = ['price', 'quantity', 'status', 'start', 'end'] as const;
export type Column = (typeof COLUMNS)[number];
/** Cells typed but not saved yet, as text, by size id. */
export type Edits = Map<number, Partial<Record<Column, string>>>;

/** A publish date as a datetime-local input writes it (local time), or ''. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A cell as text: the typed value, else the row's. */
export function cellText(row: BulkEditRow, column: Column, edits: Edits): string {
  const typed = edits.get(row.size_id)?.[column];
  if (typed !== undefined) return typed;
  if (column === 'price') return centsToDollars(row.price_cents);
  if (column === 'quantity') return String(row.quantity);
  if (column === 'status') return row.status;
  return localInput(column === 'start' ? row.start_publish_date : row.end_publish_date);
}

const FIELD: Record<Column, keyof BulkEditChange> = {
  price: 'price_cents',
  quantity: 'quantity',
  status: 'status',
  start: 'start_publish_date',
  end: 'end_publish_date',
};
/** The grid column of a change's field (the server names problems by field). */
export const COLUMN_OF = Object.fromEntries(
  Object.entries(FIELD).map(([column, field]) => [field, column]),
) as Record<string, Column>;

function valueOf(column: Column, text: string): unknown {
  if (column === 'price') return dollarsToCents(text) ?? Number.NaN;
  if (column === 'quantity') return /^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (column === 'status') return text;
  return text ? new Date(text).toISOString() : null;
}

/**
 * The changed cells as the API's change set, checked with the same schema (so a typo shows at
 * once); cells typed back to their saved value are left out. Problems by `<size id>.<column>`.
 */
export function changeSet(rows: BulkEditRow[], edits: Edits) {
  const changes: BulkEditChange[] = [];
  const problems = new Map<string, string[]>();
  for (const row of rows) {
    const typed = edits.get(row.size_id);
    if (!typed) continue;
    const change: Record<string, unknown> = { size_id: row.size_id };
    for (const column of COLUMNS) {
      const text = typed[column];
      const saved = cellText(row, column, new Map());
      if (text === undefined || text === saved) continue;
      change[FIELD[column]] = valueOf(column, text);
    }
    if (Object.keys(change).length === 1) continue;
    const parsed = BulkEditChange.safeParse(change);
    if (parsed.success) changes.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.set(`${row.size_id}.${COLUMN_OF[String(issue.path[0])]}`, [issue.message]);
  }
  return { changes, problems };
}
