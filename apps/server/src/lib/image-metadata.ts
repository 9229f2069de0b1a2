import type { ImageType } from './image-type.ts';

/** A picture whose structure cannot be followed; the upload is refused rather than kept as is. */
export class UnreadableImageError extends Error {
  constructor() {
    super('The image could not be read.');
  }
}

/**
 * The image without the metadata a photo carries (camera, EXIF location, XMP, IPTC, text
 * chunks); the pixels are copied byte for byte. GIF has no such blocks worth removing.
 */
export function stripImageMetadata(bytes: Buffer, type: ImageType): Buffer {
  if (type.mime === 'image/jpeg') return stripJpeg(bytes);
  if (type.mime === 'image/png') return stripPng(bytes);
  if (type.mime === 'image/webp') return stripWebp(bytes);
  return bytes;
}

const need = (condition: boolean) => {
  if (!condition) throw new UnreadableImageError();
};

/** JPEG markers without a length field: TEM and the restart markers. */
const STANDALONE = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** APP1 holds EXIF and XMP, APP13 holds Photoshop IPTC. */
const JPEG_DROPPED = new Set([0xe1, 0xed]);
const SOS = 0xda;
const EOI = 0xd9;

/** Copies the segments before the image data except APP1 and APP13, then the data verbatim. */
function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    need(bytes[at] === 0xff);
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes
    const marker = bytes[at + 1]!;
    if (marker === EOI || STANDALONE(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      if (marker === EOI) break;
      continue;
    }
    need(at + 4 <= bytes.length);
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    need(end <= bytes.length);
    if (marker === SOS) {
      kept.push(bytes.subarray(at)); // scans and everything after them are pixels
      break;
    }
    if (!JPEG_DROPPED.has(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

/** Copies every chunk up to IEND except EXIF and the text chunks (CRCs stay valid). */
function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    need(at + 12 <= bytes.length);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + bytes.readUInt32BE(at);
    need(end <= bytes.length);
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}

const WEBP_DROPPED = new Set(['EXIF', 'XMP ']);
/** VP8X header flags that announce EXIF and XMP chunks. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** Drops the EXIF and XMP chunks, clears their VP8X flags and rewrites the RIFF size. */
function stripWebp(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let at = 12;
  while (at < bytes.length) {
    need(at + 8 <= bytes.length);
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2); // chunks are padded to an even length
    need(end <= bytes.length);
    if (fourcc === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, end));
      chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (!WEBP_DROPPED.has(fourcc)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}
