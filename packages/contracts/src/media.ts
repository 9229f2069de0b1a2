import { z } from 'zod';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { IdParam } from './request.ts';
import { pagedResponse, StorefrontParams } from './catalog.ts';

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
 * `src`, `sizes` and one `srcset` per variant format for an uploaded image; any other URL (a
 * plain one, an SVG) is shown as it is. `sizes` says how wide the image is drawn.
 */
export function responsiveImage(url: string, sizes = '100vw'): ResponsiveImage {
  const parts = parseMediaUrl(url);
  if (!parts?.width || parts.ext === 'svg') return { src: url, sources: [] };
  const { hash, width } = parts;
  const widths = mediaWidths(width);
  return {
    src: url,
    sizes,
    sources: MEDIA_VARIANT_FORMATS.map((format) => ({
      type: `image/${format}`,
      srcSet: widths.map((w) => `${mediaUrl(hash, format, w)} ${w}w`).join(', '),
    })),
  };
}

/** One image of the store's media library. */
export const MediaItem = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  size: z.number().int(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaResponse = z.object({ data: MediaItem });
export const MediaListResponse = pagedResponse(MediaItem);
export const MediaListQuery = z.object({
  rows: z.coerce.number().int().min(1).max(100).default(24),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const MediaParams = StorefrontParams.extend({ mediaId: IdParam });

export const MEDIA_MESSAGES = {
  type: `Invalid file type, allowed file types: ${MEDIA_UPLOAD.typeNames}.`,
  unreadable: 'The image could not be read.',
  svgUnclean: 'The SVG could not be cleaned: it must be a plain <svg> drawing.',
  missing: 'Choose an image to upload.',
  inUse:
    'This image is in use by the store (published or draft settings or pages); replace it there before deleting it.',
  notFound: 'No such image in this store’s media.',
  inUseByProduct: (product: string) =>
    `This image is a picture of the product “${product}”; replace it there before deleting it.`,
} as const;
