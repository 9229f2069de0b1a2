import { isDeepStrictEqual } from 'node:util';
import {
  IMPORT_MESSAGES,
  pageMeta,
  parseMediaUrl,
  type CatalogueImport,
  type CatalogueImportDetail,
  type ImportProblem,
  type ImportProgress,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { lockProducts } from '../catalog/index.ts';
import { storeMediaHashes, uploadMedia, type MediaDeps } from '../media/index.ts';
import { idsOf, imageOf, restoreImage, writePlan, type RowsImage } from './import-apply.ts';
import { parseCatalogueCsv, type ImportRow } from './import-format.ts';
import { categoryPaths, pictureLookup, planImport, type Plan } from './import-plan.ts';
import { unzipPictures, zipPictureNames } from './import-zip.ts';
import {
  findImport,
  insertImport,
  listStoreImports,
  lockImport,
  updateImport,
  type ImportRecord,
} from './import-records.queries.ts';
import { loadCategories, loadProducts } from './import.queries.ts';

/** Applies running in this instance, and how far each got (read by GET …/imports/:id). */
const running = new Map<number, ImportProgress>();

type ImportSummary = Omit<ImportRecord, 'csv' | 'zip' | 'beforeImage' | 'afterImage'>;

export function toCatalogueImport(record: ImportSummary): CatalogueImport {
  return {
    id: record.id,
    kind: record.kind as CatalogueImport['kind'],
    status: record.status as CatalogueImport['status'],
    file_name: record.fileName,
    actor_email: record.actorEmail,
    row_count: record.rowCount,
    created: record.created,
    updated: record.updated,
    unchanged: record.unchanged,
    problem_count: record.problems.length,
    created_at: record.createdAt.toISOString(),
    applied_at: record.appliedAt?.toISOString() ?? null,
    rolled_back_at: record.rolledBackAt?.toISOString() ?? null,
  };
}

function toDetail(record: ImportRecord): CatalogueImportDetail {
  return {
    ...toCatalogueImport(record),
    problems: record.problems,
    progress: running.get(record.id) ?? null,
  };
}

/** The upload's rows planned against the store's products as they are in `db`. */
async function planUpload(
  db: Database | Transaction,
  storefrontId: number,
  rows: ImportRow[],
  zipNames: Map<string, string>,
  zipUrls: Map<string, string>,
): Promise<Plan> {
  const refs = rows.flatMap((row) => [
    ...(row.colour.pictures ?? []),
    ...(row.colour.swatch ? [row.colour.swatch] : []),
  ]);
  const hashes = refs.flatMap((ref) => parseMediaUrl(ref.ref)?.hash ?? []);
  const own = await storeMediaHashes(db as Database, storefrontId, [...new Set(hashes)]);
  const stored = await loadProducts(db, storefrontId, [...new Set(rows.map((row) => row.slug))]);
  const paths = categoryPaths(await loadCategories(db, storefrontId));
  const byName = new Map([...zipUrls].map(([path, url]) => [path, url]));
  // A row names a zip file by its path or bare name; both find the stored picture.
  for (const [name, path] of zipNames) if (zipUrls.has(path)) byName.set(name, zipUrls.get(path)!);
  return planImport(rows, stored, paths, pictureLookup(own, new Set(zipNames.keys()), byName));
}

/** By line; a cell refused on its own is not refused again by the product's check. */
function allProblems(cells: ImportProblem[], products: ImportProblem[]) {
  const seen = new Set(cells.map((p) => `${p.line}\n${p.column}`));
  const more = products.filter((p) => !seen.has(`${p.line}\n${p.column}`));
  return [...cells, ...more].sort((a, b) => a.line - b.line);
}

export type Upload = {
  csv: string;
  fileName: string;
  zip: Buffer | null;
  kind: 'csv' | 'bulk_edit';
};

/**
 * The dry run: reads and checks the file against the store's products and keeps it, with
 * what applying it would do and every problem found. Nothing of the catalogue is written.
 */
export async function checkImport(
  db: Database,
  storefrontId: number,
  upload: Upload,
  actor: AuditActor,
): Promise<CatalogueImportDetail> {
  const zipNames = upload.zip ? zipPictureNames(upload.zip) : new Map<string, string>();
  const parsed = parseCatalogueCsv(upload.csv);
  const plan = await planUpload(db, storefrontId, parsed.rows, zipNames, new Map());
  const problems = allProblems(parsed.problems, plan.problems);
  const record = await insertImport(db, {
    storefrontId,
    kind: upload.kind,
    status: problems.length ? 'refused' : 'checked',
    fileName: upload.fileName,
    csv: upload.csv,
    zip: upload.zip,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    rowCount: parsed.rowCount,
    created: plan.created,
    updated: plan.updated,
    unchanged: plan.unchanged,
    problems,
  });
  return toDetail(record);
}

async function storedImport(db: Database | Transaction, storefrontId: number, importId: number) {
  const record = await findImport(db, storefrontId, importId);
  if (!record) throw notFound(IMPORT_MESSAGES.notFound);
  return record;
}

export async function getImport(db: Database, storefrontId: number, importId: number) {
  return toDetail(await storedImport(db, storefrontId, importId));
}

export async function listImports(db: Database, storefrontId: number, page: number, rows: number) {
  const { items, total } = await listStoreImports(db, storefrontId, page, rows);
  return { data: items.map(toCatalogueImport), total, ...pageMeta(total, page, rows) };
}

export async function importProblems(db: Database, storefrontId: number, importId: number) {
  const record = await storedImport(db, storefrontId, importId);
  return { csv: record.csv, problems: record.problems, fileName: record.fileName };
}

/** Refused unless the import is `status` (and, outside its own apply, not being applied). */
function refuseUnless(record: ImportRecord, status: string, inApply = false) {
  if (!inApply && running.has(record.id)) throw new AppError('conflict', IMPORT_MESSAGES.running);
  if (record.status === status) return;
  if (record.status === 'refused')
    throw invalidData(IMPORT_MESSAGES.refused, problemErrors(record.problems));
  throw new AppError(
    'conflict',
    status === 'checked' ? IMPORT_MESSAGES.alreadyApplied : IMPORT_MESSAGES.notApplied,
  );
}

/** Problems as the `{ message, errors }` of a refusal: by `line <n> <column>`. */
const problemErrors = (problems: ImportProblem[]) =>
  Object.fromEntries(problems.map((p) => [`line ${p.line} ${p.column}`.trim(), [p.message]]));

/** Stores the zip's pictures the rows name through the media service (cleaned, deduplicated). */
async function storeZipPictures(
  media: MediaDeps,
  storefrontId: number,
  record: ImportRecord,
  rows: ImportRow[],
  actor: AuditActor,
) {
  const urls = new Map<string, string>();
  if (!record.zip) return urls;
  const names = zipPictureNames(record.zip);
  const refs = rows.flatMap((row) => [
    ...(row.colour.pictures ?? []),
    ...(row.colour.swatch ? [row.colour.swatch] : []),
  ]);
  const paths = new Set(refs.flatMap((ref) => names.get(ref.ref) ?? []));
  const pictures = unzipPictures(record.zip, paths);
  let done = 0;
  for (const [path, bytes] of pictures) {
    running.set(record.id, { phase: 'pictures', done: done++, total: pictures.size });
    const filename = path.split('/').pop()!;
    const stored = await uploadMedia(media, storefrontId, { bytes, filename }, actor).catch(
      (error: unknown) => {
        // The media service refuses a file that is not a picture: say which one.
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.code, `${path}: ${error.message}`, { pictures: [error.message] });
      },
    );
    urls.set(path, stored.url);
  }
  return urls;
}

/**
 * Applies a checked import in one transaction (all or nothing), planned again against the
 * products as they are then: an upsert by slug + colour + size, so applying the same rows twice
 * changes nothing the second time. The before- and after-image of each touched row is kept.
 */
export async function applyImport(
  media: MediaDeps,
  storefrontId: number,
  importId: number,
  actor: AuditActor,
): Promise<CatalogueImportDetail> {
  const { db } = media;
  const record = await storedImport(db, storefrontId, importId);
  refuseUnless(record, 'checked');
  running.set(record.id, { phase: 'pictures', done: 0, total: 0 });
  try {
    const parsed = parseCatalogueCsv(record.csv);
    const zipUrls = await storeZipPictures(media, storefrontId, record, parsed.rows, actor);
    const zipNames = record.zip ? zipPictureNames(record.zip) : new Map<string, string>();
    const applied = await db.transaction(async (tx) => {
      refuseUnless(await lockImport(tx, record.id), 'checked', true);
      // The file's products that exist, locked in id order before the plan reads them and the
      // upserts write them (two imports, or an import and a bulk action: no deadlock).
      await lockProducts(tx, storefrontId, { slugs: [...new Set(parsed.rows.map((r) => r.slug))] });
      const plan = await planUpload(tx, storefrontId, parsed.rows, zipNames, zipUrls);
      // The catalogue may have changed since the dry run: the same checks, again.
      if (plan.problems.length)
        throw invalidData(IMPORT_MESSAGES.refused, problemErrors(plan.problems));
      const images = await writePlan(tx, storefrontId, plan, (done, total) =>
        running.set(record.id, { phase: 'writing', done, total }),
      );
      const counts = { created: plan.created, updated: plan.updated, unchanged: plan.unchanged };
      const change = { storefrontId, actor, action: 'catalogue.import', subject: `${record.id}` };
      await recordAudit(tx, { ...change, after: { file: record.fileName, ...counts } });
      return updateImport(tx, record.id, {
        status: 'applied',
        ...counts,
        beforeImage: images.before,
        afterImage: images.after,
        appliedAt: new Date(),
      });
    });
    return toDetail(applied);
  } finally {
    running.delete(record.id);
  }
}

/**
 * Puts the rows an import touched back as they were, unless a newer change (another import, a
 * bulk edit, the product editor, an order's stock) touched any of them since: then 409.
 */
export async function rollbackImport(
  db: Database,
  storefrontId: number,
  importId: number,
  actor: AuditActor,
): Promise<CatalogueImportDetail> {
  const record = await storedImport(db, storefrontId, importId);
  refuseUnless(record, 'applied');
  const rolledBack = await db.transaction(async (tx) => {
    const locked = await lockImport(tx, record.id);
    refuseUnless(locked, 'applied');
    const after = locked.afterImage as RowsImage;
    // Locked in id order before they are compared and restored (no deadlock, no change between).
    await lockProducts(tx, storefrontId, { ids: idsOf(after).products });
    if (!isDeepStrictEqual(await imageOf(tx, idsOf(after)), after))
      throw new AppError('conflict', IMPORT_MESSAGES.newerChange);
    await restoreImage(tx, storefrontId, locked.beforeImage as RowsImage);
    const change = { storefrontId, actor, action: 'catalogue.rollback', subject: `${record.id}` };
    await recordAudit(tx, { ...change, before: { file: record.fileName } });
    return updateImport(tx, record.id, { status: 'rolled_back', rolledBackAt: new Date() });
  });
  return toDetail(rolledBack);
}
