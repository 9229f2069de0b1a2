import {
  finalPriceOf,
  type EditableProduct,
  type PictureType,
  type ProductInput,
  type ProductVariantInput,
} from '@storefront/contracts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { toDescription } from './catalog.payloads.ts';
import type {
  NewProductRow,
  ProductEditRow,
  ProductGraph,
  VariantFields,
} from './product-editor.queries.ts';

type StoredImage = { type: string; full_path: string; alt?: string };

/** Pictures are kept as the shopper's payload names them: frontImage, rearImage, otherImage. */
const storedType = (type: PictureType) => `${type}Image`;
const pictureType = (stored: string): PictureType =>
  stored === 'frontImage' ? 'front' : stored === 'rearImage' ? 'rear' : 'other';

/** A bullet list stays JSON; anything else is rich text, sanitised before it is stored. */
export function storedDescription(description: string): string {
  const parsed = toDescription(description);
  return Array.isArray(parsed) ? JSON.stringify(parsed) : sanitizeHtml(description);
}

/** The product's own columns from the editor's fields (decoration methods keep their ids). */
export function toProductColumns(
  input: ProductInput,
  previousMethods: { id: number; name: string }[] = [],
): Omit<NewProductRow, 'storefrontId'> {
  let nextId = Math.max(0, ...previousMethods.map((m) => m.id));
  const decorationMethods = input.decoration_methods.map(
    (name) => previousMethods.find((m) => m.name === name) ?? { id: ++nextId, name },
  );
  return {
    name: input.name,
    slug: input.slug,
    brand: input.brand,
    lineName: input.line_name,
    shortDescription: input.short_description,
    description: storedDescription(input.description),
    copyUnderneathDescription: sanitizeHtml(input.copy_underneath_description),
    totalCost: input.total_cost_cents,
    margin: input.margin_cents,
    finalPrice: finalPriceOf(input.variants),
    status: input.status,
    startPublishDate: input.start_publish_date ? new Date(input.start_publish_date) : null,
    endPublishDate: input.end_publish_date ? new Date(input.end_publish_date) : null,
    isCustom: input.is_custom,
    isGiftCard: input.is_gift_card,
    discontinued: input.discontinued,
    disabled: input.disabled,
    libraryApproved: input.library_approved,
    needAttention: input.need_attention ? 1 : 0,
    decorationMethods,
    warehouseId: input.warehouse_id,
  };
}

/** The colour's thumbnail is its first front picture, else its first picture. */
export function variantThumbnail(variant: Pick<ProductVariantInput, 'pictures'>): string | null {
  const front = variant.pictures.find((p) => p.type === 'front') ?? variant.pictures[0];
  return front?.url ?? null;
}

export function toVariantColumns(
  storefrontId: number,
  variant: ProductVariantInput,
): VariantFields {
  return {
    storefrontId,
    color: variant.color,
    primaryHexColor: variant.primary_hex_color,
    secondaryHexColor: variant.secondary_hex_color,
    swatchUrl: variant.swatch_url,
    thumbnailPath: variantThumbnail(variant),
    images: variant.pictures.map((p): StoredImage => ({
      type: storedType(p.type),
      full_path: p.url,
      alt: p.alt,
    })),
    discontinued: variant.discontinued,
    active: variant.active,
  };
}

export function toEditableProduct(row: ProductEditRow, graph: ProductGraph): EditableProduct {
  const description = toDescription(row.description);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    line_name: row.lineName,
    short_description: row.shortDescription,
    description: Array.isArray(description) ? JSON.stringify(description) : description,
    copy_underneath_description: row.copyUnderneathDescription,
    total_cost_cents: row.totalCost,
    margin_cents: row.margin,
    final_price_cents: row.finalPrice,
    status: row.status === 'draft' ? 'draft' : 'published',
    start_publish_date: row.startPublishDate?.toISOString() ?? null,
    end_publish_date: row.endPublishDate?.toISOString() ?? null,
    is_custom: row.isCustom,
    is_gift_card: row.isGiftCard,
    discontinued: row.discontinued,
    disabled: row.disabled,
    library_approved: row.libraryApproved,
    need_attention: row.needAttention > 0,
    decoration_methods: row.decorationMethods.map((m) => m.name),
    category_ids: graph.categoryIds,
    warehouse_id: row.warehouseId,
    input_fields: graph.fields.map((f) => ({
      id: f.id,
      label: f.label,
      is_required: f.isRequired,
    })),
    size_guides: graph.guides.map((g) => ({
      specification_type: g.specificationType,
      sizes: g.sizes,
    })),
    variants: graph.variants.map((variant) => ({
      id: variant.id,
      color: variant.color,
      primary_hex_color: variant.primaryHexColor,
      secondary_hex_color: variant.secondaryHexColor,
      swatch_url: variant.swatchUrl,
      pictures: (variant.images as StoredImage[]).map((image) => ({
        type: pictureType(image.type),
        url: image.full_path,
        alt: image.alt ?? '',
      })),
      sizes: graph.sizes
        .filter((size) => size.variantId === variant.id)
        .map((size) => ({
          id: size.id,
          size: size.size,
          price_cents: size.price,
          quantity: size.quantity,
          weight_grams: size.weightGrams,
        })),
      discontinued: variant.discontinued,
      active: variant.active,
    })),
    old_slugs: graph.oldSlugs,
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The editor's body of an existing product: to duplicate it, or to save it unchanged. */
export function toProductInput(product: EditableProduct): ProductInput {
  return {
    ...product,
    input_fields: product.input_fields,
    variants: product.variants.map((variant) => ({
      ...variant,
      sizes: variant.sizes.map((size) => ({ ...size, loaded_quantity: size.quantity })),
    })),
  };
}
