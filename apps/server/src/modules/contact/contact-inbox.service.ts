import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  ContactInboxQuery,
  ContactStatus,
  ContactSubmissionRow,
  ContactThread,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { contactReplyMail } from './contact-mails.ts';
import {
  countOpen,
  findInboxPage,
  findReplies,
  findSubmission,
  insertReply,
  setSubmissionStatus,
} from './contact-inbox.queries.ts';

const NO_SUBMISSION = 'This message does not exist.';
const EXCERPT = 140;

type Found = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

/** The name the thread shows for a team member (and the operator acting as them). */
export const authorOf = (actor: AuditActor) =>
  actor.impersonatedBy ? `${actor.email} (${actor.impersonatedBy})` : actor.email;

/** What the list and the thread both show of a submission. */
function summaryOf({ submission: s, orderId, orderUuid }: Found) {
  return {
    id: s.id,
    name: `${s.firstName} ${s.lastName}`.trim(),
    email: s.email,
    order_uuid: s.orderUuid,
    order: orderId !== null && orderUuid !== null ? { id: orderId, uuid: orderUuid } : null,
    has_image: s.imagePath !== null,
    status: s.status as ContactStatus,
    created_at: s.createdAt.toISOString(),
  };
}

function toRow(found: Found): ContactSubmissionRow {
  const message = found.submission.message.replace(/\s+/g, ' ').trim();
  return {
    ...summaryOf(found),
    excerpt: message.length > EXCERPT ? `${message.slice(0, EXCERPT - 1)}…` : message,
    replies: found.replies,
  };
}

export async function listInbox(db: Database, storefrontId: number, query: ContactInboxQuery) {
  const [rows, open] = await Promise.all([
    findInboxPage(db, storefrontId, query),
    countOpen(db, storefrontId),
  ]);
  const total = rows[0]?.total ?? 0;
  return {
    data: {
      data: rows.map(toRow),
      total,
      from: rows.length ? (query.page - 1) * query.rows + 1 : null,
      last_page: Math.max(1, Math.ceil(total / query.rows)),
    },
    open,
  };
}

async function submissionOf(db: Database, storefrontId: number, submissionId: number) {
  const found = await findSubmission(db, storefrontId, submissionId);
  if (!found) throw notFound(NO_SUBMISSION);
  return found;
}

export async function getThread(
  db: Database,
  storefrontId: number,
  submissionId: number,
): Promise<ContactThread> {
  const found = await submissionOf(db, storefrontId, submissionId);
  const s = found.submission;
  const replies = await findReplies(db, s.id);
  return {
    ...summaryOf(found),
    first_name: s.firstName,
    last_name: s.lastName,
    message: s.message,
    language: s.language,
    handled_at: s.handledAt?.toISOString() ?? null,
    handled_by: s.handledBy,
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      author: r.authorEmail,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** Marks a submission open or handled; audited (nothing is written when it already is). */
export async function setThreadStatus(
  db: Database,
  storefrontId: number,
  submissionId: number,
  status: ContactStatus,
  actor: AuditActor,
) {
  const { submission } = await submissionOf(db, storefrontId, submissionId);
  if (submission.status !== status)
    await db.transaction(async (tx) => {
      await setSubmissionStatus(tx, submission.id, status, authorOf(actor));
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: status === 'handled' ? 'contact.handle' : 'contact.reopen',
        subject: `${submission.email} #${submission.id}`,
        before: { status: submission.status },
        after: { status },
      });
    });
  return getThread(db, storefrontId, submissionId);
}

/**
 * Mails the team's answer to the shopper (in their language, from the store) and keeps it on
 * the thread with who and when; audited.
 */
export async function replyToThread(
  deps: { db: Database; mailer: Mailer },
  store: Pick<StorefrontRow, 'id' | 'name'>,
  submissionId: number,
  body: string,
  actor: AuditActor,
) {
  const { db, mailer } = deps;
  const { submission } = await submissionOf(db, store.id, submissionId);
  await db.transaction(async (tx) => {
    await insertReply(tx, {
      submissionId: submission.id,
      authorId: actor.userId,
      authorEmail: authorOf(actor),
      body,
    });
    await recordAudit(tx, {
      storefrontId: store.id,
      actor,
      action: 'contact.reply',
      subject: `${submission.email} #${submission.id}`,
      before: null,
      after: { reply: body },
    });
  });
  await mailer.queue({
    storefrontId: store.id,
    to: submission.email,
    ...contactReplyMail(store.name, submission, body),
  });
  return getThread(db, store.id, submissionId);
}

/** Where a submission's picture is (under the data folder) and its type, or 404. */
export async function threadImage(
  db: Database,
  dataDir: string,
  storefrontId: number,
  submissionId: number,
) {
  const { submission } = await submissionOf(db, storefrontId, submissionId);
  if (!submission.imagePath) throw notFound('This message has no picture.');
  const file = path.resolve(dataDir, submission.imagePath);
  if (!file.startsWith(path.resolve(dataDir) + path.sep)) throw notFound(NO_SUBMISSION);
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) throw notFound('The picture is no longer kept.');
  const ext = path.extname(file).slice(1).toLowerCase();
  return { bytes, mime: IMAGE_TYPES[ext] ?? 'application/octet-stream' };
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
