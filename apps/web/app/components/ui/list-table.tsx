import { cn } from '../../lib/cn.ts';

/**
 * A console list: a table from `md` up, one card per row on a phone (the row becomes a two-column
 * grid and the header row is hidden), so nothing scrolls sideways. Rows use `listRowClass`; cells
 * pad themselves in the table only (`md:px-4 md:py-3`) and may span the card (`col-span-2`).
 */
export function ListTable({
  caption,
  heads,
  framed = true,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  /** The column headings, shown from `md` up; an empty one is named for screen readers only. */
  heads: { key: string; label: React.ReactNode; hidden?: boolean; className?: string }[];
  /** A border and rounded corners of its own; off inside a card that has them. */
  framed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'relative bg-white',
        framed && 'overflow-hidden rounded-xl border border-gray-200',
      )}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-600 uppercase md:table-header-group">
          <tr>
            {heads.map((head) => (
              <th
                key={head.key}
                scope="col"
                className={cn('px-4 py-3 font-medium', head.className)}
              >
                {head.hidden ? <span className="sr-only">{head.label}</span> : head.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">{children}</tbody>
      </table>
    </div>
  );
}

/** A row of a `ListTable`: a two-column card on a phone, a table row from `md` up. */
export const listRowClass = 'grid grid-cols-2 gap-x-4 gap-y-1 p-4 md:table-row md:p-0';
