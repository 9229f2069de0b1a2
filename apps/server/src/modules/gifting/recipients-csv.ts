import { GiftRecipient } from '@storefront/contracts';
import { csvRecords, CsvSyntaxError, type CsvRecord } from '../../lib/csv-records.ts';
import type { Recipient } from './gifting.service.ts';

/** A CSV of recipients that cannot be used, with every problem found and its line number. */
export class RecipientsCsvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The recipients CSV was refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** The file's records; a file csv-parse cannot read is refused at its line. */
function recipientRecords(text: string): CsvRecord[] {
  try {
    return csvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new RecipientsCsvError([error.message]);
    throw error;
  }
}

/**
 * Recipients from a CSV with the header `name,email` (either order). Every row is checked; any
 * bad row refuses the whole file, naming each problem with its line.
 */
export function parseRecipientsCsv(text: string): Recipient[] {
  const [header, ...rows] = recipientRecords(text);
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
