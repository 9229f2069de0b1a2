import { createHash } from 'node:crypto';
import {
  MEDIA_MESSAGES,
  mediaUrl,
  pageMeta,
  parseMediaUrl,
  type MediaItem,
} from '@storefront/contracts';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import {
  ImageRefusedError,
  MAX_IMAGE_PIXELS,
  reencodeImage,
  type ImageMime,
} from '../../lib/image-reencode.ts';
import { looksLikeSvg, sanitizeSvg } from '../../lib/sanitize-svg.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { storefrontUsesUrl } from '../storefronts/index.ts';
import { makeVariants } from './media-variants.ts';
import {
  addStoreMedia,
  deleteStoreMedia,
  findMediaFile,
  findMediaVariant,
  findStoreMedia,
  insertMediaFile,
  listStoreMedia,
  mediaFileExists,
  type StoreMediaItem,
} from './media.queries.ts';

const RASTER: ImageMime[] = ['image/png', 'image/jpeg', 'image/webp'];
const EXT_OF: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** An upload as it is kept: cleaned bytes, their type and size. */
type CleanUpload = { bytes: Buffer; mime: string; width: number | null; height: number | null };

const refused = (message: string) => invalidData(message, { file: [message] });

const IMAGE_REFUSED = {
  type: MEDIA_MESSAGES.type,
  pixels: `The image is too large, at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  unreadable: MEDIA_MESSAGES.unreadable,
};

/**
 * The upload by its bytes (its name and declared type count for nothing): a PNG, JPEG or WebP
 * decoded and encoded again (metadata gone, pixel limit), or an SVG with everything active or
 * external removed. Anything else is refused (422).
 */
async function cleanUpload(bytes: Buffer): Promise<CleanUpload> {
  if (looksLikeSvg(bytes)) return cleanSvg(bytes);
  try {
    const image = await reencodeImage(bytes, MAX_IMAGE_PIXELS, RASTER);
    return image;
  } catch (error) {
    if (error instanceof ImageRefusedError) throw refused(IMAGE_REFUSED[error.problem]);
    throw error;
  }
}

async function cleanSvg(bytes: Buffer): Promise<CleanUpload> {
  const clean = await sanitizeSvg(bytes);
  if (!clean) throw refused(MEDIA_MESSAGES.svgUnclean);
  // The cleaned file must still be an SVG an image renderer reads (well-formed XML).
  const meta = await sharp(clean)
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'svg') throw refused(MEDIA_MESSAGES.svgUnclean);
  return { bytes: clean, mime: 'image/svg+xml', width: meta.width, height: meta.height };
}

/** Where the library entry is served: width in the name lets the page build its srcset. */
function urlOf(file: { hash: string; mime: string; width: number | null }): string {
  const ext = EXT_OF[file.mime]!;
  return mediaUrl(file.hash, ext, ext === 'svg' ? null : file.width);
}

export function toMediaItem(item: StoreMediaItem): MediaItem {
  return {
    id: item.id,
    url: urlOf(item),
    name: item.name,
    mime: item.mime,
    width: item.width,
    height: item.height,
    size: item.size,
    created_at: item.createdAt.toISOString(),
  };
}

export type MediaDeps = { db: Database; queueAvif: () => Promise<void> };

/** The name of a product that shows the picture with this hash (the catalogue answers). */
export type PictureUsedBy = (
  db: Database,
  storefrontId: number,
  hash: string,
) => Promise<string | undefined>;

/**
 * Cleans the upload and keeps it once by its content hash, with its WebP variants; the AVIF
 * ones are queued. The store's library gets an entry (a second upload of the same image keeps
 * the first).
 */
export async function uploadMedia(
  { db, queueAvif }: MediaDeps,
  storefrontId: number,
  upload: { bytes: Buffer; filename: string },
  actor: AuditActor,
): Promise<MediaItem> {
  const clean = await cleanUpload(upload.bytes);
  const hash = createHash('sha256').update(clean.bytes).digest('hex');
  if (!(await mediaFileExists(db, hash))) {
    const raster = clean.mime !== 'image/svg+xml' && clean.width;
    const variants = raster ? await makeVariants(hash, clean.bytes, clean.width!, 'webp') : [];
    await insertMediaFile(db, { hash, ...clean }, variants);
    if (raster) await queueAvif();
  }
  const name = upload.filename.trim().slice(0, 200) || `image.${EXT_OF[clean.mime]}`;
  const item = toMediaItem(await addStoreMedia(db, storefrontId, hash, name));
  await recordAudit(db, {
    storefrontId,
    actor,
    action: 'media.upload',
    subject: item.url,
    after: item,
  });
  return item;
}

export async function listMedia(db: Database, storefrontId: number, page: number, rows: number) {
  const { items, total } = await listStoreMedia(db, storefrontId, page, rows);
  return { data: items.map(toMediaItem), total, ...pageMeta(total, page, rows) };
}

/**
 * Removes an image from the store's library, unless the store's look or pages, or a product's
 * pictures, still use it.
 */
export async function deleteMedia(
  db: Database,
  storefrontId: number,
  mediaId: number,
  actor: AuditActor,
  pictureUsedBy: PictureUsedBy,
): Promise<MediaItem> {
  const item = await findStoreMedia(db, storefrontId, mediaId);
  if (!item) throw notFound(MEDIA_MESSAGES.notFound);
  // Every URL of the image (the file and each variant) carries its hash.
  if (await storefrontUsesUrl(db, storefrontId, item.hash))
    throw new AppError('conflict', MEDIA_MESSAGES.inUse);
  const product = await pictureUsedBy(db, storefrontId, item.hash);
  if (product) throw new AppError('conflict', MEDIA_MESSAGES.inUseByProduct(product));
  const deleted = toMediaItem(item);
  await db.transaction(async (tx) => {
    await deleteStoreMedia(tx, item.id, item.hash);
    const change = { storefrontId, actor, action: 'media.delete', subject: deleted.url };
    await recordAudit(tx, { ...change, before: deleted });
  });
  return deleted;
}

export type ServedMedia = { bytes: Buffer; mime: string; etag: string; final: boolean };

/**
 * The bytes at an upload URL: the file itself, or the variant its width and format name. An
 * AVIF variant not made yet is answered with the WebP one, not to be cached for long (`final`
 * false), so the browser asks again once it exists.
 */
export async function findServedMedia(db: Database, path: string): Promise<ServedMedia | null> {
  const parts = parseMediaUrl(path);
  if (!parts) return null;
  const { hash, width, ext } = parts;
  const etag = `"${hash.slice(0, 32)}-${width ?? 0}-${ext}"`;
  if (ext === 'avif' || ext === 'webp') {
    const variant = width ? await findMediaVariant(db, hash, ext, width) : undefined;
    if (variant) return { bytes: variant.bytes, mime: `image/${ext}`, etag, final: true };
  }
  const file = await findMediaFile(db, hash);
  if (!file) return null;
  if (urlOf(file) === path) return { bytes: file.bytes, mime: file.mime, etag, final: true };
  if (ext !== 'avif' || !width) return null;
  const webp = await findMediaVariant(db, hash, 'webp', width);
  return webp ? { bytes: webp.bytes, mime: 'image/webp', etag, final: false } : null;
}
