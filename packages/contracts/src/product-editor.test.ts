import { describe, expect, it } from 'vitest';
import { finalPriceOf, ProductInput, StoreMediaUrl } from './product-editor.ts';

const size = (size: string, price_cents: number) => ({ size, price_cents, quantity: 5 });
const product = {
  name: 'Classic Tee',
  slug: 'classic-tee',
  variants: [
    { color: 'Navy', primary_hex_color: '#1F2A44', sizes: [size('S', 2000), size('M', 1800)] },
  ],
};

describe('ProductInput', () => {
  it('accepts a minimal product and fills the defaults', () => {
    const parsed = ProductInput.parse(product);
    expect(parsed.status).toBe('draft');
    expect(parsed.variants[0]!.primary_hex_color).toBe('#1f2a44');
    expect(parsed.variants[0]!.sizes[0]!.weight_grams).toBe(0);
  });

  it('refuses a bad slug, a repeated size and a colour listed twice, each at its path', () => {
    const variant = product.variants[0]!;
    const result = ProductInput.safeParse({
      ...product,
      slug: 'Classic Tee',
      variants: [{ ...variant, sizes: [size('M', 1), size('m', 2)] }, variant],
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['slug', 'variants.0.sizes.1', 'variants.1']);
  });

  it('refuses pictures from another host and a publish window that ends before it starts', () => {
    const result = ProductInput.safeParse({
      ...product,
      start_publish_date: '2026-12-01T00:00:00Z',
      end_publish_date: '2026-11-01T00:00:00Z',
      variants: [
        { ...product.variants[0], pictures: [{ type: 'front', url: 'http://evil/x.png' }] },
      ],
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['variants.0.pictures.0.url', 'end_publish_date']);
  });
});

describe('finalPriceOf', () => {
  it('is the cheapest size of any colour', () => {
    expect(finalPriceOf([{ sizes: [size('S', 2000)] }, { sizes: [size('M', 1500)] }])).toBe(1500);
  });
});

describe('StoreMediaUrl', () => {
  it('takes the store’s uploads and the pictures it was opened with, nothing else', () => {
    const ok = [`/uploads/${'a'.repeat(64)}-640w.webp`, '/media/products/acme/tee/navy-front.webp'];
    const refused = ['https://evil.test/x.png', '/media/../etc/passwd.png', '/media/logo.png'];
    for (const url of ok) expect(StoreMediaUrl.safeParse(url).success).toBe(true);
    for (const url of refused) expect(StoreMediaUrl.safeParse(url).success).toBe(false);
  });
});
