import {
  centsToDollars,
  dollarsToCents as parseDollars,
  finalPriceOf,
  ProductInput,
  sortSizes,
  type EditableProduct,
  type PictureType,
} from '@storefront/contracts';

/*
 * The editor's form as the owner types it (money in dollars, dates in the browser's zone, rows
 * with keys for React), and the ProductInput it becomes: checked by the same schema as the API,
 * each problem kept under the schema's path ("variants.0.sizes.1.price_cents").
 */

export type PictureRow = { key: string; type: PictureType; url: string; alt: string };
export type SizeRow = {
  key: string;
  id?: number;
  size: string;
  price: string;
  quantity: string;
  /** The stock the editor read: the server refuses the save if an order moved it since. */
  loaded?: number;
  weight: string;
};
export type VariantRow = {
  key: string;
  id?: number;
  color: string;
  primary: string;
  secondary: string | null;
  swatch: string | null;
  pictures: PictureRow[];
  sizes: SizeRow[];
  discontinued: boolean;
  active: boolean;
};
export type GuideRow = {
  key: string;
  specification_type: string;
  sizes: { key: string; size: string; value: string }[];
};
export type FieldRow = { key: string; id?: number; label: string; is_required: boolean };

export const FLAGS = [
  'is_custom',
  'is_gift_card',
  'discontinued',
  'disabled',
  'library_approved',
  'need_attention',
] as const;
export type Flag = (typeof FLAGS)[number];

export type ProductForm = {
  name: string;
  slug: string;
  brand: string;
  line_name: string;
  short_description: string;
  descriptionMode: 'rich' | 'bullets';
  description: string;
  bullets: string[];
  copy: string;
  total_cost: string;
  margin: string;
  status: 'draft' | 'published';
  start: string;
  end: string;
  flags: Record<Flag, boolean>;
  decoration_methods: string[];
  category_ids: number[];
  warehouse_id: number | null;
  input_fields: FieldRow[];
  size_guides: GuideRow[];
  variants: VariantRow[];
};

let nextKey = 0;
/** A key for a new row, stable while the row lives (never its index: rows move). */
export const newKey = () => `row-${++nextKey}`;

/** "12.5" or "12,50" → 1250; anything else NaN, which the schema refuses as "Enter a price." */
export const dollarsToCents = (text: string) =>
  parseDollars(text, { decimalComma: true }) ?? Number.NaN;

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** An ISO instant → the value of a datetime-local input in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

export const emptySize = (size = ''): SizeRow => ({
  key: newKey(),
  size,
  price: '',
  quantity: '0',
  weight: '0',
});

export const emptyVariant = (): VariantRow => ({
  key: newKey(),
  color: '',
  primary: '#000000',
  secondary: null,
  swatch: null,
  pictures: [],
  sizes: [emptySize()],
  discontinued: false,
  active: true,
});

function bulletsOf(description: string): string[] | null {
  if (!description.trimStart().startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(description);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** The form of a saved product, or of a new one (one empty colour, published off). */
export function formOf(product: EditableProduct | null): ProductForm {
  const bullets = product ? bulletsOf(product.description) : null;
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    brand: product?.brand ?? '',
    line_name: product?.line_name ?? '',
    short_description: product?.short_description ?? '',
    descriptionMode: bullets ? 'bullets' : 'rich',
    description: bullets ? '' : (product?.description ?? ''),
    bullets: bullets ?? [''],
    copy: product?.copy_underneath_description ?? '',
    total_cost: centsToDollars(product?.total_cost_cents ?? 0),
    margin: centsToDollars(product?.margin_cents ?? 0),
    status: product?.status ?? 'draft',
    start: toLocalInput(product?.start_publish_date ?? null),
    end: toLocalInput(product?.end_publish_date ?? null),
    flags: {
      is_custom: product?.is_custom ?? false,
      is_gift_card: product?.is_gift_card ?? false,
      discontinued: product?.discontinued ?? false,
      disabled: product?.disabled ?? false,
      library_approved: product?.library_approved ?? true,
      need_attention: product?.need_attention ?? false,
    },
    decoration_methods: product?.decoration_methods ?? [],
    category_ids: product?.category_ids ?? [],
    warehouse_id: product?.warehouse_id ?? null,
    input_fields: (product?.input_fields ?? []).map((f) => ({ ...f, key: newKey() })),
    size_guides: (product?.size_guides ?? []).map((g) => ({
      key: newKey(),
      specification_type: g.specification_type,
      sizes: g.sizes.map((s) => ({ ...s, key: newKey() })),
    })),
    variants: product
      ? product.variants.map((v) => ({
          key: newKey(),
          id: v.id,
          color: v.color,
          primary: v.primary_hex_color,
          secondary: v.secondary_hex_color,
          swatch: v.swatch_url,
          pictures: v.pictures.map((p) => ({ ...p, key: newKey() })),
          sizes: sortSizes(v.sizes).map((s) => ({
            key: newKey(),
            id: s.id,
            size: s.size,
            price: centsToDollars(s.price_cents),
            quantity: String(s.quantity),
            loaded: s.quantity,
            weight: String(s.weight_grams),
          })),
          discontinued: v.discontinued,
          active: v.active,
        }))
      : [emptyVariant()],
  };
}

/** What the API is sent: ProductInput's fields, before the schema checks them. */
export function inputOf(form: ProductForm) {
  const description =
    form.descriptionMode === 'bullets'
      ? JSON.stringify(form.bullets.map((b) => b.trim()).filter(Boolean))
      : form.description;
  return {
    name: form.name,
    slug: form.slug,
    brand: form.brand,
    line_name: form.line_name,
    short_description: form.short_description,
    description,
    copy_underneath_description: form.copy,
    total_cost_cents: dollarsToCents(form.total_cost),
    margin_cents: dollarsToCents(form.margin),
    status: form.status,
    start_publish_date: toIso(form.start),
    end_publish_date: toIso(form.end),
    ...form.flags,
    decoration_methods: form.decoration_methods.map((m) => m.trim()).filter(Boolean),
    category_ids: form.category_ids,
    warehouse_id: form.warehouse_id,
    input_fields: form.input_fields.map(({ id, label, is_required }) => ({
      id,
      label,
      is_required,
    })),
    size_guides: form.size_guides.map((g) => ({
      specification_type: g.specification_type,
      sizes: g.sizes.map(({ size, value }) => ({ size, value })),
    })),
    variants: form.variants.map((v) => ({
      id: v.id,
      color: v.color,
      primary_hex_color: v.primary,
      secondary_hex_color: v.secondary,
      swatch_url: v.swatch,
      pictures: v.pictures.map(({ type, url, alt }) => ({ type, url, alt })),
      sizes: v.sizes.map((s) => ({
        id: s.id,
        size: s.size,
        price_cents: dollarsToCents(s.price),
        quantity: wholeNumber(s.quantity),
        loaded_quantity: s.loaded,
        weight_grams: wholeNumber(s.weight),
      })),
      discontinued: v.discontinued,
      active: v.active,
    })),
  };
}

export type FieldErrors = Record<string, string>;

/** The schema's verdict: the product to send, or the first problem of each field by its path. */
export function checkForm(form: ProductForm) {
  const result = ProductInput.safeParse(inputOf(form));
  if (result.success) return { product: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { product: null, errors };
}

/** The server's `{ errors: { path: [messages] } }` in the same shape. */
export const firstErrors = (errors: Record<string, string[]> = {}): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path, messages[0] ?? '']));

/** The price shoppers see: the cheapest size's, from what is typed now. */
export function finalPriceText(form: ProductForm): number | null {
  const sizes = form.variants.map((v) => ({
    sizes: v.sizes
      .map((s) => ({ price_cents: dollarsToCents(s.price) }))
      .filter((s) => !Number.isNaN(s.price_cents)),
  }));
  return sizes.some((v) => v.sizes.length) ? finalPriceOf(sizes) : null;
}

/** Lowercase words joined by single hyphens: what a slug may hold. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Moves the item at `from` to `to` (both in range), answering a new array. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
