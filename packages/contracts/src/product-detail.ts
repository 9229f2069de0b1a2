import type {
  ProductDescription,
  ProductDetail,
  ProductThumbnail,
  ProductVariantDetail,
  ProductVariantSize,
} from './catalog.ts';
import { sortSizes } from './catalog-helpers.ts';
import { DESCRIPTION_COLLAPSED, SWIPE_THRESHOLD_PX, ZOOM } from './constants.ts';

/* ---------- Variant and size (§4) ---------- */

/**
 * The variant a product page opens with: the one navigation state names, else the one the
 * thumbnail shows (`fileable_id`), else the first.
 */
export function initialVariant<V extends { id: number }>(
  variants: readonly V[],
  thumbnail: ProductThumbnail | null,
  stateVariantId?: number | null,
): V | null {
  const byId = (id: number | null | undefined) =>
    id == null ? undefined : variants.find((variant) => variant.id === id);
  return byId(stateVariantId) ?? byId(thumbnail?.fileable_id) ?? variants[0] ?? null;
}

/** Every size any variant comes in, in §9 order: the size buttons of the product page. */
export function sizeChoices(
  variants: readonly Pick<ProductVariantDetail, 'product_variant_sizes'>[],
) {
  const sizes = new Set(variants.flatMap((v) => v.product_variant_sizes.map((s) => s.size)));
  return sortSizes([...sizes]);
}

export function sizeOfVariant(
  variant: Pick<ProductVariantDetail, 'product_variant_sizes'> | null,
  size: string | null,
): ProductVariantSize | undefined {
  return variant?.product_variant_sizes.find((s) => s.size === size);
}

/** The size chosen for a newly selected variant: its only size, else none (§4). */
export function autoPickedSize(variant: Pick<ProductVariantDetail, 'product_variant_sizes'>) {
  return variant.product_variant_sizes.length === 1 ? variant.product_variant_sizes[0]!.size : null;
}

/* ---------- Gallery (§4) ---------- */

const IMAGE_RANK: Record<string, number> = { frontImage: 0, rearImage: 1 };

/**
 * The pictures of a product page for a variant, in §4 order: front, rear, the variant's other
 * pictures (its thumbnail when it has none), then the additional photos; a gift card adds its
 * thumbnail. Each picture once.
 */
export function galleryImages(
  product: Pick<ProductDetail, 'is_gift_card' | 'additional_photos' | 'product_thumbnail'>,
  variant: Pick<ProductVariantDetail, 'variant_images' | 'variant_thumbnail'> | null,
): string[] {
  const variantImages = [...(variant?.variant_images ?? [])]
    .map((image, index) => ({ image, rank: IMAGE_RANK[image.type] ?? 2, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ image }) => image.full_path);
  const paths = [
    ...(variantImages.length ? variantImages : [variant?.variant_thumbnail?.full_path]),
    ...product.additional_photos.map((photo) => photo.full_path),
    product.is_gift_card ? product.product_thumbnail?.full_path : undefined,
  ];
  return [...new Set(paths.filter((path): path is string => !!path))];
}

/** One zoom step of the image preview (§9: step 0.1 within 0.5…1.5), free of float drift. */
export function zoomedScale(scale: number, direction: 'in' | 'out'): number {
  const next = scale + (direction === 'in' ? ZOOM.step : -ZOOM.step);
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, next)) * 10) / 10;
}

/**
 * The slide a swipe leads to in a circular carousel: a drag left of more than the threshold
 * (§9: 50 px) goes to the next slide, right to the previous, wrapping at the ends.
 */
export function swipedSlide(
  index: number,
  count: number,
  deltaX: number,
  threshold = SWIPE_THRESHOLD_PX,
): number {
  if (count < 2 || Math.abs(deltaX) <= threshold) return index;
  return (index + (deltaX < 0 ? 1 : -1) + count) % count;
}

/* ---------- Description (§4, §9) ---------- */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/** The words of an HTML text, tags read as spaces. */
function wordsOfHtml(html: string): string[] {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * A description as the collapsed details show it (§9): the first 4 bullets of a bullet list, or
 * the first 25 words of an HTML text; `truncated` says whether there is more to expand.
 */
export type CollapsedDescription =
  | { kind: 'bullets'; bullets: string[]; truncated: boolean }
  | { kind: 'text'; text: string; truncated: boolean };

export function collapsedDescription(description: ProductDescription): CollapsedDescription {
  if (Array.isArray(description)) {
    return {
      kind: 'bullets',
      bullets: description.slice(0, DESCRIPTION_COLLAPSED.bullets),
      truncated: description.length > DESCRIPTION_COLLAPSED.bullets,
    };
  }
  const words = wordsOfHtml(description);
  const truncated = words.length > DESCRIPTION_COLLAPSED.words;
  const text = words.slice(0, DESCRIPTION_COLLAPSED.words).join(' ');
  return { kind: 'text', text: truncated ? `${text}…` : text, truncated };
}

/** Plain text of a description for meta tags and structured data, cut at a word near `max`. */
export function descriptionText(description: ProductDescription, max = 160): string {
  const text = Array.isArray(description)
    ? description.join('. ')
    : wordsOfHtml(description).join(' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}
