import { describe, expect, it } from 'vitest';
import { mediaWidths, parseMediaUrl, responsiveImage } from './media.ts';

const HASH = 'a'.repeat(64);

describe('responsiveImage', () => {
  it('offers AVIF and WebP at each width up to an upload’s own', () => {
    const image = responsiveImage(`/uploads/${HASH}-800w.png`, '50vw');
    expect(image.src).toBe(`/uploads/${HASH}-800w.png`);
    expect(image.sizes).toBe('50vw');
    expect(image.sources).toEqual([
      {
        type: 'image/avif',
        srcSet: [160, 320, 640, 800].map((w) => `/uploads/${HASH}-${w}w.avif ${w}w`).join(', '),
      },
      {
        type: 'image/webp',
        srcSet: [160, 320, 640, 800].map((w) => `/uploads/${HASH}-${w}w.webp ${w}w`).join(', '),
      },
    ]);
  });

  it('offers the variants of media files named as uploads are (the demo stores’ artwork)', () => {
    const image = responsiveImage('/media/stores/acme/banner-home-1600w.webp');
    expect(image.sizes).toBe('100vw');
    expect(image.sources.map((source) => source.srcSet)).toEqual(
      ['avif', 'webp'].map((format) =>
        [160, 320, 640, 1280, 1600]
          .map((w) => `/media/stores/acme/banner-home-${w}w.${format} ${w}w`)
          .join(', '),
      ),
    );
  });

  it('shows plain URLs and SVG uploads as they are', () => {
    expect(responsiveImage('/media/stores/acme/banner-home.webp').sources).toEqual([]);
    expect(responsiveImage('/media/../banner-640w.webp').sources).toEqual([]);
    expect(responsiveImage('/media/products/shirt.png')).toEqual({
      src: '/media/products/shirt.png',
      sources: [],
    });
    expect(responsiveImage(`/uploads/${HASH}.svg`).sources).toEqual([]);
    expect(responsiveImage('https://cdn.example/logo.png').sources).toEqual([]);
  });
});

describe('mediaWidths', () => {
  it('stops at the image’s own width, and at 1920', () => {
    expect(mediaWidths(100)).toEqual([100]);
    expect(mediaWidths(320)).toEqual([160, 320]);
    expect(mediaWidths(4000)).toEqual([160, 320, 640, 1280, 1920]);
  });
});

describe('parseMediaUrl', () => {
  it('reads an upload URL, also absolute, and nothing else', () => {
    expect(parseMediaUrl(`https://acme.test/uploads/${HASH}-640w.webp`)).toEqual({
      hash: HASH,
      width: 640,
      ext: 'webp',
    });
    expect(parseMediaUrl(`/uploads/${HASH}.svg`)).toEqual({ hash: HASH, width: null, ext: 'svg' });
    expect(parseMediaUrl('/uploads/../etc/passwd')).toBeNull();
    expect(parseMediaUrl(`/uploads/${HASH}-640w.gif`)).toBeNull();
  });
});
