import { describe, expect, it } from 'vitest';
import type { ProductVariantDetail } from './catalog.ts';
import {
  autoPickedSize,
  collapsedDescription,
  descriptionText,
  galleryImages,
  initialVariant,
  sizeChoices,
  sizeOfVariant,
  swipedSlide,
  zoomedScale,
} from './product-detail.ts';

const sized = (...sizes: string[]) => ({
  product_variant_sizes: sizes.map((size, i) => ({
    id: i,
    size,
    price: 1800,
    quantity: 5,
    weight: 1,
  })),
});

describe('initialVariant', () => {
  const variants = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('takes the variant navigation state names first', () => {
    expect(initialVariant(variants, { full_path: 'x', fileable_id: 2 }, 3)).toEqual({ id: 3 });
  });

  it('else the variant the thumbnail shows, else the first', () => {
    expect(initialVariant(variants, { full_path: 'x', fileable_id: 2 }, null)).toEqual({ id: 2 });
    expect(initialVariant(variants, { full_path: 'x', fileable_id: 99 }, 42)).toEqual({ id: 1 });
    expect(initialVariant(variants, null)).toEqual({ id: 1 });
  });

  it('is null without variants', () => {
    expect(initialVariant([], null, 1)).toBeNull();
  });
});

describe('sizes', () => {
  it('offers every size of every variant once, in §9 order', () => {
    expect(sizeChoices([sized('XL', 'S'), sized('3XL', 'M', 'S'), sized('XS')])).toEqual([
      'XS',
      'S',
      'M',
      'XL',
      '3XL',
    ]);
  });

  it('auto-picks the only size of a variant, and nothing when there are several', () => {
    expect(autoPickedSize(sized('One Size'))).toBe('One Size');
    expect(autoPickedSize(sized('S', 'M'))).toBeNull();
    expect(autoPickedSize(sized())).toBeNull();
  });

  it("finds a variant's size, or nothing when it lacks it", () => {
    expect(sizeOfVariant(sized('S', 'M'), 'M')?.size).toBe('M');
    expect(sizeOfVariant(sized('S'), 'M')).toBeUndefined();
    expect(sizeOfVariant(null, 'S')).toBeUndefined();
  });
});

describe('galleryImages', () => {
  const variant: Pick<ProductVariantDetail, 'variant_images' | 'variant_thumbnail'> = {
    variant_thumbnail: { full_path: '/black-thumb.webp' },
    variant_images: [
      { type: 'sideImage', full_path: '/black-side.webp' },
      { type: 'rearImage', full_path: '/black-rear.webp' },
      { type: 'frontImage', full_path: '/black-front.webp' },
    ],
  };
  const product = {
    is_gift_card: false,
    product_thumbnail: { full_path: '/thumb.webp', fileable_id: 1 },
    additional_photos: [{ full_path: '/detail.webp' }],
  };

  it('orders front, rear, other variant pictures, then additional photos', () => {
    expect(galleryImages(product, variant)).toEqual([
      '/black-front.webp',
      '/black-rear.webp',
      '/black-side.webp',
      '/detail.webp',
    ]);
  });

  it("uses the variant's thumbnail when it has no pictures", () => {
    expect(
      galleryImages(product, { variant_images: [], variant_thumbnail: variant.variant_thumbnail }),
    ).toEqual(['/black-thumb.webp', '/detail.webp']);
  });

  it('adds the thumbnail of a gift card, each picture once', () => {
    const card = { ...product, is_gift_card: true, additional_photos: [] };
    const digital = {
      variant_thumbnail: null,
      variant_images: [{ type: 'frontImage', full_path: '/card.webp' }],
    };
    expect(galleryImages(card, digital)).toEqual(['/card.webp', '/thumb.webp']);
    expect(
      galleryImages(
        { ...card, product_thumbnail: { full_path: '/card.webp', fileable_id: 1 } },
        digital,
      ),
    ).toEqual(['/card.webp']);
  });

  it('shows the additional photos without a variant', () => {
    expect(galleryImages(product, null)).toEqual(['/detail.webp']);
  });
});

describe('zoomedScale', () => {
  it('steps by 0.1 without float drift', () => {
    expect(zoomedScale(1, 'in')).toBe(1.1);
    expect(zoomedScale(1.1, 'in')).toBe(1.2);
    expect(zoomedScale(0.7, 'out')).toBe(0.6);
  });

  it('stays within 0.5 and 1.5', () => {
    expect(zoomedScale(1.5, 'in')).toBe(1.5);
    expect(zoomedScale(0.5, 'out')).toBe(0.5);
    let scale = 1;
    for (let i = 0; i < 20; i++) scale = zoomedScale(scale, 'in');
    expect(scale).toBe(1.5);
  });
});

describe('swipedSlide', () => {
  it('goes to the next slide on a left swipe past 50 px, the previous on a right one', () => {
    expect(swipedSlide(0, 3, -51)).toBe(1);
    expect(swipedSlide(1, 3, 80)).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(swipedSlide(2, 3, -60)).toBe(0);
    expect(swipedSlide(0, 3, 60)).toBe(2);
  });

  it('stays for a short drag or a single slide', () => {
    expect(swipedSlide(1, 3, -50)).toBe(1);
    expect(swipedSlide(1, 3, 49)).toBe(1);
    expect(swipedSlide(0, 1, -200)).toBe(0);
  });
});

describe('collapsedDescription', () => {
  it('shows the first 4 bullets of a bullet list', () => {
    expect(collapsedDescription(['a', 'b', 'c', 'd', 'e'])).toEqual({
      kind: 'bullets',
      bullets: ['a', 'b', 'c', 'd'],
      truncated: true,
    });
    expect(collapsedDescription(['a', 'b', 'c', 'd']).truncated).toBe(false);
  });

  it('shows the first 25 words of an HTML text, tags read as spaces', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i + 1}`);
    const html = `<p>${words.slice(0, 10).join(' ')}</p><ul><li>${words.slice(10).join('</li><li>')}</li></ul>`;
    expect(collapsedDescription(html)).toEqual({
      kind: 'text',
      text: `${words.slice(0, 25).join(' ')}…`,
      truncated: true,
    });
  });

  it('keeps a short text whole and decodes entities', () => {
    expect(collapsedDescription('<p>Salt &amp; pepper&nbsp;mill</p>')).toEqual({
      kind: 'text',
      text: 'Salt & pepper mill',
      truncated: false,
    });
  });
});

describe('descriptionText', () => {
  it('reads HTML and bullets as plain text', () => {
    expect(descriptionText('<p>Soft</p><ul><li>Cotton</li></ul>')).toBe('Soft Cotton');
    expect(descriptionText(['Soft cotton', 'Tear-away label'])).toBe(
      'Soft cotton. Tear-away label',
    );
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = descriptionText('one two three four five six', 15);
    expect(text).toBe('one two three…');
    expect(text.length).toBeLessThanOrEqual(15);
  });
});
