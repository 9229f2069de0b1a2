import {
  CAMPAIGN_MESSAGES,
  NewCampaignRecipient,
  type RecipientProblem,
  type RecipientsDryRun,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvRecords, CsvSyntaxError, spreadsheetSafe } from '../../lib/csv-records.ts';

/**
 * A campaign's recipients CSV (`name,email[,note]`, header in any order) checked row by row:
 * every good recipient and every bad row with its line (missing name, bad e-mail, an e-mail
 * listed twice in the file). `taken` adds the e-mails already in the campaign.
 */
export function checkRecipientsCsv(text: string): RecipientsDryRun {
  let records;
  try {
    records = csvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { recipients: [], problems: [{ line: error.line, message: error.problem }] };
    }
    throw error;
  }
  const [header, ...rows] = records;
  const columns = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const nameAt = columns.indexOf('name');
  const emailAt = columns.indexOf('email');
  const noteAt = columns.indexOf('note');
  const known = columns.every((c) => ['name', 'email', 'note'].includes(c));
  if (nameAt < 0 || emailAt < 0 || !known) {
    return {
      recipients: [],
      problems: [{ line: 1, message: 'the header must be name,email or name,email,note' }],
    };
  }
  if (!rows.length) return { recipients: [], problems: [{ line: 1, message: 'no recipients' }] };
  return checkRecipients(
    rows.map(({ line, fields }) => ({
      line,
      row: {
        name: fields[nameAt] ?? '',
        email: (fields[emailAt] ?? '').trim(),
        note: noteAt >= 0 && fields[noteAt]?.trim() ? fields[noteAt] : null,
      },
    })),
  );
}

/** Each row checked with the contract, e-mails in lower case, duplicates named at their line. */
export function checkRecipients(rows: { line: number; row: unknown }[]): RecipientsDryRun {
  const problems: RecipientProblem[] = [];
  const recipients: NewCampaignRecipient[] = [];
  const seen = new Set<string>();
  for (const { line, row } of rows) {
    const parsed = NewCampaignRecipient.safeParse(row);
    if (!parsed.success) {
      const message = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      problems.push({ line, message: message.join(', ') });
      continue;
    }
    const email = parsed.data.email.toLowerCase();
    if (seen.has(email)) {
      problems.push({ line, message: CAMPAIGN_MESSAGES.duplicateInFile(email) });
      continue;
    }
    seen.add(email);
    recipients.push({ ...parsed.data, email });
  }
  return { recipients, problems };
}

/** The recipients export: one row each, cells a spreadsheet would run as formulas defused. */
export function recipientsCsv(header: string[], rows: (string | number | null)[][]): string {
  const safe = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : (cell ?? ''))),
  );
  return stringify([header, ...safe]);
}
