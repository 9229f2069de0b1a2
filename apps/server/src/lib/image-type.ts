/** The picture formats an upload may be, as told by its first bytes. */
export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  ext: string;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The real type of an image from its magic bytes, never from its name or declared type;
 * null for anything that is not JPEG, PNG, WebP or GIF.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', ext: 'gif' };
  return null;
}
