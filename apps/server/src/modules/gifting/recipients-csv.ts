import { GiftRecipient } from '@storefront/contracts';
import type { Recipient } from './gifting.service.ts';

/** A CSV of recipients that cannot be used, with every problem found and its line number. */
export class RecipientsCsvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The recipients CSV was refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

type CsvRecord = { line: number; fields: string[] };

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
    start = line;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') {
        if (c === '\n') line++;
        field += c;
      } else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n') {
      line++;
      endRecord();
    } else if (c !== '\r') field += c;
  }
  endRecord();
  return records;
}

/**
 * Recipients from a CSV with the header `name,email` (either order). Every row is checked; any
 * bad row refuses the whole file, naming each problem with its line.
 */
export function parseRecipientsCsv(text: string): Recipient[] {
  const [header, ...rows] = csvRecords(text.replace(/^\uFEFF/, ''));
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
