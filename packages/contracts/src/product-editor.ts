import { z } from 'zod';
import { StorefrontParams } from './catalog.ts';
import { Id, IdParam, requestText } from './request.ts';

/*
 * The owner's product fields (§3 Product, Product variant, Product variant size, Size guide),
 * shared by the console's product editor, the CSV import and the bulk editor so all three accept
 * and refuse exactly the same values.
 */

/** A product is a draft until published; the publish window narrows when a published one shows. */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatus>;

/** Business limits: one unit of merchandise costs at most $100,000. */
export const PRODUCT_PRICE_MAX_CENTS = 10_000_000;
export const STOCK_QUANTITY_MAX = 1_000_000;
export const WEIGHT_MAX_GRAMS = 1_000_000;
export const PRODUCT_TEXT_MAX = { name: 200, slug: 120, short: 500, rich: 50_000 } as const;

export const PICTURE_TYPES = ['front', 'rear', 'other'] as const;
export const PictureType = z.enum(PICTURE_TYPES);
export type PictureType = z.infer<typeof PictureType>;

const line = (max: number) => requestText().trim().max(max);
const required = (max: number, message: string) => line(max).min(1, message);
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => value || null);

export const ProductSlug = required(PRODUCT_TEXT_MAX.slug, 'Enter a slug.').regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'Use lowercase letters, digits and single hyphens.',
);

export const HexColor = requestText()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour such as #1a2b3c.')
  .transform((hex) => hex.toLowerCase());

export const PriceCents = z
  .number({ error: 'Enter a price.' })
  .int('Enter whole cents.')
  .min(0, 'A price cannot be negative.')
  .max(PRODUCT_PRICE_MAX_CENTS, 'A price can be at most $100,000.');

export const StockQuantity = z
  .number({ error: 'Enter a quantity.' })
  .int('Enter a whole number.')
  .min(0, 'Stock cannot be negative.')
  .max(STOCK_QUANTITY_MAX, 'Stock can be at most 1,000,000.');

export const WeightGrams = z
  .number({ error: 'Enter a weight in grams.' })
  .int('Enter whole grams.')
  .min(0, 'A weight cannot be negative.')
  .max(WEIGHT_MAX_GRAMS, 'A weight can be at most 1,000 kg.');

/**
 * A picture of the store's own media (`/uploads/…`), or one of the pictures the store was
 * opened with (`/media/products/…`): never a URL of another host.
 */
export const StoreMediaUrl = requestText()
  .trim()
  .regex(
    /^(\/uploads\/[0-9a-f]{64}(-\d+w)?\.[a-z0-9]+|\/media\/products(\/[a-z0-9][a-z0-9_-]*)+\.(webp|png|jpg|svg))$/,
    'Choose a picture from the store’s media.',
  );

export const ProductPicture = z.object({
  type: PictureType,
  url: StoreMediaUrl,
  alt: line(200).default(''),
});
export type ProductPicture = z.infer<typeof ProductPicture>;

export const ProductSizeInput = z.object({
  /** Present when the size already exists; absent for a new one. */
  id: Id.optional(),
  size: required(30, 'Enter a size.'),
  price_cents: PriceCents,
  quantity: StockQuantity,
  /**
   * The quantity the editor read when it opened the product: a save that changes the stock is
   * refused (409) if an order moved it meanwhile, instead of overwriting the order's change.
   */
  loaded_quantity: StockQuantity.optional(),
  weight_grams: WeightGrams.default(0),
});
export type ProductSizeInput = z.infer<typeof ProductSizeInput>;

const uniqueBy =
  <T>(key: (item: T) => string, message: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item).toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i], message });
      seen.add(k);
    });
  };

export const ProductVariantInput = z.object({
  id: Id.optional(),
  color: required(60, 'Enter the colour’s name.'),
  primary_hex_color: HexColor,
  secondary_hex_color: HexColor.nullish().transform((value) => value ?? null),
  swatch_url: StoreMediaUrl.nullish().transform((value) => value ?? null),
  /** In display order; the first front picture is the colour's thumbnail. */
  pictures: z.array(ProductPicture).max(30, 'At most 30 pictures per colour.').default([]),
  sizes: z
    .array(ProductSizeInput)
    .min(1, 'Add at least one size.')
    .max(40)
    .superRefine(uniqueBy((s) => s.size, 'This size is listed twice.')),
  discontinued: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type ProductVariantInput = z.infer<typeof ProductVariantInput>;

export const SizeGuideInput = z.object({
  specification_type: required(60, 'Enter what is measured, e.g. Chest.'),
  sizes: z
    .array(z.object({ size: required(30, 'Enter a size.'), value: required(60, 'Enter a value.') }))
    .max(40),
});

export const ProductInputFieldInput = z.object({
  id: Id.optional(),
  label: required(120, 'Enter the field’s label.'),
  is_required: z.boolean().default(false),
});

const DateTime = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });

/** Body of creating or replacing a product in the console. */
export const ProductInput = z
  .object({
    name: required(PRODUCT_TEXT_MAX.name, 'Enter the product’s name.'),
    slug: ProductSlug,
    brand: optionalLine(100),
    line_name: optionalLine(100),
    short_description: line(PRODUCT_TEXT_MAX.short).default(''),
    /** Rich text (HTML, sanitised on save) or a JSON array of bullet strings. */
    description: requestText({ multiline: true }).max(PRODUCT_TEXT_MAX.rich).default(''),
    copy_underneath_description: requestText({ multiline: true })
      .max(PRODUCT_TEXT_MAX.rich)
      .default(''),
    total_cost_cents: PriceCents.default(0),
    margin_cents: PriceCents.default(0),
    status: ProductStatus.default('draft'),
    start_publish_date: DateTime.nullish().transform((value) => value ?? null),
    end_publish_date: DateTime.nullish().transform((value) => value ?? null),
    is_custom: z.boolean().default(false),
    is_gift_card: z.boolean().default(false),
    discontinued: z.boolean().default(false),
    disabled: z.boolean().default(false),
    library_approved: z.boolean().default(true),
    need_attention: z.boolean().default(false),
    decoration_methods: z.array(required(60, 'Enter a method.')).max(20).default([]),
    category_ids: z.array(Id).max(50).default([]),
    warehouse_id: Id.nullish().transform((value) => value ?? null),
    input_fields: z.array(ProductInputFieldInput).max(20).default([]),
    size_guides: z.array(SizeGuideInput).max(20).default([]),
    variants: z
      .array(ProductVariantInput)
      .min(1, 'Add at least one colour.')
      .max(60)
      .superRefine(uniqueBy((v) => v.color, 'This colour is listed twice.')),
  })
  .superRefine((product, ctx) => {
    const { start_publish_date: start, end_publish_date: end } = product;
    if (start && end && Date.parse(end) <= Date.parse(start))
      ctx.addIssue({
        code: 'custom',
        path: ['end_publish_date'],
        message: 'The end must come after the start.',
      });
  });
export type ProductInput = z.infer<typeof ProductInput>;

/** What a shopper pays for the product's cheapest size: what lists show, sort and filter on. */
export function finalPriceOf(
  variants: { sizes: Pick<ProductSizeInput, 'price_cents'>[] }[],
): number {
  const prices = variants.flatMap((variant) => variant.sizes.map((size) => size.price_cents));
  return prices.length ? Math.min(...prices) : 0;
}

export const PRODUCT_EDITOR_MESSAGES = {
  notFound: 'The requested product was not found!',
  slugTaken: 'Another product of this store already uses this slug.',
  stale: 'Someone saved this product after you opened it. Reload it to see their changes.',
  stockChanged:
    'Stock changed since you opened this product (an order came in). Reload it and set the stock again.',
  ordered:
    'This product has been ordered, so it cannot be deleted: mark it discontinued to stop selling it.',
  unknownCategory: 'Choose categories of this store.',
  unknownWarehouse: 'Choose a warehouse of this store.',
  unknownSize: 'This size is not part of this colour any more. Reload the product.',
  unknownVariant: 'This colour is not part of this product any more. Reload the product.',
  unknownField: 'This input field is not part of this product any more. Reload the product.',
} as const;

export const ProductEditorParams = StorefrontParams.extend({ productId: IdParam });

/** Body of saving an open product: the whole product and the revision the editor loaded. */
export const ProductSaveBody = ProductInput.safeExtend({
  revision: z.number().int().positive(),
});
export type ProductSaveBody = z.infer<typeof ProductSaveBody>;

const SavedSize = z.object({
  id: Id,
  size: z.string(),
  price_cents: z.number(),
  quantity: z.number(),
  weight_grams: z.number(),
});
const SavedPicture = z.object({ type: PictureType, url: z.string(), alt: z.string() });
const SavedVariant = z.object({
  id: Id,
  color: z.string(),
  primary_hex_color: z.string(),
  secondary_hex_color: z.string().nullable(),
  swatch_url: z.string().nullable(),
  pictures: z.array(SavedPicture),
  sizes: z.array(SavedSize),
  discontinued: z.boolean(),
  active: z.boolean(),
});

/** A product as the console's editor loads it: every owner field, with ids and its revision. */
export const EditableProduct = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  line_name: z.string().nullable(),
  short_description: z.string(),
  description: z.string(),
  copy_underneath_description: z.string(),
  total_cost_cents: z.number(),
  margin_cents: z.number(),
  final_price_cents: z.number(),
  status: ProductStatus,
  start_publish_date: z.string().nullable(),
  end_publish_date: z.string().nullable(),
  is_custom: z.boolean(),
  is_gift_card: z.boolean(),
  discontinued: z.boolean(),
  disabled: z.boolean(),
  library_approved: z.boolean(),
  need_attention: z.boolean(),
  decoration_methods: z.array(z.string()),
  category_ids: z.array(Id),
  warehouse_id: Id.nullable(),
  input_fields: z.array(z.object({ id: Id, label: z.string(), is_required: z.boolean() })),
  size_guides: z.array(
    z.object({
      specification_type: z.string(),
      sizes: z.array(z.object({ size: z.string(), value: z.string() })),
    }),
  ),
  variants: z.array(SavedVariant),
  /** Old slugs that now answer with a 301 to this product. */
  old_slugs: z.array(z.string()),
  revision: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EditableProduct = z.infer<typeof EditableProduct>;
export const EditableProductResponse = z.object({ data: EditableProduct });

export const Warehouse = z.object({ id: Id, name: z.string() });
export const WarehousesResponse = z.object({ data: z.array(Warehouse) });

/** A category the editor offers, in tree order; `depth` 0 for a top-level one. */
export const CategoryChoice = z.object({ id: Id, name: z.string(), depth: z.number().int() });
export type CategoryChoice = z.infer<typeof CategoryChoice>;
export const CategoryChoicesResponse = z.object({ data: z.array(CategoryChoice) });
