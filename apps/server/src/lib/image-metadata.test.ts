import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripImageMetadata, UnreadableImageError } from './image-metadata.ts';
import { sniffImageType, type ImageType } from './image-type.ts';

/* Real pictures made by sharp with a GPS position in EXIF and an XMP packet, plus hand-made
   blocks (JPEG APP13, PNG text chunks) spliced in, so each kind of metadata is present. */

const SECRET = 'GPS-secret-51N';
const EXIF = {
  IFD0: { Artist: SECRET },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
};
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${SECRET}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

function picture(format: 'jpeg' | 'png' | 'webp') {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#c33' } });
  return image[format]().withExif(EXIF).withXmp(XMP).toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An APP13 (Photoshop IPTC) segment with the secret in it. */
function jpegApp13() {
  const data = Buffer.from(`Photoshop 3.0\0${SECRET}`, 'latin1');
  const head = Buffer.from([0xff, 0xed, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

const typeOf = (bytes: Buffer) => sniffImageType(bytes) as ImageType;

async function expectClean(original: Buffer) {
  expect(original.includes(SECRET)).toBe(true);
  const stripped = stripImageMetadata(original, typeOf(original));
  expect(stripped.includes(SECRET)).toBe(false);
  const meta = await sharp(stripped).metadata();
  expect(meta).toMatchObject({ width: 8, height: 6 });
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  // The pixels are untouched.
  const [before, after] = await Promise.all(
    [original, stripped].map((b) => sharp(b).raw().toBuffer()),
  );
  expect(after!.equals(before!)).toBe(true);
  return { stripped, meta };
}

describe('stripImageMetadata', () => {
  it('drops APP1 (EXIF with GPS, XMP) and APP13 from a JPEG', async () => {
    const jpeg = await picture('jpeg');
    const withIptc = Buffer.concat([jpeg.subarray(0, 2), jpegApp13(), jpeg.subarray(2)]);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { stripped } = await expectClean(withIptc);
    expect(stripped.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stripped.includes(Buffer.from('Photoshop 3.0'))).toBe(false);
  });

  it('drops eXIf and text chunks from a PNG', async () => {
    const png = await picture('png');
    const text = [
      pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')),
      pngChunk('iTXt', Buffer.from(`Author\0\0\0\0\0${SECRET}`, 'latin1')),
    ];
    // Text chunks go right after IHDR (8 signature + 25 IHDR bytes).
    const withText = Buffer.concat([png.subarray(0, 33), ...text, png.subarray(33)]);
    const { stripped } = await expectClean(withText);
    for (const chunk of ['eXIf', 'tEXt', 'iTXt', 'zTXt'])
      expect(stripped.includes(Buffer.from(chunk))).toBe(false);
    expect(stripped.subarray(-8, -4).toString()).toBe('IEND');
  });

  it('drops EXIF and XMP chunks from a WebP and clears their VP8X flags', async () => {
    const webp = await picture('webp');
    expect(webp[20]! & 0x0c).toBe(0x0c);
    const { stripped } = await expectClean(webp);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripped[20]! & 0x0c).toBe(0);
  });

  it('leaves a picture without metadata as it was', async () => {
    const plain = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    expect(stripImageMetadata(plain, typeOf(plain)).equals(plain)).toBe(true);
  });

  it('refuses a file that only starts like an image', () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00]),
      Buffer.alloc(8),
    ]);
    expect(() => stripImageMetadata(fake, typeOf(fake))).toThrow(UnreadableImageError);
  });
});
