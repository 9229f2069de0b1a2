import {
  sortSizes,
  type ProductDescription,
  type ProductSummary,
  type ProductThumbnail,
  type ProductVariantDetail,
  type ProductVariantSummary,
} from '@storefront/contracts';
import type { productVariantSizes } from '../../db/schema/index.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { CardVariantRow, DetailVariantRow, ProductRow } from './catalog.queries.ts';

type SummaryRow = Pick<
  ProductRow,
  | 'id'
  | 'storefrontId'
  | 'name'
  | 'slug'
  | 'brand'
  | 'finalPrice'
  | 'currency'
  | 'shortDescription'
  | 'isGiftCard'
  | 'isCustom'
  | 'reviewsRateAverage'
  | 'reviewsCount'
  | 'createdAt'
  | 'thumbnailPath'
  | 'thumbnailVariantId'
>;

/** Rows → the §3 JSON of a product card; relations only when asked for. */
export function toProductSummary(
  row: SummaryRow,
  relations: { thumbnail?: boolean; variants?: CardVariantRow[]; variantThumbnails?: boolean },
): ProductSummary {
  return {
    id: row.id,
    storefront_id: row.storefrontId,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    price: row.finalPrice,
    price_decimal: (row.finalPrice / 100).toFixed(2),
    final_price: row.finalPrice,
    currency: row.currency,
    short_description: row.shortDescription,
    is_gift_card: row.isGiftCard,
    is_custom: row.isCustom,
    reviews_rate_average: row.reviewsRateAverage,
    reviews_count: row.reviewsCount,
    created_at: row.createdAt.toISOString(),
    ...(relations.thumbnail && { product_thumbnail: toProductThumbnail(row) }),
    ...(relations.variants && {
      product_variants: relations.variants.map((variant) =>
        toVariantSummary(variant, !!relations.variantThumbnails),
      ),
    }),
  };
}

export function toProductThumbnail(row: SummaryRow): ProductThumbnail | null {
  return row.thumbnailPath
    ? { full_path: row.thumbnailPath, fileable_id: row.thumbnailVariantId }
    : null;
}

function toVariantSummary(variant: CardVariantRow, withThumbnail: boolean): ProductVariantSummary {
  return {
    id: variant.id,
    product_id: variant.productId,
    color: variant.color,
    primary_hex_color: variant.primaryHexColor,
    secondary_hex_color: variant.secondaryHexColor,
    swatch_url: variant.swatchUrl,
    ...(withThumbnail && { variant_thumbnail: toVariantThumbnail(variant) }),
  };
}

function toVariantThumbnail(variant: CardVariantRow) {
  return variant.thumbnailPath ? { full_path: variant.thumbnailPath } : null;
}

export function toVariantDetail(
  variant: Omit<DetailVariantRow, 'sizes'>,
  sizes: (typeof productVariantSizes.$inferSelect)[],
): ProductVariantDetail {
  return {
    ...toVariantSummary(variant, false),
    variant_thumbnail: toVariantThumbnail(variant),
    // Field by field: a stored picture also holds its alt text, which the contract does not send.
    variant_images: variant.images.map(({ type, full_path }) => ({ type, full_path })),
    product_variant_sizes: sortSizes(sizes).map((size) => ({
      id: size.id,
      size: size.size,
      price: size.price,
      quantity: size.quantity,
      weight: size.weightGrams,
    })),
  };
}

/**
 * A description is stored as HTML or as a JSON list of bullets; send it the way it is meant, the
 * HTML sanitised (bullets are plain text).
 */
export function toDescription(stored: string): ProductDescription {
  if (!stored.trimStart().startsWith('[')) return sanitizeHtml(stored);
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
  } catch {
    // Not JSON after all: HTML that starts with a bracket.
  }
  return sanitizeHtml(stored);
}
