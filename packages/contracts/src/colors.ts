/** "#b91c1c" or "#f00" → [185, 28, 28]; anything else → null. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Perceived brightness (ITU-R 601 weights), 0 (black) to 255 (white); null for a colour that is not hex. */
export function colorBrightness(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export const DARK_TEXT = '#111827';
export const LIGHT_TEXT = '#ffffff';

/**
 * The text colour that reads best on a background (owner-chosen alert and theme colours): dark
 * or white, whichever has the higher WCAG contrast. A colour that is not hex gets white.
 */
export function readableTextColor(background: string): string {
  const rgb = hexToRgb(background);
  if (!rgb) return LIGHT_TEXT;
  const bg = relativeLuminance(rgb);
  const darkContrast = (bg + 0.05) / (relativeLuminance(hexToRgb(DARK_TEXT)!) + 0.05);
  const lightContrast = 1.05 / (bg + 0.05);
  return darkContrast > lightContrast ? DARK_TEXT : LIGHT_TEXT;
}

/** WCAG contrast ratio of two hex colours, 1 to 21; null when either is not hex. */
export function contrastRatio(foreground: string, background: string): number | null {
  const [fg, bg] = [hexToRgb(foreground), hexToRgb(background)];
  if (!fg || !bg) return null;
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** Whether the text the store puts on this colour (white or dark, the better) reaches AA. */
export function carriesReadableText(background: string): boolean {
  return (contrastRatio(readableTextColor(background), background) ?? 0) >= AA_TEXT_CONTRAST;
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * A theme colour as text on white (links in rich text, text links): itself when it reaches AA
 * there, else the lightest darker shade of it that does. A colour that is not hex stays as it is.
 */
export function textShadeOnWhite(color: string): string {
  const rgb = hexToRgb(color);
  if (!rgb) return color;
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const shade = toHex(rgb.map((channel) => channel * keep));
    if ((contrastRatio(shade, LIGHT_TEXT) ?? 0) >= AA_TEXT_CONTRAST) return shade;
  }
  return DARK_TEXT;
}
