import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './catalog.ts';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  productGroupJsonLd,
  productJsonLd,
  productMetaDescription,
} from './product-seo.ts';

const size = (quantity: number) => ({ id: 1, size: 'M', price: 1800, quantity, weight: 200 });
const variant = (id: number, quantity: number) => ({
  id,
  product_id: 1,
  color: 'Black',
  primary_hex_color: '#000000',
  secondary_hex_color: null,
  swatch_url: null,
  variant_thumbnail: { full_path: `/media/v${id}.webp` },
  variant_images: [],
  product_variant_sizes: [size(quantity)],
});

const tee = {
  id: 7,
  name: 'Classic Cotton Tee',
  brand: 'Gildan',
  final_price: 1800,
  currency: 'usd',
  is_gift_card: false,
  short_description: 'The everyday tee.',
  description: '<p>Long text</p>',
  reviews_rate_average: 4.3,
  reviews_count: 55,
  product_thumbnail: { full_path: '/media/v1.webp', fileable_id: 1 },
  product_variants: [variant(1, 0), variant(2, 4)],
} as unknown as ProductDetail;

const page = {
  url: 'https://acme.test/products/tee',
  origin: 'https://acme.test',
  showPrice: true,
};

describe('productJsonLd', () => {
  it('describes the product with its offer, brand, pictures and rating', () => {
    expect(productJsonLd(tee, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Cotton Tee',
      description: 'The everyday tee.',
      sku: '7',
      url: page.url,
      image: ['https://acme.test/media/v1.webp', 'https://acme.test/media/v2.webp'],
      brand: { '@type': 'Brand', name: 'Gildan' },
      offers: {
        '@type': 'Offer',
        url: page.url,
        price: '18.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 55 },
    });
  });

  it('says out of stock when no size is left, and leaves out what is missing', () => {
    const soldOut = {
      ...tee,
      brand: null,
      reviews_count: 0,
      product_variants: [variant(1, 0)],
    } as ProductDetail;
    const ld = productJsonLd(soldOut, page);
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('has no offer when the store hides its prices', () => {
    expect(productJsonLd(tee, { ...page, showPrice: false })).not.toHaveProperty('offers');
  });
});

describe('productMetaDescription', () => {
  it('prefers the short description, else the text of the description', () => {
    expect(productMetaDescription(tee)).toBe('The everyday tee.');
    expect(productMetaDescription({ short_description: ' ', description: ['A', 'B'] })).toBe(
      'A. B',
    );
  });
});

describe('absoluteUrl', () => {
  it('puts a path on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('http://acme.localhost:3000/', '/media/a.webp')).toBe(
      'http://acme.localhost:3000/media/a.webp',
    );
    expect(absoluteUrl('https://acme.test', 'https://cdn.test/a.webp')).toBe(
      'https://cdn.test/a.webp',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Products', url: 'https://acme.test/products' },
        { name: 'Tee', url: 'https://acme.test/products/tee' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Products', item: 'https://acme.test/products' },
      { '@type': 'ListItem', position: 2, name: 'Tee', item: 'https://acme.test/products/tee' },
    ]);
  });
});

describe('productGroupJsonLd', () => {
  const twoColours = {
    ...tee,
    product_variants: [variant(1, 0), { ...variant(2, 4), color: 'White' }],
  } as ProductDetail;

  it('has one Product per colour, each with its own offer and stock', () => {
    const group = productGroupJsonLd(twoColours, page);
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Classic Cotton Tee',
      productGroupID: '7',
      variesBy: ['https://schema.org/color'],
    });
    expect(group).not.toHaveProperty('offers');
    expect(group.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        color: 'Black',
        sku: '7-1',
        image: ['https://acme.test/media/v1.webp'],
        offers: expect.objectContaining({
          price: '18.00',
          availability: 'https://schema.org/OutOfStock',
        }),
      }),
      expect.objectContaining({
        color: 'White',
        offers: expect.objectContaining({ availability: 'https://schema.org/InStock' }),
      }),
    ]);
  });

  it('has no offers anywhere when the store hides its prices', () => {
    const group = productGroupJsonLd(twoColours, { ...page, showPrice: false });
    expect(JSON.stringify(group)).not.toContain('offers');
    expect(JSON.stringify(group)).not.toContain('price');
  });
});

describe('organizationJsonLd', () => {
  it('names the company with its logo and profiles, leaving out what it lacks', () => {
    expect(
      organizationJsonLd({
        name: 'Acme Corp',
        url: 'https://acme.test/',
        logo: 'https://acme.test/logo.png',
        sameAs: ['https://x.com/acme'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme Corp',
      url: 'https://acme.test/',
      logo: 'https://acme.test/logo.png',
      sameAs: ['https://x.com/acme'],
    });
    const bare = organizationJsonLd({ name: 'A', url: 'https://a.test/', sameAs: [] });
    expect(bare).not.toHaveProperty('logo');
    expect(bare).not.toHaveProperty('sameAs');
  });
});
