import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefusedError, reencodeImage } from './image-reencode.ts';

/* Real pictures made by sharp with a GPS position in EXIF and an XMP packet, each with a web
   page appended, so every kind of hidden content is present. */

const SECRET = 'GPS-secret-51N';
const EXIF = {
  IFD0: { Artist: SECRET },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
};
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${SECRET}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
const PAGE = Buffer.from('<html><script>alert(document.cookie)</script></html>');

async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif') {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } });
  const bytes = await image[format]().withExif(EXIF).withXmp(XMP).toBuffer();
  return Buffer.concat([bytes, PAGE]);
}

const refusal = (bytes: Buffer, maxPixels?: number) =>
  reencodeImage(bytes, maxPixels).then(
    () => null,
    (error: unknown) => (error instanceof ImageRefusedError ? error.problem : error),
  );

describe('reencodeImage', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('keeps a %s as it is but for its pixels', async (format, mime, ext) => {
    const original = await picture(format);
    const clean = await reencodeImage(original);
    expect(clean).toMatchObject({ mime, ext });
    for (const hidden of [SECRET, '<script', '<html'])
      expect(clean.bytes.includes(hidden)).toBe(false);
    const meta = await sharp(clean.bytes).metadata();
    expect(meta).toMatchObject({ format, width: 8, height: 6 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('keeps every frame of an animated GIF, and counts them all against the pixel limit', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map(frame));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const clean = await reencodeImage(gif);
    expect(await sharp(clean.bytes).metadata()).toMatchObject({ format: 'gif', pages: 3 });
    // Each frame of 16 pixels is under a limit of 40, the three together are not.
    expect(await refusal(gif, 40)).toBe('pixels');
    expect(await refusal(gif, 48)).toBeNull();
  });

  it('refuses what is not one of the four formats, and what cannot be decoded', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7\n'))).toBe('type');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('type');
    expect(await refusal(PAGE)).toBe('type');
    expect(await refusal(Buffer.alloc(0))).toBe('type');
    const jpeg = await picture('jpeg');
    expect(await refusal(jpeg.subarray(0, 30))).toBe('unreadable');
  });
});
