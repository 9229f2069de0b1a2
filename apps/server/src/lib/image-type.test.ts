import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffImageType', () => {
  it('knows JPEG, PNG, WebP and GIF by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'))).toEqual({
      mime: 'image/png',
      ext: 'png',
    });
    expect(sniffImageType(bytes('RIFF', [1, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))?.mime).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))?.mime).toBe('image/gif');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImageType(bytes('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [1, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
