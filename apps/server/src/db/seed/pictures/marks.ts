/** Each demo store's logo mark, drawn in a 100×100 box, and the files built from it. */
import type { StoreTheme } from './types.ts';

const MARKS = {
  // A bold geometric "A".
  acme: (c: string) =>
    `<path d="M50 6 94 92H71L50 48 29 92H6Z" fill="${c}"/><rect x="39" y="64" width="22" height="11" fill="${c}"/>`,
  // A globe: outline, meridian and two parallels.
  globex: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="8"><circle cx="50" cy="50" r="41"/><ellipse cx="50" cy="50" rx="17" ry="41"/><path d="M12 36h76M12 64h76"/></g>`,
  // A rounded tile with an "i" cut out of it.
  initech: (c: string) =>
    `<path fill="${c}" fill-rule="evenodd" d="M28 6h44a22 22 0 0 1 22 22v44a22 22 0 0 1-22 22H28A22 22 0 0 1 6 72V28A22 22 0 0 1 28 6ZM40 30a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM41 46h18v36H41Z"/>`,
  // A plain ring: the starter catalogue's mark until the store's owner uploads a logo.
  starter: (c: string) =>
    `<circle cx="50" cy="50" r="36" fill="none" stroke="${c}" stroke-width="10"/>`,
} as const;

export type MarkName = keyof typeof MARKS;

/** The mark in colour `c`, centred on (cx, cy), `size` pixels wide. */
export function placeMark(mark: MarkName, c: string, cx: number, cy: number, size: number): string {
  const s = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})">${MARKS[mark](c)}</g>`;
}

/** The wordmark logo: the mark in the accent colour beside the store name in the brand colour. */
export function logoSvg(theme: StoreTheme, name: string): string {
  const width = 64 + name.length * 25;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56" role="img" aria-label="${name}">${placeMark(theme.mark, theme.primary, 28, 28, 44)}<text x="60" y="40" font-family="'Helvetica Neue', Arial, 'Liberation Sans', sans-serif" font-size="34" font-weight="800" letter-spacing="1" fill="${theme.primary}">${name.toUpperCase()}</text><rect x="60" y="47" width="${width - 64}" height="4" rx="2" fill="${theme.accent}"/></svg>`;
}

export function faviconSvg(theme: StoreTheme): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${theme.primary}"/>${placeMark(theme.mark, '#ffffff', 32, 32, 40)}</svg>`;
}
