import { z } from 'zod';
import { pagedResponse, StorefrontParams } from './catalog.ts';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { PRODUCT_STATUSES, PriceCents, ProductStatus, StockQuantity } from './product-editor.ts';
import { Id, IdParam, requestText } from './request.ts';

/*
 * The catalogue CSV (decision 0020): one row per size; product columns on a product's first row
 * (blank or equal on its other rows), colour columns on a colour's first row, then the size's.
 * A row is keyed by slug + colour + size.
 */

export const PRODUCT_COLUMNS = [
  'slug',
  'name',
  'brand',
  'line_name',
  'status',
  'short_description',
  'description',
  'copy_underneath_description',
  'categories',
  'decoration_methods',
  'custom',
  'gift_card',
  'discontinued',
  'disabled',
  'library_approved',
  'needs_attention',
  'start_publish_date',
  'end_publish_date',
  'total_cost',
  'margin',
] as const;
export const COLOUR_COLUMNS = [
  'colour',
  'primary_hex',
  'secondary_hex',
  'swatch',
  'pictures',
] as const;
export const SIZE_COLUMNS = ['size', 'price', 'stock', 'weight_grams'] as const;
export const CATALOGUE_CSV_COLUMNS = [...PRODUCT_COLUMNS, ...COLOUR_COLUMNS, ...SIZE_COLUMNS];
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** The columns every file must have: the key. */
export const CATALOGUE_CSV_KEY = ['slug', 'colour', 'size'] as const;

/** What one import may carry. */
export const CATALOGUE_IMPORT_LIMITS = {
  csvField: 'file',
  zipField: 'pictures',
  csvMaxBytes: 20 * 1024 * 1024,
  zipMaxBytes: 200 * 1024 * 1024,
  zipMaxEntries: 2_000,
  pictureMaxBytes: IMAGE_MAX_BYTES,
  maxRows: 20_000,
} as const;

export const ImportProblem = z.object({
  /** The file's line (the header is line 1); 0 for the file as a whole. */
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const IMPORT_STATUSES = ['checked', 'refused', 'applied', 'rolled_back'] as const;
export const IMPORT_KINDS = ['csv', 'bulk_edit'] as const;

export const CatalogueImport = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  actor_email: z.string(),
  row_count: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problem_count: z.number().int(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  rolled_back_at: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof CatalogueImport>;

/** While an apply runs in this instance: how far it got. */
export const ImportProgress = z.object({
  phase: z.enum(['pictures', 'writing']),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgress>;

/** One import with every problem of its dry run (capped only by the file's row limit). */
export const CatalogueImportDetail = CatalogueImport.extend({
  problems: z.array(ImportProblem),
  progress: ImportProgress.nullable(),
});
export type CatalogueImportDetail = z.infer<typeof CatalogueImportDetail>;

export const CatalogueImportResponse = z.object({ data: CatalogueImportDetail });
export const CatalogueImportListResponse = pagedResponse(CatalogueImport);
export const CatalogueImportListQuery = z.object({
  rows: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const CatalogueImportParams = StorefrontParams.extend({ importId: IdParam });

export const IMPORT_MESSAGES = {
  missingCsv: 'Choose a CSV file to import.',
  notFound: 'No such import in this store.',
  refused: 'This import has problems; fix the file and upload it again.',
  alreadyApplied: 'This import was applied already.',
  notApplied: 'Only an applied import can be rolled back.',
  newerChange:
    'A newer change (an import, a bulk edit or the product editor) touched the same products; roll that back or edit the products instead.',
  running: 'This import is being applied.',
} as const;

/* ---------- Bulk editor ---------- */

export const BulkEditQuery = z.object({
  search: requestText().trim().max(200).optional(),
  category: requestText().trim().max(120).optional(),
  rows: z.coerce.number().int().min(1).max(200).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type BulkEditQuery = z.infer<typeof BulkEditQuery>;

/** One size of one colour of one product, as the grid shows it. */
export const BulkEditRow = z.object({
  size_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  price_cents: z.number().int(),
  quantity: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  start_publish_date: z.string().nullable(),
  end_publish_date: z.string().nullable(),
});
export type BulkEditRow = z.infer<typeof BulkEditRow>;
export const BulkEditRowsResponse = pagedResponse(BulkEditRow);

const PublishDate = z.iso
  .datetime({ offset: true, error: 'Enter a date and time.' })
  .nullable()
  .optional();

/** One row's changed cells; a field left out is not changed. */
export const BulkEditChange = z.object({
  size_id: Id,
  price_cents: PriceCents.optional(),
  quantity: StockQuantity.optional(),
  status: ProductStatus.optional(),
  start_publish_date: PublishDate,
  end_publish_date: PublishDate,
});
export type BulkEditChange = z.infer<typeof BulkEditChange>;
export const BulkEditInput = z.object({
  changes: z.array(BulkEditChange).min(1, 'Change at least one cell.').max(5_000),
});
export type BulkEditInput = z.infer<typeof BulkEditInput>;
