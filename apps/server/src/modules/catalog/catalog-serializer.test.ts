import {
  ProductDetailResponse,
  ProductListResponse,
  ProductSearchResponse,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createCategories, createProducts, createStore } from './catalog.fixtures.ts';

// In production the list, the search and the product are serialised without their zod schema
// (decision 0028, "Uncached answers"): what they send must be exactly what the schema would let
// through — no key it strips (a stored picture's alt text), nothing it would change.

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { env: 'production' } });
  const db = t.database.db;
  storeId = (await createStore(db, 'trusted', { name: 'Trusted' })).id;
  const categories = await createCategories(db, storeId, [{ name: 'Bags', slug: 'bags' }]);
  await createProducts(
    db,
    storeId,
    ['Red', 'Blue'].map((colour) => ({
      name: `${colour} Tote`,
      brand: 'Nike',
      categories: ['bags'],
      thumbnailPath: '/media/tote.jpg',
      additionalPhotos: ['/media/tote-2.jpg'],
      decorationMethods: [{ id: 1, name: 'Embroidery', internal: 'x' } as never],
      sizeGuides: [{ specificationType: 'Width', sizes: [{ size: 'M', value: '40 cm' }] }],
      inputFields: [{ label: 'Initials', isRequired: true }],
      variants: [
        {
          color: colour,
          images: [{ type: 'frontImage', full_path: '/media/front.jpg', alt: 'Front' } as never],
          sizes: ['S', 'M'],
        },
      ],
    })),
    categories,
  );
});
afterAll(() => t.close());

async function answer(url: string) {
  const res = await t.app.inject({ url, headers: hostOf('trusted') });
  expect(res.statusCode, url).toBe(200);
  return JSON.parse(res.body) as unknown;
}

describe('catalogue answers serialised without their schema (production)', () => {
  it('send exactly what their schema lets through', async () => {
    const products = `/api/storefronts/${storeId}/storefront-products`;
    const list = await answer(
      `${products}?relations[]=productThumbnail&relations[]=productVariants&relations[]=productVariants.variantThumbnail`,
    );
    expect(ProductListResponse.parse(list)).toEqual(list);
    expect((list as { data: { total: number } }).data.total).toBe(2);
    const search = await answer(`${products}/search?global_filter=tote`);
    expect(ProductSearchResponse.parse(search)).toEqual(search);
    const detail = await answer(`${products}/red-tote`);
    expect(ProductDetailResponse.parse(detail)).toEqual(detail);
    expect(JSON.stringify(detail)).not.toMatch(/"alt"|internal/);
  });
});
