import { colorBrightness } from './colors.ts';
import { CARD_SWATCHES } from './constants.ts';

/** Colours a card shows first, in this order (§9); every other colour follows alphabetically. */
const LEADING_COLORS = ['black', 'white', 'gray'];

function leadingRank(color: string): number {
  const rank = LEADING_COLORS.indexOf(color.trim().toLowerCase().replace('grey', 'gray'));
  return rank === -1 ? LEADING_COLORS.length : rank;
}

/**
 * One collator for every comparison: `a.localeCompare(b, 'en', options)` compares as this does,
 * but makes a collator each call, about 60 times the comparison's own cost (decision 0032, round 6).
 */
const BY_NAME = new Intl.Collator('en', { sensitivity: 'base' });

/** Black, white, gray (or grey), then the other colours A to Z. */
export function compareSwatchColors(a: string, b: string): number {
  return leadingRank(a) - leadingRank(b) || BY_NAME.compare(a, b);
}

/** Variants in §9 colour order: the colours of a product page, the swatches of a card. */
export function inColourOrder<T extends { color: string }>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => compareSwatchColors(a.color, b.color));
}

/**
 * The swatches a product card shows: at most `max` in §9 colour order, and how many more there
 * are (shown as '+N').
 */
export function cardSwatches<T extends { color: string }>(
  variants: readonly T[],
  max: number = CARD_SWATCHES.max,
): { shown: T[]; more: number } {
  const ordered = inColourOrder(variants);
  return { shown: ordered.slice(0, max), more: Math.max(0, ordered.length - max) };
}

/**
 * A light swatch gets a border so it does not vanish on a white card: brightness above 220, for
 * either half of a two-tone swatch. A colour that is not hex gets one too.
 */
export function swatchNeedsBorder(primary: string, secondary?: string | null): boolean {
  return [primary, secondary ?? primary].some(
    (hex) => (colorBrightness(hex) ?? 255) > CARD_SWATCHES.borderAbove,
  );
}
