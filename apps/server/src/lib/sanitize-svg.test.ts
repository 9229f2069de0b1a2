import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './sanitize-svg.ts';

const clean = async (svg: string) => (await sanitizeSvg(Buffer.from(svg)))?.toString() ?? null;

describe('looksLikeSvg', () => {
  it('sees an <svg> root after a BOM, XML declaration, comments and doctype', () => {
    const svg = '\uFEFF<?xml version="1.0"?><!-- logo --><!DOCTYPE svg><svg></svg>';
    expect(looksLikeSvg(Buffer.from(svg))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('sanitizeSvg', () => {
  it('keeps the drawing, local references and its own styles', async () => {
    const svg = await clean(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.a{fill:url(#g)}</style>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
        '<rect class="a" width="10" height="10" fill="url(#g)"/></svg>',
    );
    expect(svg).toContain('<style>.a{fill:url(#g)}</style>');
    expect(svg).toContain('fill="url(#g)"');
  });

  it('drops external references: links, images, CSS urls and imports', async () => {
    const svg = await clean(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<style>@import "https://evil.test/a.css";</style>' +
        '<a xlink:href="https://evil.test/"><text>x</text></a>' +
        '<image href="https://evil.test/pixel.png"/>' +
        '<rect fill="url(https://evil.test/f.svg#p)" style="filter:url(https://evil.test/x)"/></svg>',
    );
    expect(svg).not.toContain('evil.test');
    expect(svg).toContain('<text>x</text>');
  });

  it('adds the SVG namespace an inline drawing left out, and gives up on nothing drawable', async () => {
    expect(await clean('<svg width="4" height="4"><rect width="4" height="4"/></svg>')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    expect(await clean('<script>alert(1)</script>')).toBeNull();
  });
});
