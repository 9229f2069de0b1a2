import { z } from 'zod';
import { MEDIA_UPLOAD } from './media-helpers.ts';
import { IdParam } from './request.ts';
import { pagedResponse, StorefrontParams } from './catalog.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './media-helpers.ts';

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
