import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

/** How an upload is encoded again, by its real type: the same format, nothing but pixels. */
const FORMATS = {
  'image/jpeg': { ext: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 90 }) },
  'image/png': { ext: 'png', encode: (image: Sharp) => image.png() },
  'image/webp': { ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 90 }) },
  'image/gif': { ext: 'gif', encode: (image: Sharp) => image.gif() },
} as const;

export type ImageMime = keyof typeof FORMATS;
const ALL_MIMES = Object.keys(FORMATS) as ImageMime[];

/** A picture as it will be kept: decoded and encoded again, so no byte of the upload survives. */
export type CleanImage = {
  bytes: Buffer;
  mime: ImageMime;
  ext: string;
  /** Upright size in pixels (an animation's height is that of all its frames). */
  width: number;
  height: number;
};

/**
 * At most 50 megapixels (a phone saves 12 to 48): a small file that would unpack into
 * gigabytes of pixels (a decompression bomb) is refused from its header, before it is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Why an upload is not taken: not one of the formats, too many pixels, or not decodable. */
export class ImageRefusedError extends Error {
  constructor(readonly problem: 'type' | 'pixels' | 'unreadable') {
    super(`The image was refused (${problem}).`);
  }
}

/**
 * The upload decoded and encoded again in its own format, turned upright by its EXIF
 * orientation. Metadata (EXIF location, XMP, comments) and anything hidden in or after the
 * image data (a script appended to a JPEG) are gone; only the pixels survive.
 */
export async function reencodeImage(
  bytes: Buffer,
  maxPixels = MAX_IMAGE_PIXELS,
  types: readonly ImageMime[] = ALL_MIMES,
): Promise<CleanImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(types as readonly string[]).includes(type.mime))
    throw new ImageRefusedError('type');
  const mime = type.mime as ImageMime;
  // Every frame of an animated GIF or WebP, stacked: its height is that of all frames.
  const image = sharp(bytes, { limitInputPixels: maxPixels, animated: true });
  const { width = 0, height = 0 } = await image.metadata().catch(refusedBySharp);
  // sharp's limit counts one frame; an animation's frames are counted together.
  if (width * height > maxPixels) throw new ImageRefusedError('pixels');
  const { data, info } = await FORMATS[mime]
    .encode(image.rotate())
    .toBuffer({ resolveWithObject: true })
    .catch(refusedBySharp);
  return { bytes: data, mime, ext: FORMATS[mime].ext, width: info.width, height: info.height };
}

/** sharp's own refusals: over its pixel limit, or bytes it cannot decode. */
function refusedBySharp(error: unknown): never {
  const pixels = error instanceof Error && error.message.includes('pixel limit');
  throw new ImageRefusedError(pixels ? 'pixels' : 'unreadable');
}
