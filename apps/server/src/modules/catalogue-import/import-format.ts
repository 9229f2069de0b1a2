import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_KEY,
  CATALOGUE_IMPORT_LIMITS,
  COLOUR_COLUMNS,
  dollarsToCents,
  HexColor,
  PICTURE_TYPES,
  PRODUCT_COLUMNS,
  ProductInput,
  ProductSizeInput,
  ProductSlug,
  ProductVariantInput,
  StockQuantity,
  WeightGrams,
  type CatalogueCsvColumn,
  type ImportProblem,
  type PictureType,
} from '@storefront/contracts';
import type { z } from 'zod';
import { csvRecords, CsvSyntaxError } from '../../lib/csv-records.ts';

/** A picture as a row names it: a URL of the store's media, or a file in the uploaded zip. */
export type PictureRef = { type: PictureType; ref: string };

/** The product's own fields, in the contract's names and units. */
export type ProductFields = {
  name: string;
  brand: string | null;
  line_name: string | null;
  status: 'draft' | 'published';
  short_description: string;
  description: string;
  copy_underneath_description: string;
  /** Category slug paths, `apparel/t-shirts`. */
  categories: string[];
  decoration_methods: string[];
  is_custom: boolean;
  is_gift_card: boolean;
  discontinued: boolean;
  disabled: boolean;
  library_approved: boolean;
  need_attention: boolean;
  start_publish_date: string | null;
  end_publish_date: string | null;
  total_cost_cents: number;
  margin_cents: number;
};
export type ColourFields = {
  primary_hex_color: string;
  secondary_hex_color: string | null;
  swatch: PictureRef | null;
  pictures: PictureRef[];
};
export type SizeFields = { price_cents: number; quantity: number; weight_grams: number };

/**
 * One size's row: its key, and the fields it sets. A field left out is not changed (its column
 * is not in the file, the cell is blank on a size row, or the bulk editor did not touch it).
 */
export type ImportRow = {
  line: number;
  slug: string;
  color: string;
  size: string;
  product: Partial<ProductFields>;
  colour: Partial<ColourFields>;
  sizeFields: Partial<SizeFields>;
};

/** The rows, every problem of their cells, and how many rows the file has. */
export type ParsedCsv = { rows: ImportRow[]; problems: ImportProblem[]; rowCount: number };

const shape = ProductInput.shape;
type Cell = { ok: true; value: unknown } | { ok: false; message: string };
const ok = (value: unknown): Cell => ({ ok: true, value });
const bad = (message: string): Cell => ({ ok: false, message });

function bySchema(schema: z.ZodType, value: unknown): Cell {
  const parsed = schema.safeParse(value);
  return parsed.success ? ok(parsed.data) : bad(parsed.error.issues[0]!.message);
}

const BOOLEAN: Record<string, boolean> = {
  true: true,
  yes: true,
  1: true,
  false: false,
  no: false,
  0: false,
};

function booleanCell(text: string, fallback: boolean): Cell {
  if (!text) return ok(fallback);
  const value = BOOLEAN[text.toLowerCase()];
  return value === undefined ? bad('Enter true or false.') : ok(value);
}

function dollarsCell(text: string, schema: z.ZodType): Cell {
  const cents = dollarsToCents(text);
  return cents === null ? bad('Enter dollars such as 12.50.') : bySchema(schema, cents);
}

function wholeCell(text: string, schema: z.ZodType): Cell {
  return /^-?\d{1,9}$/.test(text) ? bySchema(schema, Number(text)) : bad('Enter a whole number.');
}

const list = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

function categoriesCell(text: string): Cell {
  const paths = list(text);
  for (const path of paths) {
    if (!path.split('/').every((slug) => ProductSlug.safeParse(slug).success))
      return bad(`“${path}” is not a category path such as apparel/t-shirts.`);
  }
  return ok(paths);
}

function pictureCell(text: string): Cell {
  const refs: PictureRef[] = [];
  for (const item of list(text)) {
    const at = item.indexOf(':');
    const type = item.slice(0, at) as PictureType;
    const ref = item.slice(at + 1).trim();
    if (at < 0 || !PICTURE_TYPES.includes(type) || !ref)
      return bad(`“${item}” must be front:, rear: or other: and a picture.`);
    refs.push({ type, ref });
  }
  if (refs.length > 30) return bad('At most 30 pictures per colour.');
  return ok(refs);
}

function swatchCell(text: string): Cell {
  return ok(text ? { type: 'other', ref: text } : null);
}

/** Each column: its field, and how a cell's text becomes the field's value (blank included). */
const PRODUCT_CELLS: Partial<
  Record<CatalogueCsvColumn, [keyof ProductFields, (t: string) => Cell]>
> = {
  name: ['name', (t) => bySchema(shape.name, t)],
  brand: ['brand', (t) => bySchema(shape.brand, t)],
  line_name: ['line_name', (t) => bySchema(shape.line_name, t)],
  status: ['status', (t) => bySchema(shape.status, t || undefined)],
  short_description: ['short_description', (t) => bySchema(shape.short_description, t)],
  description: ['description', (t) => bySchema(shape.description, t)],
  copy_underneath_description: [
    'copy_underneath_description',
    (t) => bySchema(shape.copy_underneath_description, t),
  ],
  categories: ['categories', categoriesCell],
  decoration_methods: ['decoration_methods', (t) => bySchema(shape.decoration_methods, list(t))],
  custom: ['is_custom', (t) => booleanCell(t, false)],
  gift_card: ['is_gift_card', (t) => booleanCell(t, false)],
  discontinued: ['discontinued', (t) => booleanCell(t, false)],
  disabled: ['disabled', (t) => booleanCell(t, false)],
  library_approved: ['library_approved', (t) => booleanCell(t, true)],
  needs_attention: ['need_attention', (t) => booleanCell(t, false)],
  start_publish_date: ['start_publish_date', (t) => bySchema(shape.start_publish_date, t || null)],
  end_publish_date: ['end_publish_date', (t) => bySchema(shape.end_publish_date, t || null)],
  total_cost: ['total_cost_cents', (t) => (t ? dollarsCell(t, shape.total_cost_cents) : ok(0))],
  margin: ['margin_cents', (t) => (t ? dollarsCell(t, shape.margin_cents) : ok(0))],
};
const COLOUR_CELLS: Partial<Record<CatalogueCsvColumn, [keyof ColourFields, (t: string) => Cell]>> =
  {
    primary_hex: ['primary_hex_color', (t) => bySchema(HexColor, t)],
    secondary_hex: ['secondary_hex_color', (t) => (t ? bySchema(HexColor, t) : ok(null))],
    swatch: ['swatch', swatchCell],
    pictures: ['pictures', pictureCell],
  };
/** Size cells: blank leaves an existing size's value (a new size then lacks it). */
const SIZE_CELLS: Partial<Record<CatalogueCsvColumn, [keyof SizeFields, (t: string) => Cell]>> = {
  price: ['price_cents', (t) => dollarsCell(t, ProductSizeInput.shape.price_cents)],
  stock: ['quantity', (t) => wholeCell(t, StockQuantity)],
  weight_grams: ['weight_grams', (t) => wholeCell(t, WeightGrams)],
};

type Header = Map<CatalogueCsvColumn, number>;

function readHeader(fields: string[], problems: ImportProblem[]): Header {
  const header: Header = new Map();
  fields.forEach((field, at) => {
    const name = field.trim().toLowerCase() as CatalogueCsvColumn;
    if (!CATALOGUE_CSV_COLUMNS.includes(name))
      problems.push({ line: 1, column: field, message: `Unknown column “${field}”.` });
    else if (header.has(name))
      problems.push({ line: 1, column: name, message: 'This column is listed twice.' });
    else header.set(name, at);
  });
  for (const key of CATALOGUE_CSV_KEY)
    if (!header.has(key))
      problems.push({ line: 1, column: key, message: `The file needs a ${key} column.` });
  return header;
}

/** The first row of each product and of each colour: later rows may only repeat it. */
type Firsts = Map<string, { line: number; cells: Map<CatalogueCsvColumn, string> }>;

/**
 * A row's cells of one group: on the group's first row they set the fields; on a later row each
 * must be blank or repeat the first row's.
 */
function readGroup<F>(
  cells: Map<CatalogueCsvColumn, string>,
  columns: readonly CatalogueCsvColumn[],
  readers: Partial<Record<CatalogueCsvColumn, [keyof F, (t: string) => Cell]>>,
  firsts: Firsts,
  groupKey: string,
  line: number,
  problems: ImportProblem[],
): Partial<F> {
  const first = firsts.get(groupKey);
  if (first) {
    for (const column of columns) {
      const text = cells.get(column);
      if (text && text !== first.cells.get(column))
        problems.push({
          line,
          column,
          message: `Differs from line ${first.line}; leave it blank or repeat it.`,
        });
    }
    return {};
  }
  firsts.set(groupKey, { line, cells });
  const fields: Partial<F> = {};
  for (const [column, text] of cells) {
    const reader = readers[column];
    if (!reader) continue;
    const cell = reader[1](text);
    if (cell.ok) fields[reader[0]] = cell.value as F[keyof F];
    else problems.push({ line, column, message: cell.message });
  }
  return fields;
}

function readSize(cells: Map<CatalogueCsvColumn, string>, line: number, problems: ImportProblem[]) {
  const fields: Partial<SizeFields> = {};
  for (const [column, [field, read]] of Object.entries(SIZE_CELLS)) {
    const text = cells.get(column as CatalogueCsvColumn);
    if (!text) continue;
    const cell = read(text);
    if (cell.ok) fields[field] = cell.value as number;
    else problems.push({ line, column, message: cell.message });
  }
  return fields;
}

/** The key cells, each checked as the editor checks it. */
function readKey(cells: Map<CatalogueCsvColumn, string>, line: number, problems: ImportProblem[]) {
  const checks: [CatalogueCsvColumn, z.ZodType][] = [
    ['slug', ProductSlug],
    ['colour', ProductVariantInput.shape.color],
    ['size', ProductSizeInput.shape.size],
  ];
  const key: string[] = [];
  for (const [column, schema] of checks) {
    const cell = bySchema(schema, cells.get(column) ?? '');
    if (cell.ok) key.push(cell.value as string);
    else problems.push({ line, column, message: cell.message });
  }
  return key.length === 3 ? (key as [string, string, string]) : null;
}

/**
 * Reads a catalogue CSV into rows, with every problem a cell has on its own (the catalogue's
 * state is checked later, by the plan). Cells are trimmed.
 */
export function parseCatalogueCsv(text: string): ParsedCsv {
  const problems: ImportProblem[] = [];
  let records;
  try {
    records = csvRecords(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return {
      rows: [],
      problems: [{ line: error.line, column: '', message: error.problem }],
      rowCount: 0,
    };
  }
  const [head, ...body] = records;
  if (!head)
    return {
      rows: [],
      problems: [{ line: 1, column: '', message: 'The file is empty.' }],
      rowCount: 0,
    };
  const header = readHeader(head.fields, problems);
  if (problems.length) return { rows: [], problems, rowCount: body.length };
  if (!body.length) problems.push({ line: 2, column: '', message: 'The file has no rows.' });
  if (body.length > CATALOGUE_IMPORT_LIMITS.maxRows)
    return {
      rows: [],
      problems: [
        { line: 0, column: '', message: `At most ${CATALOGUE_IMPORT_LIMITS.maxRows} rows a file.` },
      ],
      rowCount: body.length,
    };
  const productFirsts: Firsts = new Map();
  const colourFirsts: Firsts = new Map();
  const keys = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const { line, fields } of body) {
    const cells = new Map([...header].map(([column, at]) => [column, (fields[at] ?? '').trim()]));
    const key = readKey(cells, line, problems);
    if (!key) continue;
    const [slug, color, size] = key;
    const id = `${slug}\n${color.toLowerCase()}\n${size.toLowerCase()}`;
    const twice = keys.get(id);
    if (twice) {
      problems.push({
        line,
        column: 'size',
        message: `This size is listed twice (line ${twice}).`,
      });
      continue;
    }
    keys.set(id, line);
    const colourKey = `${slug}\n${color.toLowerCase()}`;
    rows.push({
      line,
      slug,
      color,
      size,
      product: readGroup(
        cells,
        PRODUCT_COLUMNS,
        PRODUCT_CELLS,
        productFirsts,
        slug,
        line,
        problems,
      ),
      colour: readGroup(
        cells,
        COLOUR_COLUMNS,
        COLOUR_CELLS,
        colourFirsts,
        colourKey,
        line,
        problems,
      ),
      sizeFields: readSize(cells, line, problems),
    });
  }
  return { rows, problems, rowCount: body.length };
}
