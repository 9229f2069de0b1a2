import { CsvError, type Info } from 'csv-parse';
import { parse } from 'csv-parse/sync';

/** One CSV record with the line it starts on (1-based, the header is line 1). */
export type CsvRecord = { line: number; fields: string[] };

/** A file csv-parse cannot read (an unclosed quote…), at the line where it gave up. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`line ${line}: ${problem}`);
  }
}

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as we write it into a CSV: one a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP's advice against CSV injection), which `csvRecords` takes off again, so an
 * exported file imports unchanged.
 */
export const spreadsheetSafe = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

const unescapeCell = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * RFC 4180 records with the line each starts on; a BOM is dropped, blank rows are skipped, a
 * stray quote inside a field is kept as written. Line ends are made `\n` first, as csv-parse
 * counts a quoted `\r\n` as two lines.
 */
export function csvRecords(text: string): CsvRecord[] {
  try {
    const rows = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: Info }[]; // its types leave `info: true` out
    return rows.map(({ record, info }) => ({
      line: info.lines - record.join('').split('\n').length + 1,
      fields: record.map(unescapeCell),
    }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const problem = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is not closed' : error.message;
    throw new CsvSyntaxError(Number(error.lines), problem);
  }
}
