import { z } from 'zod';
import { PRODUCT_LIST_RELATIONS, PRODUCT_SORT_FIELDS } from './catalog-helpers.ts';
import { PAGE_SIZE_LIST } from './constants.ts';
import { IdParam, requestText } from './request.ts';
import type { StorefrontSettings } from './storefront.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './catalog-helpers.ts';

/* ---------- Sorting (§9) ---------- */

export const ProductSortField = z.enum(PRODUCT_SORT_FIELDS);
export type ProductSortField = z.infer<typeof ProductSortField>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;
export type ProductSort = { field: ProductSortField; order: SortOrder };

/** The store's default product order from `settings.sortBy`; null for none or `dont_sort`. */
export function storeDefaultSort(
  sortBy: StorefrontSettings['sortBy'] | undefined,
): ProductSort | null {
  const field = ProductSortField.safeParse(sortBy?.name);
  if (!sortBy || !field.success) return null;
  return { field: field.data, order: sortBy.code };
}

/* ---------- Paging ---------- */

/** Laravel's paging figures: `from` is the 1-based index of the first row, null on an empty page. */
export function pageMeta(
  total: number,
  page: number,
  rows: number,
): { from: number | null; last_page: number } {
  const offset = (page - 1) * rows;
  return {
    from: offset < total ? offset + 1 : null,
    last_page: Math.max(1, Math.ceil(total / rows)),
  };
}

/** The paged envelope `{ data: { data, total, from, last_page } }` of §3. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.object({
      data: z.array(item),
      total: z.number().int(),
      from: z.number().int().nullable(),
      last_page: z.number().int(),
    }),
  });
}

/* ---------- Query parameters ---------- */

const SearchText = requestText().trim().max(200);

/** A query parameter given once (`brands=a`) or repeated (`brands[]=a&brands[]=b`), as a list. */
const listParam = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((value) => (Array.isArray(value) ? value : [value]));

export const ProductListRelation = z.enum(PRODUCT_LIST_RELATIONS);
export type ProductListRelation = z.infer<typeof ProductListRelation>;

/**
 * Query of the product list (§7). Without `sort_field` the list is ordered by relevance when
 * `global_filter` is set, else by the store's `settings.sortBy`, else by id.
 */
export const ProductListQuery = z.object({
  rows: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_LIST),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort_field: ProductSortField.optional(),
  sort_order: SortOrder.optional(),
  /** Category ids; a category includes its sub-categories; a product in any of them matches. */
  product_categories: listParam(IdParam).default([]),
  /** The category page's category (with its sub-categories). */
  product_category_id: IdParam.optional(),
  global_filter: SearchText.default(''),
  brands: listParam(requestText().trim().min(1).max(100)).default([]),
  relations: listParam(ProductListRelation).default([]),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
export type ProductListParams = Partial<ProductListQuery>;

/** `?global_filter=` of the navbar search; blank answers an empty list. */
export const ProductSearchQuery = z.object({ global_filter: SearchText.default('') });

export const StorefrontParams = z.object({ storefrontId: IdParam });
export const ProductParams = StorefrontParams.extend({
  productIdOrSlug: requestText().trim().min(1).max(200),
});
export const CategorySlugParams = StorefrontParams.extend({
  slug: requestText().trim().min(1).max(200),
});
export const BrandsQuery = z.object({ storefront_id: IdParam });
export const CategoryTreeQuery = z.object({ company_category_id: IdParam.optional() });

/** The query string of a product list call, arrays in the `key[]=` form of §7. */
export function productListSearch(params: ProductListParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) =>
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value);
  }
  return pairs.join('&');
}

/** A parsed query with `key[]` entries merged into `key`, so both forms of a list read alike. */
export function foldArrayKeys(query: Record<string, unknown>): Record<string, unknown> {
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.endsWith('[]')) {
      folded[key] = key in folded ? [folded[key], value].flat() : value;
      continue;
    }
    const name = key.slice(0, -2);
    folded[name] = [...(name in folded ? [folded[name]].flat() : []), ...[value].flat()];
  }
  return folded;
}

/* ---------- Products (§3) ---------- */

export const ProductThumbnail = z.object({
  full_path: z.string(),
  /** The variant the picture shows: §4 picks it as the initial variant. */
  fileable_id: z.number().int().nullable(),
});
export type ProductThumbnail = z.infer<typeof ProductThumbnail>;
export const VariantThumbnail = z.object({ full_path: z.string() });

export const ProductVariantSummary = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  color: z.string(),
  primary_hex_color: z.string(),
  secondary_hex_color: z.string().nullable(),
  swatch_url: z.string().nullable(),
  /** Present when the relation `productVariants.variantThumbnail` was asked for. */
  variant_thumbnail: VariantThumbnail.nullable().optional(),
});
export type ProductVariantSummary = z.infer<typeof ProductVariantSummary>;

/** A product as lists show it (cards, search results). Money in integer cents. */
export const ProductSummary = z.object({
  id: z.number().int(),
  storefront_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  /** Lowest size price in cents (same figure as final_price). */
  price: z.number().int(),
  /** `price` as a decimal string, "18.00". */
  price_decimal: z.string(),
  final_price: z.number().int(),
  currency: z.string(),
  short_description: z.string(),
  is_gift_card: z.boolean(),
  is_custom: z.boolean(),
  reviews_rate_average: z.number(),
  reviews_count: z.number().int(),
  created_at: z.string(),
  /** Present when the relation `productThumbnail` was asked for. */
  product_thumbnail: ProductThumbnail.nullable().optional(),
  /** Present when the relation `productVariants` was asked for; sorted by colour. */
  product_variants: z.array(ProductVariantSummary).optional(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductVariantSize = z.object({
  id: z.number().int(),
  size: z.string(),
  price: z.number().int(),
  /** Units in stock. */
  quantity: z.number().int(),
  /** Grams. */
  weight: z.number().int(),
});
export type ProductVariantSize = z.infer<typeof ProductVariantSize>;

export const VariantImage = z.object({ type: z.string(), full_path: z.string() });

export const ProductVariantDetail = ProductVariantSummary.extend({
  variant_thumbnail: VariantThumbnail.nullable(),
  /** frontImage, rearImage, then others, as stored. */
  variant_images: z.array(VariantImage),
  /** In §9 size order. */
  product_variant_sizes: z.array(ProductVariantSize),
});
export type ProductVariantDetail = z.infer<typeof ProductVariantDetail>;

export const SizeGuide = z.object({
  id: z.number().int(),
  specification_type: z.string(),
  /** In §9 size-guide order (XS … 4XL). */
  size_guide_sizes: z.array(z.object({ size: z.string(), value: z.string() })),
});
export type SizeGuide = z.infer<typeof SizeGuide>;

export const InputField = z.object({
  id: z.number().int(),
  label: z.string(),
  is_required: z.boolean(),
});
export type InputField = z.infer<typeof InputField>;

/** HTML, or a list of bullet strings. */
export const ProductDescription = z.union([z.string(), z.array(z.string())]);
export type ProductDescription = z.infer<typeof ProductDescription>;

/** A product with every relation of §7; margin and cost stay on the server. */
export const ProductDetail = ProductSummary.extend({
  product_thumbnail: ProductThumbnail.nullable(),
  /** In §9 colour order (black, white, gray, then A to Z), as the cards show them. */
  product_variants: z.array(ProductVariantDetail),
  line_name: z.string().nullable(),
  description: ProductDescription,
  copy_underneath_description: z.string(),
  library_approved: z.boolean(),
  /** 0 means approved for sale. */
  need_attention: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  /** Where it ships from. */
  warehouse: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  additional_photos: z.array(z.object({ full_path: z.string() })),
  decoration_methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  product_size_guides: z.array(SizeGuide),
  input_fields: z.array(InputField),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductListResponse = pagedResponse(ProductSummary);
export type ProductListResponse = z.infer<typeof ProductListResponse>;
export const ProductDetailResponse = z.object({ data: ProductDetail });
/** Navbar search: up to SEARCH_RESULTS products, best match first, with thumbnails. */
export const ProductSearchResponse = z.object({
  data: z.object({ data: z.array(ProductSummary) }),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;

/* ---------- Brands and categories (§3) ---------- */

export const BrandsResponse = z.object({ data: z.object({ brands: z.array(z.string()) }) });

export const ProductCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    is_company: z.boolean(),
    parent_id: z.number().int().nullable(),
    get sub_categories() {
      return z.array(ProductCategory);
    },
  })
  // A named schema: the OpenAPI refers to it by this name from inside itself.
  .meta({ id: 'ProductCategory' });
export type ProductCategory = z.infer<typeof ProductCategory>;

export const CategoryTreeResponse = z.object({ data: z.array(ProductCategory) });
export const CategoryResponse = z.object({ data: ProductCategory });
