import {
  dollarsToCents,
  formatMoney,
  GIFT_CARD_CSV_MAX_ROWS,
  pageMeta,
  type ConsoleGiftCardDetail,
  type ConsoleGiftCardListQuery,
  type ConsoleGiftCardRow,
  type GiftCardCsvProblem,
  type GiftCardLedgerEntry,
  type GiftCardState,
  type Language,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { csvRecords, CsvSyntaxError } from '../../lib/csv-records.ts';
import { invalidData, notFound } from '../../lib/errors.ts';
import { maskedGiftCardCode, newGiftCardCode, storedCode } from '../../lib/gift-card-codes.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Mailer } from '../mail/index.ts';
import {
  findGiftCardPage,
  findLedger,
  findStoreGiftCard,
  lockGiftCard,
  setGiftCardStatus,
} from './console-gift-cards.queries.ts';
import { insertGiftCard, insertLedgerEntry, type GiftCardRow } from './gift-cards.queries.ts';
import { issuedCardMail } from './issued-card-mail.ts';

// The owner console's gift cards (decision 0023). A code is made here, shown once in the answer
// and mailed; the database keeps only its digest and last four characters.

const NOT_FOUND = 'Gift card not found';

/** The store a card is issued in: its name and colours for the mail, its gift-card maximum. */
export type IssuingStore = {
  id: number;
  name: string;
  giftCardAmountMaxCents: number;
  primaryColor?: string;
};

type CardWithState = { card: GiftCardRow; state: GiftCardState; fromOrder: boolean };

function toRow({ card, state, fromOrder }: CardWithState): ConsoleGiftCardRow {
  return {
    id: card.id,
    last4: card.codeLast4,
    initial_balance: card.initialBalance,
    balance: card.balance,
    state,
    recipient_email: card.recipientEmail,
    source: fromOrder ? 'order' : 'store',
    expires_at: card.expiresAt?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
  };
}

export async function listConsoleGiftCards(
  db: Database,
  storefrontId: number,
  query: ConsoleGiftCardListQuery,
) {
  const { rows, total } = await findGiftCardPage(db, storefrontId, query);
  return {
    data: { data: rows.map(toRow), total, ...pageMeta(total, query.page, query.rows) },
  };
}

export async function getConsoleGiftCard(
  db: Database | Transaction,
  storefrontId: number,
  giftCardId: number,
): Promise<ConsoleGiftCardDetail> {
  const found = await findStoreGiftCard(db, storefrontId, giftCardId);
  if (!found) throw notFound(NOT_FOUND);
  const ledger = await findLedger(db, giftCardId);
  return {
    ...toRow(found),
    note: found.card.note,
    owner_email: found.ownerEmail,
    ledger: ledger.map(({ entry, orderUuid }): GiftCardLedgerEntry => ({
      id: entry.id,
      kind: entry.kind as GiftCardLedgerEntry['kind'],
      amount: entry.amount,
      order_id: entry.orderId,
      order_number: orderUuid?.slice(0, 8) ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/** What every card of one issue shares. */
type IssueTerms = { expiresAt: Date | null; note: string | null; language: Language };

/** The end of the UTC day a card is good until, or null. */
function expiryOf(date: string | undefined): Date | null {
  return date ? new Date(`${date}T23:59:59.999Z`) : null;
}

function checkExpiry(expiresAt: Date | null) {
  if (expiresAt && expiresAt <= new Date()) {
    const message = 'The expiry date must be in the future.';
    throw invalidData(message, { expires_at: [message] });
  }
}

function amountProblem(store: IssuingStore, amount: number): string | null {
  if (amount > store.giftCardAmountMaxCents) {
    return `A gift card is at most ${formatMoney(store.giftCardAmountMaxCents)} in this store.`;
  }
  return null;
}

/** One card inserted with its `issue` ledger entry and audit entry (never its code). */
async function insertIssuedCard(
  tx: Transaction,
  storefrontId: number,
  actor: AuditActor,
  card: { amount: number; email: string },
  terms: IssueTerms,
) {
  const code = newGiftCardCode();
  const row = await insertGiftCard(tx, {
    storefrontId,
    ...storedCode(code),
    initialBalance: card.amount,
    balance: card.amount,
    recipientEmail: card.email.toLowerCase(),
    grantsPrivateAccess: true,
    expiresAt: terms.expiresAt,
    note: terms.note,
  });
  await insertLedgerEntry(tx, {
    storefrontId,
    giftCardId: row.id,
    amount: card.amount,
    kind: 'issue',
  });
  await recordAudit(tx, {
    storefrontId,
    actor,
    action: 'gift_card.issue',
    subject: maskedGiftCardCode(row.codeLast4),
    after: {
      id: row.id,
      amount: card.amount,
      recipient_email: row.recipientEmail,
      expires_at: terms.expiresAt?.toISOString() ?? null,
    },
  });
  return { code, row };
}

export type ConsoleGiftCardDeps = { db: Database; mailer: Mailer };

export async function issueConsoleGiftCard(
  { db, mailer }: ConsoleGiftCardDeps,
  store: IssuingStore,
  origin: string,
  body: {
    amount: number;
    recipient_email: string;
    expires_at?: string | undefined;
    note?: string | undefined;
    language: Language;
  },
  actor: AuditActor,
) {
  const problem = amountProblem(store, body.amount);
  if (problem) throw invalidData(problem, { amount: [problem] });
  const terms: IssueTerms = {
    expiresAt: expiryOf(body.expires_at),
    note: body.note || null,
    language: body.language,
  };
  checkExpiry(terms.expiresAt);
  const { code, detail } = await db.transaction(async (tx) => {
    const issued = await insertIssuedCard(
      tx,
      store.id,
      actor,
      { amount: body.amount, email: body.recipient_email },
      terms,
    );
    return { code: issued.code, detail: await getConsoleGiftCard(tx, store.id, issued.row.id) };
  });
  await mailer.queue(
    issuedCardMail(
      store,
      { code, amount: body.amount, recipientEmail: body.recipient_email, ...terms },
      origin,
    ),
  );
  return { ...detail, code };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The cards a CSV asks for, and every bad row by line (the header is line 1). */
export function planGiftCardCsv(store: IssuingStore, csv: string) {
  const problems: GiftCardCsvProblem[] = [];
  const rows: { line: number; amount: number; email: string }[] = [];
  let records;
  try {
    records = csvRecords(csv);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows, problems: [{ line: error.line, message: error.problem }] };
  }
  const [header, ...body] = records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const amountAt = names.indexOf('amount');
  const emailAt = names.indexOf('email');
  if (!header || amountAt < 0 || emailAt < 0) {
    return {
      rows,
      problems: [{ line: 1, message: 'The first row must name the columns: amount,email' }],
    };
  }
  if (!body.length) problems.push({ line: 2, message: 'The CSV has no cards.' });
  if (body.length > GIFT_CARD_CSV_MAX_ROWS) {
    problems.push({
      line: body[GIFT_CARD_CSV_MAX_ROWS]!.line,
      message: `At most ${GIFT_CARD_CSV_MAX_ROWS} cards at once.`,
    });
  }
  for (const { line, fields } of body.slice(0, GIFT_CARD_CSV_MAX_ROWS)) {
    const amountText = fields[amountAt]?.trim() ?? '';
    const email = fields[emailAt]?.trim() ?? '';
    const amount = dollarsToCents(amountText, { currencySign: true, thousands: true });
    const bad: string[] = [];
    if (amount === null) bad.push(`“${amountText}” is not an amount in dollars, like 25.00.`);
    else if (amount < 100) bad.push('A gift card is at least $1.00.');
    else {
      const problem = amountProblem(store, amount);
      if (problem) bad.push(problem);
    }
    if (!EMAIL.test(email) || email.length > 254) {
      bad.push(`“${email}” is not an e-mail address.`);
    }
    if (bad.length) problems.push({ line, message: bad.join(' ') });
    else rows.push({ line, amount: amount!, email });
  }
  return { rows, problems };
}

/**
 * Cards from a CSV: a dry run answers the plan and every bad row; applying issues all of them in
 * one transaction, or none when any row is bad, then mails each code.
 */
export async function issueGiftCardsFromCsv(
  { db, mailer }: ConsoleGiftCardDeps,
  store: IssuingStore,
  origin: string,
  body: {
    csv: string;
    dry_run: boolean;
    expires_at?: string | undefined;
    note?: string | undefined;
    language: Language;
  },
  actor: AuditActor,
) {
  const terms: IssueTerms = {
    expiresAt: expiryOf(body.expires_at),
    note: body.note || null,
    language: body.language,
  };
  checkExpiry(terms.expiresAt);
  const { rows, problems } = planGiftCardCsv(store, body.csv);
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const answer = { dry_run: body.dry_run, rows, total, problems, issued: 0 };
  if (body.dry_run) return answer;
  if (problems.length) {
    const message = 'Fix the rows of the CSV listed: nothing was issued.';
    throw invalidData(message, {
      csv: problems.map((p) => `Line ${p.line}: ${p.message}`),
    });
  }
  const issued = await db.transaction(async (tx) => {
    const codes: { code: string; amount: number; email: string }[] = [];
    for (const row of rows) {
      const { code } = await insertIssuedCard(tx, store.id, actor, row, terms);
      codes.push({ code, amount: row.amount, email: row.email });
    }
    return codes;
  });
  for (const card of issued) {
    await mailer.queue(
      issuedCardMail(
        store,
        { code: card.code, amount: card.amount, recipientEmail: card.email, ...terms },
        origin,
      ),
    );
  }
  return { ...answer, issued: issued.length };
}

/** Disables or enables a card: a ledger entry of 0 and an audit entry; the same state is a no-op. */
export async function setGiftCardEnabled(
  db: Database,
  storefrontId: number,
  giftCardId: number,
  enabled: boolean,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const card = await lockGiftCard(tx, storefrontId, giftCardId);
    if (!card) throw notFound(NOT_FOUND);
    const status = enabled ? 'active' : 'disabled';
    if (card.status !== status) {
      await setGiftCardStatus(tx, storefrontId, giftCardId, status);
      await insertLedgerEntry(tx, {
        storefrontId,
        giftCardId,
        amount: 0,
        kind: enabled ? 'enable' : 'disable',
      });
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: enabled ? 'gift_card.enable' : 'gift_card.disable',
        subject: maskedGiftCardCode(card.codeLast4),
        before: { id: card.id, status: card.status },
        after: { id: card.id, status },
      });
    }
    return getConsoleGiftCard(tx, storefrontId, giftCardId);
  });
}
