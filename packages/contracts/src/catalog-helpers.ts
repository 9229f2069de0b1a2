/**
 * Size order and list constants, without the schemas of catalog.ts: shopper pages import these,
 * and a page that imports no schema ships no zod (`npm run weight` checks it). catalog.ts
 * re-exports them.
 */
import { SIZE_ORDER } from './constants.ts';

const SIZE_RANK = new Map<string, number>(SIZE_ORDER.map((size, i) => [size, i]));
/** As `localeCompare(b, 'en', options)` compares, without a collator made per call. */
const NATURAL = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * §9 size order (XXS … 6XL, which also covers the size-guide order XS … 4XL); sizes outside it
 * ("One Size", gift-card amounts "25", "100") come after, in natural order.
 */
export function compareSizes(a: string, b: string): number {
  const rankA = SIZE_RANK.get(a.trim().toUpperCase());
  const rankB = SIZE_RANK.get(b.trim().toUpperCase());
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  if (rankA !== undefined) return -1;
  if (rankB !== undefined) return 1;
  return NATURAL.compare(a, b);
}

/** A sorted copy of sizes, or of anything with a `size`, in §9 order. */
export function sortSizes<T extends string | { size: string }>(items: readonly T[]): T[] {
  const sizeOf = (item: T) => (typeof item === 'string' ? item : item.size);
  return [...items].sort((a, b) => compareSizes(sizeOf(a), sizeOf(b)));
}

export const PRODUCT_SORT_FIELDS = ['created_at', 'final_price', 'name'] as const;

export const PRODUCT_LIST_RELATIONS = [
  'productThumbnail',
  'productVariants',
  'productVariants.variantThumbnail',
] as const;
