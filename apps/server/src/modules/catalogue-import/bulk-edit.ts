import {
  centsToDollars,
  IMPORT_MESSAGES,
  pageMeta,
  type BulkEditChange,
  type BulkEditQuery,
  type BulkEditRow,
  type CatalogueImportDetail,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { invalidData } from '../../lib/errors.ts';
import type { AuditActor } from '../audit/index.ts';
import type { MediaDeps } from '../media/index.ts';
import { categoryPaths } from './import-plan.ts';
import { applyImport, checkImport } from './import.service.ts';
import { listSizeRows, loadCategories } from './import.queries.ts';

type SizeRow = Awaited<ReturnType<typeof listSizeRows>>['items'][number];

const toRow = (row: SizeRow): BulkEditRow => ({
  size_id: row.sizeId,
  slug: row.slug,
  name: row.name,
  color: row.color,
  size: row.size,
  price_cents: row.price,
  quantity: row.quantity,
  status: row.status as BulkEditRow['status'],
  start_publish_date: row.startPublishDate?.toISOString() ?? null,
  end_publish_date: row.endPublishDate?.toISOString() ?? null,
});

/** A category and everything under it, by the category's slug. */
async function categoryAndBelow(db: Database, storefrontId: number, slug: string) {
  const paths = categoryPaths(await loadCategories(db, storefrontId));
  const root = [...paths.pathOf].find(([, path]) => path.split('/').at(-1) === slug)?.[1];
  if (!root) return [];
  return [...paths.pathOf]
    .filter(([, path]) => path === root || path.startsWith(`${root}/`))
    .map(([id]) => id);
}

/** The grid's rows: one per size, filtered by product name or slug and category, paged. */
export async function listBulkEditRows(db: Database, storefrontId: number, query: BulkEditQuery) {
  const categoryIds = query.category
    ? await categoryAndBelow(db, storefrontId, query.category)
    : undefined;
  const filter = { search: query.search, categoryIds };
  const { items, total } = await listSizeRows(db, storefrontId, filter, query.page, query.rows);
  return { data: items.map(toRow), total, ...pageMeta(total, query.page, query.rows) };
}

const COLUMNS = ['slug', 'colour', 'size', 'status', 'start_publish_date', 'end_publish_date'];
/** The CSV column of each field a change may carry, and back. */
export const FIELD_OF: Record<string, keyof BulkEditChange> = {
  price: 'price_cents',
  stock: 'quantity',
  status: 'status',
  start_publish_date: 'start_publish_date',
  end_publish_date: 'end_publish_date',
};

/**
 * The change set as a catalogue CSV, one row per changed size in the order given: only the
 * changed sizes' cells, and each product's status and dates (changed, else as they are).
 */
function changeSetCsv(changes: BulkEditChange[], current: Map<number, BulkEditRow>): string {
  const product = new Map<string, Partial<BulkEditChange>>();
  for (const change of changes) {
    const slug = current.get(change.size_id)!.slug;
    const own = Object.fromEntries(
      (['status', 'start_publish_date', 'end_publish_date'] as const)
        .filter((field) => change[field] !== undefined)
        .map((field) => [field, change[field]]),
    );
    product.set(slug, { ...own, ...product.get(slug) });
  }
  const rows = changes.map((change) => {
    const row = current.get(change.size_id)!;
    const p = { ...row, ...product.get(row.slug), ...strip(change) };
    return [
      row.slug,
      row.color,
      row.size,
      p.status,
      p.start_publish_date ?? '',
      p.end_publish_date ?? '',
      change.price_cents === undefined ? '' : centsToDollars(change.price_cents),
      change.quantity === undefined ? '' : String(change.quantity),
    ];
  });
  return stringify([[...COLUMNS, 'price', 'stock'], ...rows]);
}

const strip = (change: BulkEditChange) =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));

/**
 * Saves the grid's changed cells through the import's own path (dry run, then apply), so they
 * are checked the same, kept in the import history and can be rolled back. A refusal names
 * each problem by change and field: `changes.<n>.<field>`.
 */
export async function saveBulkEdit(
  media: MediaDeps,
  storefrontId: number,
  changes: BulkEditChange[],
  actor: AuditActor,
): Promise<CatalogueImportDetail> {
  const { db } = media;
  const ids = [...new Set(changes.map((change) => change.size_id))];
  const found = await listSizeRows(db, storefrontId, { sizeIds: ids }, 1, ids.length);
  const current = new Map(found.items.map((row) => [row.sizeId, toRow(row)]));
  const unknown = changes.findIndex((change) => !current.has(change.size_id));
  if (unknown >= 0)
    throw invalidData('No such size in this store.', {
      [`changes.${unknown}.size_id`]: ['No such size in this store.'],
    });
  const csv = changeSetCsv(changes, current);
  const upload = { csv, fileName: 'Bulk edit', zip: null, kind: 'bulk_edit' as const };
  const checked = await checkImport(db, storefrontId, upload, actor);
  if (checked.status === 'refused') {
    const errors: Record<string, string[]> = {};
    for (const p of checked.problems) {
      const key = `changes.${p.line - 2}.${FIELD_OF[p.column] ?? 'size_id'}`;
      errors[key] = [...(errors[key] ?? []), p.message];
    }
    throw invalidData(IMPORT_MESSAGES.refused, errors);
  }
  return applyImport(media, storefrontId, checked.id, actor);
}
