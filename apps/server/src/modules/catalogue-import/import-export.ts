import { Readable } from 'node:stream';
import {
  CATALOGUE_CSV_COLUMNS,
  centsToDollars,
  type CatalogueCsvColumn,
  type ImportProblem,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { csvRecords, spreadsheetSafe } from '../../lib/csv-records.ts';
import { storedColour, storedFields, categoryPaths, type CategoryPaths } from './import-plan.ts';
import type { PictureRef } from './import-format.ts';
import {
  loadCategories,
  loadProductsById,
  productIdsAfter,
  type StoredProduct,
} from './import.queries.ts';

type CsvRow = Partial<Record<CatalogueCsvColumn, string>>;

const PAGE = 200;
const pictures = (refs: PictureRef[]) => refs.map((p) => `${p.type}:${p.ref}`).join('|');

/** A product's rows: product columns on its first row, colour columns on each colour's first. */
function productRows(product: StoredProduct, paths: CategoryPaths): CsvRow[] {
  const f = storedFields(product, paths);
  const head: CsvRow = {
    slug: product.row.slug,
    name: f.name,
    brand: f.brand ?? '',
    line_name: f.line_name ?? '',
    status: f.status,
    short_description: f.short_description,
    description: f.description,
    copy_underneath_description: f.copy_underneath_description,
    categories: f.categories.join('|'),
    decoration_methods: f.decoration_methods.join('|'),
    custom: String(f.is_custom),
    gift_card: String(f.is_gift_card),
    discontinued: String(f.discontinued),
    disabled: String(f.disabled),
    library_approved: String(f.library_approved),
    needs_attention: String(f.need_attention),
    start_publish_date: f.start_publish_date ?? '',
    end_publish_date: f.end_publish_date ?? '',
    total_cost: centsToDollars(f.total_cost_cents),
    margin: centsToDollars(f.margin_cents),
  };
  const rows: CsvRow[] = [];
  for (const variant of product.variants) {
    const colour = storedColour(variant.row);
    const colourHead: CsvRow = {
      primary_hex: colour.primary_hex_color,
      secondary_hex: colour.secondary_hex_color ?? '',
      swatch: colour.swatch?.ref ?? '',
      pictures: pictures(colour.pictures),
    };
    variant.sizes.forEach((size, i) => {
      rows.push({
        ...(rows.length ? { slug: product.row.slug } : head),
        colour: variant.row.color,
        ...(i ? {} : colourHead),
        size: size.size,
        price: centsToDollars(size.price),
        stock: String(size.quantity),
        weight_grams: String(size.weightGrams),
      });
    });
  }
  return rows;
}

async function* exportRows(db: Database, storefrontId: number) {
  const paths = categoryPaths(await loadCategories(db, storefrontId));
  let after = 0;
  for (;;) {
    const ids = await productIdsAfter(db, storefrontId, after, PAGE);
    if (!ids.length) return;
    const products = await loadProductsById(db, ids);
    for (const id of ids) yield* productRows(products.get(id)!, paths);
    after = ids.at(-1)!;
  }
}

/** Every product of the store as the catalogue CSV, read and written a page at a time. */
export function exportCatalogueCsv(db: Database, storefrontId: number): Readable {
  return Readable.from(exportRows(db, storefrontId)).pipe(
    stringify({
      header: true,
      columns: [...CATALOGUE_CSV_COLUMNS],
      bom: true,
      cast: { string: spreadsheetSafe },
    }),
  );
}

/** The file's rows that have problems, each with its line and problems in front. */
export function errorsCsv(csv: string, problems: ImportProblem[]): string {
  const records = csvRecords(csv);
  const header = records[0]?.fields ?? [];
  const byLine = new Map<number, string[]>();
  for (const p of problems)
    byLine.set(p.line, [
      ...(byLine.get(p.line) ?? []),
      p.column ? `${p.column}: ${p.message}` : p.message,
    ]);
  const body = records.slice(1);
  const rowLines = new Set(body.map((record) => record.line));
  const fileRows = [...byLine]
    .filter(([line]) => !rowLines.has(line))
    .map(([line, messages]) => [String(line), messages.join('; ')]);
  const rows = body
    .filter((record) => byLine.has(record.line))
    .map((record) => [String(record.line), byLine.get(record.line)!.join('; '), ...record.fields]);
  return stringifySync([['line', 'problems', ...header], ...fileRows, ...rows], {
    bom: true,
    cast: { string: spreadsheetSafe },
  });
}
