import { isDeepStrictEqual } from 'node:util';
import {
  ProductInput,
  StoreMediaUrl,
  type CatalogueCsvColumn,
  type ImportProblem,
} from '@storefront/contracts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type {
  ColourFields,
  ImportRow,
  PictureRef,
  ProductFields,
  SizeFields,
} from './import-format.ts';
import type { SizeRow, StoredProduct, VariantRow } from './import.queries.ts';

/** Where a row's picture is: a URL to store, or why it cannot be used. */
export type PictureLookup = (
  ref: string,
  kept: Set<string>,
) => { url: string } | { problem: string };

export type PlannedSize = {
  id?: number;
  size: string;
  fields: SizeFields;
  line: number | null;
  changed: boolean;
};
export type PlannedColour = {
  row?: VariantRow;
  color: string;
  fields: ColourFields;
  /** Pictures by their stored URL. */
  images: { type: string; full_path: string }[];
  swatchUrl: string | null;
  line: number | null;
  changed: boolean;
  sizes: PlannedSize[];
};
export type PlannedProduct = {
  stored: StoredProduct | null;
  slug: string;
  fields: ProductFields;
  categoryIds: number[];
  line: number;
  changed: boolean;
  colours: PlannedColour[];
};

export type Plan = {
  products: PlannedProduct[];
  problems: ImportProblem[];
  created: number;
  updated: number;
  unchanged: number;
};

/** Categories by their slug path (`apparel/t-shirts`), and each id's path. */
export type CategoryPaths = { idOf: Map<string, number>; pathOf: Map<number, string> };

export function categoryPaths(rows: { id: number; parentId: number | null; slug: string }[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = new Map<number, string>();
  const path = (id: number, depth = 0): string => {
    const row = byId.get(id)!;
    const parent = row.parentId && depth < 10 ? byId.get(row.parentId) : undefined;
    return parent ? `${path(parent.id, depth + 1)}/${row.slug}` : row.slug;
  };
  for (const row of rows) pathOf.set(row.id, path(row.id));
  return { idOf: new Map([...pathOf].map(([id, p]) => [p, id])), pathOf } satisfies CategoryPaths;
}

const PICTURE_TYPE_OF: Record<string, PictureRef['type']> = {
  frontImage: 'front',
  rearImage: 'rear',
};
export const pictureTypeOf = (stored: string) => PICTURE_TYPE_OF[stored] ?? 'other';
const storedTypeOf = (type: PictureRef['type']) => `${type}Image`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A product's fields as they are stored, in the contract's names and units. */
export function storedFields(product: StoredProduct, paths: CategoryPaths): ProductFields {
  const row = product.row;
  return {
    name: row.name,
    brand: row.brand,
    line_name: row.lineName,
    status: row.status as ProductFields['status'],
    short_description: row.shortDescription,
    description: row.description,
    copy_underneath_description: row.copyUnderneathDescription,
    categories: product.categoryIds.map((id) => paths.pathOf.get(id)!).filter(Boolean),
    decoration_methods: row.decorationMethods.map((method) => method.name),
    is_custom: row.isCustom,
    is_gift_card: row.isGiftCard,
    discontinued: row.discontinued,
    disabled: row.disabled,
    library_approved: row.libraryApproved,
    need_attention: row.needAttention > 0,
    start_publish_date: iso(row.startPublishDate),
    end_publish_date: iso(row.endPublishDate),
    total_cost_cents: row.totalCost,
    margin_cents: row.margin,
  };
}

export function storedColour(row: VariantRow): ColourFields {
  return {
    primary_hex_color: row.primaryHexColor,
    secondary_hex_color: row.secondaryHexColor,
    swatch: row.swatchUrl ? { type: 'other', ref: row.swatchUrl } : null,
    pictures: row.images.map((image) => ({
      type: pictureTypeOf(image.type),
      ref: image.full_path,
    })),
  };
}

const storedSize = (row: SizeRow): SizeFields => ({
  price_cents: row.price,
  quantity: row.quantity,
  weight_grams: row.weightGrams,
});

const NEW_PRODUCT: ProductFields = {
  name: '',
  brand: null,
  line_name: null,
  status: 'draft',
  short_description: '',
  description: '',
  copy_underneath_description: '',
  categories: [],
  decoration_methods: [],
  is_custom: false,
  is_gift_card: false,
  discontinued: false,
  disabled: false,
  library_approved: true,
  need_attention: false,
  start_publish_date: null,
  end_publish_date: null,
  total_cost_cents: 0,
  margin_cents: 0,
};
const NEW_COLOUR: ColourFields = {
  primary_hex_color: '',
  secondary_hex_color: null,
  swatch: null,
  pictures: [],
};

/** Dates as the database gives them back; rich text as the editor keeps it (sanitised). */
function normalise(fields: ProductFields): ProductFields {
  const date = (text: string | null) => (text ? new Date(text).toISOString() : null);
  const bullets = fields.description.trimStart().startsWith('[');
  return {
    ...fields,
    start_publish_date: date(fields.start_publish_date),
    end_publish_date: date(fields.end_publish_date),
    description: bullets ? fields.description : sanitizeHtml(fields.description),
    copy_underneath_description: sanitizeHtml(fields.copy_underneath_description),
  };
}

/** The column a field of the contract's ProductInput is written in. */
const COLUMN_OF: Record<string, CatalogueCsvColumn> = {
  is_custom: 'custom',
  is_gift_card: 'gift_card',
  need_attention: 'needs_attention',
  total_cost_cents: 'total_cost',
  margin_cents: 'margin',
  category_ids: 'categories',
  color: 'colour',
  primary_hex_color: 'primary_hex',
  secondary_hex_color: 'secondary_hex',
  price_cents: 'price',
  quantity: 'stock',
};
const columnOf = (field: unknown) => COLUMN_OF[String(field)] ?? String(field);

type Group = { slug: string; rows: ImportRow[] };

function groupBySlug(rows: ImportRow[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const group = groups.get(row.slug) ?? { slug: row.slug, rows: [] };
    group.rows.push(row);
    groups.set(row.slug, group);
  }
  return [...groups.values()];
}

type Context = { paths: CategoryPaths; lookup: PictureLookup; problems: ImportProblem[] };

/** The colours and sizes a product will have: what it has, with the file's rows over them. */
function planColours(
  stored: StoredProduct | null,
  rows: ImportRow[],
  ctx: Context,
): PlannedColour[] {
  const colours = (stored?.variants ?? []).map((v): PlannedColour => ({
    row: v.row,
    color: v.row.color,
    fields: storedColour(v.row),
    images: v.row.images,
    swatchUrl: v.row.swatchUrl,
    line: null,
    changed: false,
    sizes: v.sizes.map((s) => ({
      id: s.id,
      size: s.size,
      fields: storedSize(s),
      line: null,
      changed: false,
    })),
  }));
  for (const row of rows) {
    let colour = colours.find((c) => c.color.toLowerCase() === row.color.toLowerCase());
    if (!colour) {
      colour = {
        color: row.color,
        fields: { ...NEW_COLOUR },
        images: [],
        swatchUrl: null,
        line: row.line,
        changed: true,
        sizes: [],
      };
      colours.push(colour);
    }
    if (Object.keys(row.colour).length) applyColour(colour, row, ctx);
    let size = colour.sizes.find((s) => s.size.toLowerCase() === row.size.toLowerCase());
    if (!size) {
      size = { size: row.size, fields: {} as SizeFields, line: row.line, changed: true };
      colour.sizes.push(size);
    }
    const fields = { ...size.fields, ...row.sizeFields };
    size.changed ||= !isDeepStrictEqual(fields, size.fields);
    size.fields = fields;
    size.line = row.line;
  }
  return colours;
}

function applyColour(colour: PlannedColour, row: ImportRow, ctx: Context) {
  const fields = { ...colour.fields, ...row.colour };
  colour.line = row.line;
  const kept = new Set([
    ...colour.images.map((i) => i.full_path),
    ...(colour.swatchUrl ? [colour.swatchUrl] : []),
  ]);
  const resolve = (ref: PictureRef, column: CatalogueCsvColumn) => {
    const found = ctx.lookup(ref.ref, kept);
    if ('url' in found) return found.url;
    ctx.problems.push({ line: row.line, column, message: found.problem });
    return null;
  };
  if (row.colour.pictures) {
    const images = row.colour.pictures.map((ref) => ({
      type: storedTypeOf(ref.type),
      full_path: resolve(ref, 'pictures') ?? '',
    }));
    colour.changed ||= !isDeepStrictEqual(images, colour.images);
    colour.images = images;
  }
  if (row.colour.swatch !== undefined) {
    const swatchUrl = row.colour.swatch ? resolve(row.colour.swatch, 'swatch') : null;
    colour.changed ||= swatchUrl !== colour.swatchUrl;
    colour.swatchUrl = swatchUrl;
  }
  const { pictures: _p, swatch: _s, ...before } = colour.fields;
  const { pictures: _q, swatch: _t, ...after } = fields;
  colour.changed ||= !isDeepStrictEqual(before, after);
  colour.fields = fields;
}

/**
 * Checks the merged product as the editor checks a save (the contract's ProductInput), and
 * names each problem by the line and column it comes from.
 */
function checkProduct(product: PlannedProduct, ctx: Context) {
  const parsed = ProductInput.safeParse({
    ...product.fields,
    slug: product.slug,
    category_ids: product.categoryIds,
    variants: product.colours.map((c) => ({
      color: c.color,
      primary_hex_color: c.fields.primary_hex_color,
      secondary_hex_color: c.fields.secondary_hex_color,
      sizes: c.sizes.map((s) => ({ size: s.size, ...s.fields })),
    })),
  });
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const [field, v, sub, s, sizeField] = issue.path;
    const colour = field === 'variants' && typeof v === 'number' ? product.colours[v] : undefined;
    const size = sub === 'sizes' && typeof s === 'number' ? colour?.sizes[s] : undefined;
    const line = size?.line ?? colour?.line ?? product.line;
    const column = size
      ? columnOf(sizeField ?? 'size')
      : colour
        ? columnOf(sub ?? 'colour')
        : columnOf(field ?? 'slug');
    ctx.problems.push({ line, column, message: issue.message });
  }
}

function planProduct(group: Group, stored: StoredProduct | null, ctx: Context): PlannedProduct {
  const first = group.rows[0]!;
  const before = stored ? storedFields(stored, ctx.paths) : NEW_PRODUCT;
  const fields = normalise({ ...before, ...first.product });
  const categoryIds: number[] = [];
  for (const path of fields.categories) {
    const id = ctx.paths.idOf.get(path);
    if (id) categoryIds.push(id);
    else
      ctx.problems.push({
        line: first.line,
        column: 'categories',
        message: `No category ${path} in this store.`,
      });
  }
  const product: PlannedProduct = {
    stored,
    slug: group.slug,
    fields,
    categoryIds,
    line: first.line,
    changed: !stored || !isDeepStrictEqual(fields, normalise(before)),
    colours: planColours(stored, group.rows, ctx),
  };
  checkProduct(product, ctx);
  return product;
}

/** Counts each row: created (a new size), updated (its size, colour or product changes), unchanged. */
function countRows(products: PlannedProduct[]) {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const product of products) {
    for (const colour of product.colours) {
      for (const size of colour.sizes) {
        if (size.line === null) continue;
        if (size.id === undefined) counts.created += 1;
        else if (
          size.changed ||
          (colour.changed && colour.line === size.line) ||
          (product.changed && product.line === size.line)
        )
          counts.updated += 1;
        else counts.unchanged += 1;
      }
    }
  }
  return counts;
}

/** What applying `rows` to the store's products would do, and every problem it would meet. */
export function planImport(
  rows: ImportRow[],
  stored: Map<string, StoredProduct>,
  paths: CategoryPaths,
  lookup: PictureLookup,
): Plan {
  const ctx: Context = { paths, lookup, problems: [] };
  const products = groupBySlug(rows).map((group) =>
    planProduct(group, stored.get(group.slug) ?? null, ctx),
  );
  ctx.problems.sort((a, b) => a.line - b.line);
  return { products, problems: ctx.problems, ...countRows(products) };
}

/**
 * Pictures a file may name: one the colour has already (kept as it is), a URL of the store's
 * own media, or a file of the uploaded zip (`zipUrls` once stored; in a dry run, its name only).
 * Never a URL of another host: nothing is ever fetched.
 */
export function pictureLookup(
  ownHashes: Set<string>,
  zipNames: Set<string>,
  zipUrls: Map<string, string>,
): PictureLookup {
  return (ref, kept) => {
    if (kept.has(ref)) return { url: ref };
    if (ref.startsWith('/') || /^[a-z]+:/i.test(ref)) {
      const url = StoreMediaUrl.safeParse(ref);
      if (!url.success) return { problem: url.error.issues[0]!.message };
      const hash = url.data.slice('/uploads/'.length, '/uploads/'.length + 64);
      return ownHashes.has(hash)
        ? { url: url.data }
        : { problem: `${ref} is not in the store’s media.` };
    }
    if (!zipNames.has(ref))
      return {
        problem: zipNames.size
          ? `No file “${ref}” in the uploaded zip.`
          : `Upload a zip with “${ref}”, or use a picture of the store’s media.`,
      };
    return { url: zipUrls.get(ref) ?? `zip:${ref}` };
  };
}
