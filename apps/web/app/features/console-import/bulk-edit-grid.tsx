import { PRODUCT_STATUSES, type BulkEditRow } from '@storefront/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { cellText, COLUMNS, type Column, type Edits } from './bulk-edit-cells.ts';

type GridProps = {
  rows: BulkEditRow[];
  edits: Edits;
  onEdit: (sizeId: number, column: Column, text: string) => void;
  /** The server's refusal per row and column. */
  errors: Map<string, string[]>;
};

const READ_ONLY = ['name', 'color', 'size'] as const;
const ALL = [...READ_ONLY, ...COLUMNS] as const;
type GridColumn = (typeof ALL)[number];

const editable = (column: GridColumn): column is Column =>
  (COLUMNS as readonly string[]).includes(column);

/**
 * A spreadsheet of sizes on a semantic table with one tab stop (roving focus): arrow keys move,
 * Enter or F2 edits, Enter or Tab keeps the edit and moves on, Escape drops it, Ctrl+D copies the
 * value of the cell above down.
 */
export function BulkEditGrid({ rows, edits, onEdit, errors }: GridProps) {
  const { t, i18n } = useTranslation('console');
  const [at, setAt] = useState({ row: 0, col: ALL.indexOf('price') });
  const [editing, setEditing] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);
  // Focus follows the keyboard in the same commit as the move, before the next key is handled: a
  // focus put off to a later frame could take it back from an editor opened in between.
  const focusPending = useRef(false);
  useLayoutEffect(() => {
    if (!focusPending.current || editing) return;
    focusPending.current = false;
    table.current?.querySelector<HTMLElement>(`[data-cell="${at.row}-${at.col}"]`)?.focus();
  }, [at, editing]);

  const focus = (row: number, col: number) => {
    focusPending.current = true;
    setAt({
      row: Math.max(0, Math.min(rows.length - 1, row)),
      col: Math.max(0, Math.min(ALL.length - 1, col)),
    });
  };
  const valueOf = (row: BulkEditRow, column: GridColumn) =>
    editable(column) ? cellText(row, column, edits) : row[column];

  const commit = (row: BulkEditRow, column: Column, text: string, move: [number, number]) => {
    onEdit(row.size_id, column, text);
    setEditing(null);
    focus(at.row + move[0], at.col + move[1]);
  };

  const onCellKey = (event: React.KeyboardEvent, r: number, c: number) => {
    const column = ALL[c]!;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      Home: [0, -c],
      End: [0, ALL.length - 1 - c],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      return focus(r + move[0], c + move[1]);
    }
    if ((event.key === 'Enter' || event.key === 'F2') && editable(column)) {
      event.preventDefault();
      return setEditing(`${r}-${c}`);
    }
    if (
      event.key.toLowerCase() === 'd' &&
      (event.ctrlKey || event.metaKey) &&
      r > 0 &&
      editable(column)
    ) {
      event.preventDefault();
      onEdit(rows[r]!.size_id, column, cellText(rows[r - 1]!, column, edits));
    }
  };

  const onEditorKey = (
    event: React.KeyboardEvent<HTMLInputElement | HTMLSelectElement>,
    row: BulkEditRow,
    column: Column,
  ) => {
    const text = event.currentTarget.value;
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
      focus(at.row, at.col);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit(row, column, text, [event.shiftKey ? -1 : 1, 0]);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(row, column, text, [0, event.shiftKey ? -1 : 1]);
    }
  };

  const shown = (row: BulkEditRow, column: GridColumn) => {
    const value = valueOf(row, column);
    if (column === 'status') return t(`bulkEdit.statuses.${value}`);
    if ((column === 'start' || column === 'end') && value)
      return new Date(String(value)).toLocaleString(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
    return String(value ?? '');
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table
        ref={table}
        role="grid"
        aria-label={t('bulkEdit.caption')}
        className="w-full text-left text-sm"
      >
        <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            {ALL.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {t(`bulkEdit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row, r) => (
            <tr key={row.size_id}>
              {ALL.map((column, c) => {
                const key = `${r}-${c}`;
                const changed = editable(column) && edits.get(row.size_id)?.[column] !== undefined;
                const problems = editable(column)
                  ? errors.get(`${row.size_id}.${column}`)
                  : undefined;
                const isEditing = editing === key && editable(column);
                return (
                  <td
                    key={column}
                    role="gridcell"
                    data-cell={key}
                    tabIndex={at.row === r && at.col === c && !isEditing ? 0 : -1}
                    aria-readonly={!editable(column) || undefined}
                    aria-invalid={problems ? true : undefined}
                    aria-description={problems?.join(' ')}
                    onKeyDown={isEditing ? undefined : (event) => onCellKey(event, r, c)}
                    onClick={() => setAt({ row: r, col: c })}
                    onDoubleClick={() => editable(column) && setEditing(key)}
                    className={cn(
                      'px-3 py-1.5 whitespace-nowrap outline-none focus:ring-2 focus:ring-brand focus:ring-inset',
                      (column === 'price' || column === 'quantity') && 'text-right tabular-nums',
                      changed && 'bg-amber-50 font-medium',
                      problems && 'bg-red-50 text-red-800',
                    )}
                    title={problems?.join(' ')}
                  >
                    {isEditing ? (
                      <CellEditor
                        column={column}
                        value={cellText(row, column, edits)}
                        label={`${t(`bulkEdit.columns.${column}`)} ${row.name} ${row.color} ${row.size}`}
                        onKeyDown={(event) => onEditorKey(event, row, column)}
                        onBlur={(text) => {
                          onEdit(row.size_id, column, text);
                          setEditing(null);
                        }}
                      />
                    ) : (
                      shown(row, column)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type EditorProps = {
  column: Column;
  value: string;
  label: string;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (text: string) => void;
};

/** The input of the cell being edited: it takes focus and gives it back on Enter, Tab, Escape. */
function CellEditor({ column, value, label, onKeyDown, onBlur }: EditorProps) {
  const { t } = useTranslation('console');
  const cancelled = useRef(false);
  const common = {
    'aria-label': label,
    autoFocus: true,
    className: 'w-full min-w-24 rounded border border-brand px-1.5 py-0.5 text-sm',
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
      cancelled.current = ['Escape', 'Enter', 'Tab'].includes(event.key);
      onKeyDown(event);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
      if (!cancelled.current) onBlur(event.currentTarget.value);
    },
  };
  if (column === 'status')
    return (
      <select defaultValue={value} {...common}>
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`bulkEdit.statuses.${status}`)}
          </option>
        ))}
      </select>
    );
  if (column === 'start' || column === 'end')
    return <input type="datetime-local" defaultValue={value} {...common} />;
  return (
    <input
      inputMode={column === 'price' ? 'decimal' : 'numeric'}
      defaultValue={value}
      onFocus={(event) => event.currentTarget.select()}
      {...common}
    />
  );
}
