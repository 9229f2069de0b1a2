import { GiftRecipient } from '@storefront/contracts';
import { CsvError, type Info } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { Recipient } from './gifting.service.ts';

/** A CSV of recipients that cannot be used, with every problem found and its line number. */
export class RecipientsCsvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The recipients CSV was refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

type CsvRecord = { line: number; fields: string[] };

/**
 * RFC 4180 records with the line each starts on; blank rows are skipped, a stray quote inside a
 * field is kept as written. Line ends are made `\n` first, as csv-parse counts a quoted `\r\n`
 * as two lines.
 */
function csvRecords(text: string): CsvRecord[] {
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
      fields: record,
    }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const problem = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is not closed' : error.message;
    throw new RecipientsCsvError([`line ${error.lines}: ${problem}`]);
  }
}

/**
 * Recipients from a CSV with the header `name,email` (either order). Every row is checked; any
 * bad row refuses the whole file, naming each problem with its line.
 */
export function parseRecipientsCsv(text: string): Recipient[] {
  const [header, ...rows] = csvRecords(text);
  const columns = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const nameAt = columns.indexOf('name');
  const emailAt = columns.indexOf('email');
  if (nameAt < 0 || emailAt < 0 || columns.length !== 2) {
    throw new RecipientsCsvError(['line 1: the header must be name,email']);
  }
  if (!rows.length) throw new RecipientsCsvError(['the file has no recipients']);
  const problems: string[] = [];
  const recipients: Recipient[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of rows) {
    if (fields.length !== 2) {
      problems.push(`line ${line}: expected 2 fields, found ${fields.length}`);
      continue;
    }
    const parsed = GiftRecipient.safeParse({
      name: fields[nameAt],
      email: fields[emailAt]?.trim(),
    });
    if (!parsed.success) {
      problems.push(`line ${line}: ${parsed.error.issues.map((i) => i.message).join(', ')}`);
      continue;
    }
    const email = parsed.data.email.toLowerCase();
    if (seen.has(email)) problems.push(`line ${line}: ${email} is listed twice`);
    seen.add(email);
    recipients.push({ name: parsed.data.name, email });
  }
  if (problems.length) throw new RecipientsCsvError(problems);
  return recipients;
}
