/**
 * Media addresses and responsive pictures, without the schemas of media.ts: shopper pages import
 * these, and a page that imports no schema ships no zod (`npm run weight` checks it). media.ts
 * re-exports them.
 */
import { IMAGE_MAX_BYTES } from './constants.ts';

/** What an owner may upload to the store's media (logo, favicon, section images). */
export const MEDIA_UPLOAD = {
  maxBytes: IMAGE_MAX_BYTES,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  /** How messages name the allowed types. */
  typeNames: 'PNG, JPEG, WebP, SVG',
  /** The multipart field that carries the file. */
  field: 'file',
} as const;

/** Widths (px) of the responsive variants; an image gets those below its own width, and that. */
export const MEDIA_WIDTHS = [160, 320, 640, 1280, 1920] as const;

/** The formats every raster upload is also kept in, best first. */
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** Where uploaded media is served: `/uploads/<sha256>-<width>w.<ext>` (an SVG: `<sha256>.svg`). */
export const MEDIA_PATH = '/uploads/';

const MEDIA_URL = /^\/uploads\/([0-9a-f]{64})(?:-(\d{1,5})w)?\.(png|jpg|webp|avif|svg)$/;

/** An uploaded image's URL in its parts, or null for any other URL (old plain URLs). */
export type MediaUrlParts = { hash: string; width: number | null; ext: string };

export function parseMediaUrl(url: string): MediaUrlParts | null {
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  const match = MEDIA_URL.exec(path);
  if (!match) return null;
  return { hash: match[1]!, width: match[2] ? Number(match[2]) : null, ext: match[3]! };
}

/** The URL of an upload (or one of its variants) by its content hash. */
export function mediaUrl(hash: string, ext: string, width: number | null): string {
  return `${MEDIA_PATH}${hash}${width === null ? '' : `-${width}w`}.${ext}`;
}

/** The variant widths of an image `width` px wide: the standard ones below it, then its own (capped). */
export function mediaWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS.at(-1)!);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** What an `<img>` (inside a `<picture>` when there are sources) needs to show an image. */
export type ResponsiveImage = {
  src: string;
  sizes?: string;
  sources: { type: string; srcSet: string }[];
};

/**
 * Artwork the server keeps as files (the demo stores' banners and scenes, `/media/…`), named as
 * uploads' variants are: `<name>-<width>w.webp` at full width, beside `<name>-<w>w.<format>` at
 * each smaller width in each variant format.
 */
const MEDIA_FILE_URL = /^(\/media\/[\w/-]+)-(\d{1,5})w\.webp$/;

/**
 * `src`, `sizes` and one `srcset` per variant format for an uploaded image (or media file named
 * as uploads are); any other URL (a plain one, an SVG) is shown as it is. `sizes` says how wide
 * the image is drawn.
 */
export function responsiveImage(url: string, sizes = '100vw'): ResponsiveImage {
  const variantUrl = variantUrlOf(url);
  if (!variantUrl) return { src: url, sources: [] };
  const widths = mediaWidths(variantUrl.width);
  return {
    src: url,
    sizes,
    sources: MEDIA_VARIANT_FORMATS.map((format) => ({
      type: `image/${format}`,
      srcSet: widths.map((w) => `${variantUrl.at(format, w)} ${w}w`).join(', '),
    })),
  };
}

/** An image's full width and the URL of its variant in a format at a width; null without any. */
function variantUrlOf(
  url: string,
): { width: number; at: (format: string, width: number) => string } | null {
  const parts = parseMediaUrl(url);
  if (parts?.width && parts.ext !== 'svg') {
    const { hash } = parts;
    return { width: parts.width, at: (format, w) => mediaUrl(hash, format, w) };
  }
  const file = MEDIA_FILE_URL.exec(url);
  if (!file) return null;
  const base = file[1]!;
  return { width: Number(file[2]), at: (format, w) => `${base}-${w}w.${format}` };
}
