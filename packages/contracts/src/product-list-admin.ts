import { z } from 'zod';
import { SortOrder } from './catalog.ts';
import {
  HexColor,
  PRODUCT_PRICE_MAX_CENTS,
  PriceCents,
  ProductStatus,
  StockQuantity,
  WeightGrams,
} from './product-editor.ts';
import { Id, IdParam, requestText } from './request.ts';

/*
 * The console's product list (search, filters, state counts, paging) and its bulk actions.
 */

/**
 * What an owner sees at a glance; a product may be in several (published and discontinued).
 * `live` is what shoppers see: published, enabled, not discontinued, inside its publish window.
 */
export const ADMIN_PRODUCT_STATES = [
  'live',
  'scheduled',
  'expired',
  'draft',
  'discontinued',
  'disabled',
  'needs_attention',
  'not_approved',
] as const;
export const AdminProductState = z.enum(ADMIN_PRODUCT_STATES);
export type AdminProductState = z.infer<typeof AdminProductState>;

export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export const StockState = z.enum(STOCK_STATES);
export type StockState = z.infer<typeof StockState>;

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'created', 'updated'] as const;
export const AdminProductSort = z.enum(ADMIN_PRODUCT_SORTS);
export type AdminProductSort = z.infer<typeof AdminProductSort>;

export const ADMIN_PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_PRODUCT_PAGE_SIZE = 25;

/** At most this many products change in one bulk action (selected or "all matching"). */
export const BULK_PRODUCTS_MAX = 500;

/** Which products: the search and filters, without sort and page. */
export const AdminProductFilter = z.object({
  /** Name, slug or brand contains it, in any case. */
  search: requestText().trim().max(200).default(''),
  state: AdminProductState.optional(),
  status: ProductStatus.optional(),
  /** A category includes its sub-categories. */
  category_id: IdParam.optional(),
  brand: requestText().trim().min(1).max(100).optional(),
  stock: StockState.optional(),
});
export type AdminProductFilter = z.infer<typeof AdminProductFilter>;

export const AdminProductListQuery = AdminProductFilter.extend({
  sort: AdminProductSort.default('updated'),
  order: SortOrder.default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PRODUCT_PAGE_SIZES.at(-1)!)
    .default(ADMIN_PRODUCT_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

export const AdminProductRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  status: ProductStatus,
  states: z.array(AdminProductState),
  /** Cheapest and dearest size; null without sizes. */
  price_min_cents: z.number().int().nullable(),
  price_max_cents: z.number().int().nullable(),
  total_stock: z.number().int(),
  stock_state: StockState,
  variants_count: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

/** How many products of the search (other filters aside) are in each state, and in all. */
const Count = z.number().int();
export const AdminProductCounts = z.object({
  all: Count,
  live: Count,
  scheduled: Count,
  expired: Count,
  draft: Count,
  discontinued: Count,
  disabled: Count,
  needs_attention: Count,
  not_approved: Count,
});
export type AdminProductCounts = z.infer<typeof AdminProductCounts>;

export const AdminProductListResponse = z.object({
  data: z.object({
    data: z.array(AdminProductRow),
    total: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    counts: AdminProductCounts,
    /** The store's low-stock threshold the stock filter used. */
    low_stock_threshold: z.number().int(),
  }),
});
export type AdminProductListResponse = z.infer<typeof AdminProductListResponse>;

/** What the list's filters offer: every category (in tree order, with its depth) and brand. */
export const AdminProductFacetsResponse = z.object({
  data: z.object({
    categories: z.array(
      z.object({ id: z.number().int(), name: z.string(), depth: z.number().int() }),
    ),
    brands: z.array(z.string()),
  }),
});
export type AdminProductFacets = z.infer<typeof AdminProductFacetsResponse>['data'];

/* ---------- Bulk actions ---------- */

export const BULK_PRODUCT_ACTIONS = [
  'publish',
  'unpublish',
  'discontinue',
  'restore',
  'move_to_category',
  'add_to_category',
  'add_colour',
  'add_size',
] as const;
export const BulkProductAction = z.enum(BULK_PRODUCT_ACTIONS);
export type BulkProductAction = z.infer<typeof BulkProductAction>;

const ColourName = requestText({ error: 'Enter the colour’s name.' })
  .trim()
  .min(1, 'Enter the colour’s name.')
  .max(60);
const SizeName = requestText({ error: 'Enter a size.' }).trim().min(1, 'Enter a size.').max(30);

/** A size of a bulk-added colour or a bulk-added size: what is left out is copied. */
export const BulkSizeInput = z.object({
  size: SizeName,
  price_cents: PriceCents.optional(),
  quantity: StockQuantity.optional(),
  weight_grams: WeightGrams.optional(),
});
export type BulkSizeInput = z.infer<typeof BulkSizeInput>;

const target = {
  /** The chosen products… */
  product_ids: z
    .array(Id)
    .min(1, 'Choose at least one product.')
    .max(BULK_PRODUCTS_MAX, `Choose at most ${BULK_PRODUCTS_MAX} products.`)
    .optional(),
  /** …or every product the filter matches ("all matching"). */
  filter: AdminProductFilter.optional(),
};

const categoryAction = (action: 'move_to_category' | 'add_to_category') =>
  z.object({ action: z.literal(action), ...target, category_id: Id });

export const BulkProductRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.enum(['publish', 'unpublish', 'discontinue', 'restore']), ...target }),
    categoryAction('move_to_category'),
    categoryAction('add_to_category'),
    z.object({
      action: z.literal('add_colour'),
      ...target,
      color: ColourName,
      primary_hex_color: HexColor,
      secondary_hex_color: HexColor.nullish().transform((value) => value ?? null),
      /** Price, stock and weight left out are copied from the product's cheapest size. */
      sizes: z
        .array(BulkSizeInput)
        .min(1, 'Add at least one size.')
        .max(40)
        .superRefine((sizes, ctx) => {
          const seen = new Set<string>();
          sizes.forEach(({ size }, i) => {
            if (seen.has(size.toLowerCase()))
              ctx.addIssue({ code: 'custom', path: [i, 'size'], message: 'Listed twice.' });
            seen.add(size.toLowerCase());
          });
        }),
    }),
    /** Added to every colour that lacks it; price and weight left out are the colour's cheapest. */
    z.object({ action: z.literal('add_size'), ...target, ...BulkSizeInput.shape }),
  ])
  .superRefine((request, ctx) => {
    if (Boolean(request.product_ids) === Boolean(request.filter))
      ctx.addIssue({
        code: 'custom',
        path: ['product_ids'],
        message: 'Choose products, or all that match the filter.',
      });
  });
export type BulkProductRequest = z.infer<typeof BulkProductRequest>;

export const BulkProductResponse = z.object({
  data: z.object({
    /** Products the action changed, and those it found already so (or lacking what it needs). */
    changed: z.number().int(),
    unchanged: z.number().int(),
  }),
});
export type BulkProductResponse = z.infer<typeof BulkProductResponse>;

/* ---------- The console's bulk dialogs (prices typed in dollars) ---------- */

const DollarPrice = z
  .number({ error: 'Enter a price.' })
  .min(0, 'A price cannot be negative.')
  .max(PRODUCT_PRICE_MAX_CENTS / 100, 'A price can be at most $100,000.')
  .transform((dollars) => Math.round(dollars * 100));

/** Each dialog's form, answering the fields of its bulk action (the products aside). */
export const BulkCategoryForm = z.object({ category_id: Id });

export const BulkAddSizeForm = z
  .object({ size: SizeName, price: DollarPrice.optional(), quantity: StockQuantity.optional() })
  .transform(({ price, ...size }) => ({ ...size, price_cents: price }));

/** Sizes typed as a list, "S, M, L", each given the same price and stock. */
export const BulkAddColourForm = z
  .object({
    color: ColourName,
    primary_hex_color: HexColor,
    sizes: requestText({ error: 'Enter at least one size.' })
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((size) => size.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(SizeName).min(1, 'Enter at least one size.').max(40)),
    price: DollarPrice.optional(),
    quantity: StockQuantity.optional(),
  })
  .transform(({ sizes, price, quantity, ...colour }) => ({
    ...colour,
    sizes: sizes.map((size) => ({ size, price_cents: price, quantity })),
  }));

export const BULK_DIALOG_FORMS = {
  move_to_category: BulkCategoryForm,
  add_to_category: BulkCategoryForm,
  add_size: BulkAddSizeForm,
  add_colour: BulkAddColourForm,
} as const;
export type BulkDialogAction = keyof typeof BULK_DIALOG_FORMS;
