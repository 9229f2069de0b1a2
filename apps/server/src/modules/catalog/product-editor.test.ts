import type { EditableProduct } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariantSizes, warehouses } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
});
afterAll(() => t.close());

let unique = 0;
/** A product body of two colours, two sizes each, with a name and slug of its own. */
function productBody(changes: Record<string, unknown> = {}) {
  const n = ++unique;
  const sizes = (price: number) => [
    { size: 'S', price_cents: price, quantity: 5, weight_grams: 180 },
    { size: 'M', price_cents: price + 200, quantity: 7, weight_grams: 200 },
  ];
  return {
    name: `Harbour Hoodie ${n}`,
    slug: `harbour-hoodie-${n}`,
    brand: 'Northwind',
    short_description: 'A warm hoodie.',
    description: '<p>Soft <strong>fleece</strong><script>alert(1)</script></p>',
    status: 'published',
    decoration_methods: ['Embroidery'],
    input_fields: [{ label: 'Name on the sleeve', is_required: true }],
    size_guides: [{ specification_type: 'Chest', sizes: [{ size: 'S', value: '90 cm' }] }],
    variants: [
      {
        color: 'Navy',
        primary_hex_color: '#1F2A44',
        pictures: [
          { type: 'rear', url: `/uploads/${'b'.repeat(64)}.png`, alt: 'Back' },
          { type: 'front', url: `/uploads/${'a'.repeat(64)}.png`, alt: 'Front' },
        ],
        sizes: sizes(4500),
      },
      { color: 'Sand', primary_hex_color: '#d8c8a8', sizes: sizes(4300) },
    ],
    ...changes,
  };
}

const url = (path = '', id = acmeId) => `/api/storefronts/${id}/products${path}`;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = owner,
  slug = 'acme',
) => t.app.inject({ method, url: path, headers: { ...hostOf(slug), ...headers }, payload });

async function create(changes: Record<string, unknown> = {}): Promise<EditableProduct> {
  const res = await send('POST', url(), productBody(changes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The editor's body of a loaded product, with changes laid over it. */
function saveBody(product: EditableProduct, changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    old_slugs: _old,
    final_price_cents: _price,
    created_at: _created,
    updated_at: _updated,
    ...rest
  } = product;
  return {
    ...rest,
    variants: product.variants.map((variant) => ({
      ...variant,
      sizes: variant.sizes.map((size) => ({ ...size, loaded_quantity: size.quantity })),
    })),
    ...changes,
  };
}

const shopperProduct = (idOrSlug: string) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/storefront-products/${idOrSlug}`,
    headers: hostOf('acme'),
  });

describe('POST /api/storefronts/{id}/products', () => {
  it('creates the whole product: sanitised description, final price, thumbnail, relations', async () => {
    const product = await create();
    expect(product).toMatchObject({
      brand: 'Northwind',
      description: '<p>Soft <strong>fleece</strong></p>',
      final_price_cents: 4300,
      status: 'published',
      decoration_methods: ['Embroidery'],
      revision: 1,
      input_fields: [{ label: 'Name on the sleeve', is_required: true }],
      size_guides: [{ specification_type: 'Chest', sizes: [{ size: 'S', value: '90 cm' }] }],
    });
    expect(product.variants.map((v) => [v.color, v.primary_hex_color, v.sizes.length])).toEqual([
      ['Navy', '#1f2a44', 2],
      ['Sand', '#d8c8a8', 2],
    ]);
    const shown = (await shopperProduct(product.slug)).json().data;
    expect(shown.product_thumbnail.full_path).toBe(`/uploads/${'a'.repeat(64)}.png`);
    expect(shown.final_price).toBe(4300);
  });
});
