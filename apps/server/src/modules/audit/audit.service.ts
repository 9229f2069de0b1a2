import { pageMeta, type AuditEntry, type AuditLogQuery } from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { insertAuditEntry, listAuditEntries, type AuditEntryRow } from './audit.queries.ts';

/** Who made a change: the signed-in account, and the operator acting through it, if any. */
export type AuditActor = { userId: number | null; email: string; impersonatedBy: string | null };

export type AuditChange = {
  storefrontId: number;
  actor: AuditActor;
  /** What was done, as `<thing>.<verb>`: 'storefront.publish', 'settings.update'… */
  action: string;
  /** Which one, when the action has several: a page url, a version number… */
  subject?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one entry of the store's audit log. Pass the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(db: Database | Transaction, change: AuditChange) {
  await insertAuditEntry(db, {
    storefrontId: change.storefrontId,
    actorUserId: change.actor.userId,
    actorEmail: change.actor.email,
    impersonatedBy: change.actor.impersonatedBy,
    action: change.action,
    subject: change.subject ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The store's audit log, newest first, one page of it. */
export async function getAuditLog(db: Database, storefrontId: number, query: AuditLogQuery) {
  const { rows, total } = await listAuditEntries(db, storefrontId, {
    limit: query.rows,
    offset: (query.page - 1) * query.rows,
  });
  return { data: rows.map(toAuditEntry), total, ...pageMeta(total, query.page, query.rows) };
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    subject: row.subject,
    actor_email: row.actorEmail,
    impersonated_by: row.impersonatedBy,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}
