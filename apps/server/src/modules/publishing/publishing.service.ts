import { pageMeta, type PreviewData, type PublishBody, type Version } from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { StoreEvents } from '../../plugins/store-events.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  liveContent,
  lockStorefrontDraft,
  makeContentLive,
  type StorefrontRow,
} from '../storefronts/index.ts';
import {
  findVersion,
  insertVersion,
  lastVersionNumber,
  listVersions,
  type VersionRow,
} from './publishing.queries.ts';

export type PublishingDeps = { db: Database; storeEvents: StoreEvents };

/**
 * Makes the draft live in one transaction and keeps it as the next version; open previews
 * reload. The draft must still be at the revision the owner saw (409 otherwise).
 */
export async function publishDraft(
  deps: PublishingDeps,
  store: StorefrontRow,
  actor: AuditActor,
  { revision, note }: PublishBody,
) {
  const published = await deps.db.transaction(async (tx) => {
    const { row, draft } = await lockStorefrontDraft(tx, store.id, revision);
    if (!draft)
      throw new AppError('conflict', 'There is no draft to publish: make a change first.');
    return goLive(tx, row, draft, { actor, note: note || null, restoredFrom: null });
  });
  await deps.storeEvents.publishPreview(store.id);
  return published;
}

/** Makes version `number` live again as a new version; any draft is dropped. */
export async function restoreVersion(
  deps: PublishingDeps,
  store: StorefrontRow,
  actor: AuditActor,
  number: number,
) {
  const restored = await deps.db.transaction(async (tx) => {
    const { row } = await lockStorefrontDraft(tx, store.id);
    const version = await findVersion(tx, store.id, number);
    if (!version) throw notFound(`This store has no version ${number}.`);
    return goLive(tx, row, version.snapshot, { actor, note: null, restoredFrom: number });
  });
  await deps.storeEvents.publishPreview(store.id);
  return restored;
}

/**
 * Inside the caller's transaction: `content` goes live, is recorded as the next version and in
 * the audit log. A store's first publish records what was live before it as version 0.
 */
async function goLive(
  tx: Transaction,
  row: StorefrontRow,
  content: PreviewData,
  meta: { actor: AuditActor; note: string | null; restoredFrom: number | null },
) {
  const last = await lastVersionNumber(tx, row.id);
  const before = await liveContent(tx, row);
  if (last === null) await insertVersion(tx, { storefrontId: row.id, number: 0, snapshot: before });
  const { live, revision } = await makeContentLive(tx, row, content);
  const version = await insertVersion(tx, {
    storefrontId: row.id,
    number: (last ?? 0) + 1,
    snapshot: live,
    note: meta.note,
    restoredFrom: meta.restoredFrom,
    publishedBy: meta.actor.userId,
    publishedByEmail: meta.actor.email,
  });
  await recordAudit(tx, {
    storefrontId: row.id,
    actor: meta.actor,
    action: meta.restoredFrom === null ? 'storefront.publish' : 'storefront.restore',
    subject: `version ${version.number}`,
    before,
    after: live,
  });
  return { version: summaryOf(version), revision };
}

export async function versionsPage(
  db: Database,
  store: StorefrontRow,
  paging: { page: number; rows: number },
) {
  const { items, total } = await listVersions(db, store.id, paging);
  return {
    data: items.map(summaryOf),
    total,
    ...pageMeta(total, paging.page, paging.rows),
  };
}

export async function versionOf(
  db: Database,
  store: StorefrontRow,
  number: number,
): Promise<Version> {
  const version = await findVersion(db, store.id, number);
  if (!version) throw notFound(`This store has no version ${number}.`);
  return { ...summaryOf(version), snapshot: version.snapshot };
}

function summaryOf(row: VersionRow) {
  return {
    number: row.number,
    note: row.note,
    restored_from: row.restoredFrom,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedByEmail,
  };
}
