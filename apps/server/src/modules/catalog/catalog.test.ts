import { SORT_OPTIONS, type ProductDetail, type ProductSummary } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  createCategories,
  createProducts,
  createStore,
  createWarehouse,
  type ProductSpec,
} from './catalog.fixtures.ts';
import { recordStatements } from '../../test/statements.ts';

let t: TestApp;
let alpha: number;
let beta: number;
let categories: Map<string, number>;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const past = new Date(Date.now() - 86_400_000);
const future = new Date(Date.now() + 86_400_000);

const tee: ProductSpec = {
  name: 'Classic Cotton T-Shirt',
  brand: 'Gildan',
  createdAt: day(3),
  categories: ['t-shirts'],
  thumbnailPath: '/media/tee-red.png',
  thumbnailVariant: 2,
  description: JSON.stringify(['Soft cotton', 'Tear-away label']),
  copyUnderneathDescription: 'Printed to order.',
  additionalPhotos: ['/media/tee-detail.png'],
  decorationMethods: [{ id: 1, name: 'Screen Print' }],
  reviewsRateAverage: 4.5,
  reviewsCount: 12,
  // Stored out of order on purpose: the API sorts colours and sizes.
  variants: [
    {
      color: 'White',
      primaryHexColor: '#ffffff',
      thumbnailPath: '/media/tee-white.png',
      sizes: ['XL', 'S', 'M'],
    },
    {
      color: 'Black',
      primaryHexColor: '#000000',
      thumbnailPath: '/media/tee-black.png',
      images: [
        { type: 'frontImage', full_path: '/media/tee-black-front.png' },
        { type: 'rearImage', full_path: '/media/tee-black-rear.png' },
      ],
      sizes: [
        { size: '3XL', price: 2000, quantity: 0 },
        { size: 'XS', price: 1800, quantity: 4, weightGrams: 180 },
        { size: 'L', price: 1800 },
      ],
    },
    { color: 'Red', primaryHexColor: '#b91c1c', sizes: ['M'] },
    { color: 'Gray', primaryHexColor: '#9ca3af', sizes: ['M'], active: false },
  ],
  sizeGuides: [
    {
      specificationType: 'Chest width (in)',
      sizes: [
        { size: 'XL', value: '24' },
        { size: 'XS', value: '16' },
        { size: 'M', value: '20' },
      ],
    },
  ],
  inputFields: [{ label: 'Name on back', isRequired: true }, { label: 'Note to the printer' }],
};

const listed: ProductSpec[] = [
  tee,
  {
    name: 'Pullover Hoodie',
    brand: 'Bella+Canvas',
    finalPrice: 4200,
    createdAt: day(5),
    categories: ['hoodies'],
    // Owner HTML: the API strips what could run in a shopper's browser.
    description: '<p onclick="steal()">Warm <strong>fleece</strong>.</p><script>steal()</script>',
  },
  {
    name: 'Zip Hoodie',
    brand: 'Bella+Canvas',
    finalPrice: 4500,
    createdAt: day(1),
    categories: ['zip-hoodies'],
  },
  {
    name: 'Heavy Blend Sweatshirt',
    brand: 'Gildan',
    finalPrice: 3000,
    createdAt: day(4),
    categories: ['apparel'],
  },
  {
    name: 'Beanie',
    brand: 'Next Level',
    finalPrice: 1500,
    createdAt: day(2),
    shortDescription: 'Knitted to match your hoodie.',
    categories: ['apparel'],
  },
  {
    name: 'Yeti Rambler 20 oz',
    brand: 'Yeti',
    finalPrice: 3500,
    createdAt: day(6),
    categories: ['drinkware'],
  },
  {
    name: 'Seasonal Scarf',
    brand: 'Next Level',
    finalPrice: 2500,
    createdAt: day(7),
    startPublishDate: past,
    endPublishDate: future,
  },
];

const unlisted: ProductSpec[] = [
  { name: 'Draft Hoodie', status: 'draft', brand: 'Hidden', categories: ['office'] },
  { name: 'Disabled Hoodie', disabled: true, categories: ['hoodies'] },
  { name: 'Discontinued Hoodie', discontinued: true, categories: ['office'] },
  { name: 'Future Hoodie', startPublishDate: future, categories: ['hoodies'] },
  { name: 'Expired Hoodie', endPublishDate: past, categories: ['hoodies'] },
];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  alpha = (await createStore(db, 'alpha')).id;
  beta = (await createStore(db, 'beta')).id;
  categories = await createCategories(db, alpha, [
    {
      name: 'Apparel',
      slug: 'apparel',
      children: [
        { name: 'T-Shirts', slug: 't-shirts' },
        {
          name: 'Hoodies',
          slug: 'hoodies',
          children: [{ name: 'Zip Hoodies', slug: 'zip-hoodies' }],
        },
        { name: 'Socks', slug: 'socks' },
      ],
    },
    { name: 'Drinkware', slug: 'drinkware' },
    { name: 'Office', slug: 'office', isCompany: true },
  ]);
  const warehouseId = await createWarehouse(db, alpha, 'East Coast Warehouse');
  await createProducts(
    db,
    alpha,
    [{ ...tee, warehouseId }, ...listed.slice(1), ...unlisted],
    categories,
  );
  const betaCategories = await createCategories(db, beta, [{ name: 'Secret', slug: 'secret' }]);
  await createProducts(
    db,
    beta,
    [{ name: 'Beta Secret Hoodie', brand: 'Beta Brand', categories: ['secret'] }],
    betaCategories,
  );
});
afterAll(() => t.close());

async function get(url: string, slug = 'alpha') {
  return t.app.inject({ url, headers: hostOf(slug) });
}

async function list(query = '', slug = 'alpha', storeId = alpha) {
  const res = await get(`/api/storefronts/${storeId}/storefront-products?${query}`, slug);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: ProductSummary[];
    total: number;
    from: number | null;
    last_page: number;
  };
}

const names = (page: { data: ProductSummary[] }) => page.data.map((p) => p.name);

describe('GET /api/storefronts/{id}/storefront-products', () => {
  it('lists only what a shopper may see: published, enabled, inside the publish window', async () => {
    const page = await list('rows=100');
    expect(page.total).toBe(listed.length);
    expect(names(page).sort()).toEqual(listed.map((p) => p.name).sort());
  });

  it('sends the §3 fields of a card, money in cents', async () => {
    const { data } = await list('rows=100&product_category_id=' + categories.get('t-shirts'));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: 'Classic Cotton T-Shirt',
      slug: 'classic-cotton-t-shirt',
      brand: 'Gildan',
      price: 1800,
      price_decimal: '18.00',
      final_price: 1800,
      currency: 'usd',
      is_gift_card: false,
      is_custom: false,
      reviews_rate_average: 4.5,
      reviews_count: 12,
      created_at: day(3).toISOString(),
    });
  });

  it('pages Laravel style: total, from and last_page, an empty page beyond the end', async () => {
    const first = await list('rows=3&page=1');
    expect(first).toMatchObject({ total: 7, from: 1, last_page: 3 });
    expect(first.data).toHaveLength(3);
    const last = await list('rows=3&page=3');
    expect(last).toMatchObject({ total: 7, from: 7, last_page: 3 });
    expect(last.data).toHaveLength(1);
    const beyond = await list('rows=3&page=9');
    expect(beyond).toEqual({ data: [], total: 7, from: null, last_page: 3 });
    expect(await list('rows=9&global_filter=nothingmatchesthis')).toEqual({
      data: [],
      total: 0,
      from: null,
      last_page: 1,
    });
  });

  it('pages through every product once', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`rows=3&page=${page}`)));
    const seen = pages.flatMap(names);
    expect(new Set(seen).size).toBe(listed.length);
  });

  it.each(SORT_OPTIONS)('sorts by $label ($name $code)', async ({ name, code }) => {
    const page = await list(`rows=100&sort_field=${name}&sort_order=${code}`);
    const key = (p: ProductSummary) =>
      name === 'final_price' ? p.final_price : name === 'name' ? p.name : p.created_at;
    const expected = [...page.data].sort((a, b) => {
      const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
      return code === 'asc' ? order : -order;
    });
    expect(names(page)).toEqual(names({ data: expected }));
    expect(new Set(page.data.map(key)).size).toBe(page.data.length);
  });

  it("orders by the store's sortBy by default; dont_sort means id order", async () => {
    // Written past the app, so the test forgets the store as its notification would.
    const setSortBy = async (sortBy: { id: string; name: string; code: 'asc' | 'desc' } | null) => {
      await t.database.db
        .update(storefronts)
        .set({ settings: { sortBy } })
        .where(eq(storefronts.id, alpha));
      t.app.readCache.forget(alpha);
    };
    try {
      await setSortBy({ id: 'price-desc', name: 'final_price', code: 'desc' });
      const byPrice = await list('rows=100');
      expect(byPrice.data.map((p) => p.final_price)).toEqual(
        byPrice.data.map((p) => p.final_price).sort((a, b) => b - a),
      );
      await setSortBy({ id: 'none', name: 'dont_sort', code: 'asc' });
      const unsorted = await list('rows=100');
      const ids = unsorted.data.map((p) => p.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await setSortBy(null);
    }
  });

  it('filters by category, a category including its sub-categories at any depth', async () => {
    const apparel = categories.get('apparel');
    expect(names(await list(`rows=100&product_categories[]=${apparel}&sort_field=name`))).toEqual([
      'Beanie',
      'Classic Cotton T-Shirt',
      'Heavy Blend Sweatshirt',
      'Pullover Hoodie',
      'Zip Hoodie',
    ]);
    const hoodiesAndDrinkware = `product_categories[]=${categories.get('hoodies')}&product_categories[]=${categories.get('drinkware')}`;
    expect(names(await list(`${hoodiesAndDrinkware}&sort_field=name`))).toEqual([
      'Pullover Hoodie',
      'Yeti Rambler 20 oz',
      'Zip Hoodie',
    ]);
  });

  it('narrows a category page (product_category_id) by the chosen sub-categories', async () => {
    const query = `product_category_id=${categories.get('apparel')}&product_categories[]=${categories.get('zip-hoodies')}`;
    expect(names(await list(query))).toEqual(['Zip Hoodie']);
    const empty = await list(`product_category_id=${categories.get('socks')}`);
    expect(empty.total).toBe(0);
  });

  it('filters by brands in either query form', async () => {
    expect(names(await list('brands[]=Gildan&brands[]=Yeti&sort_field=name'))).toEqual([
      'Classic Cotton T-Shirt',
      'Heavy Blend Sweatshirt',
      'Yeti Rambler 20 oz',
    ]);
    expect(names(await list('brands=Yeti'))).toEqual(['Yeti Rambler 20 oz']);
    expect(names(await list('brands[]=Bella%2BCanvas&sort_field=name'))).toEqual([
      'Pullover Hoodie',
      'Zip Hoodie',
    ]);
  });

  it('searches with the trimmed global_filter, typos included, alongside other filters', async () => {
    expect(names(await list('global_filter=%20%20hoddie%20'))).toEqual([
      'Pullover Hoodie',
      'Zip Hoodie',
      'Beanie',
    ]);
    expect(names(await list('global_filter=hoodie&brands[]=Next%20Level'))).toEqual(['Beanie']);
    expect(
      names(await list('global_filter=hoodie&sort_field=final_price&sort_order=desc')),
    ).toEqual(['Zip Hoodie', 'Pullover Hoodie', 'Beanie']);
    expect((await list('global_filter=%21%21%21')).total).toBe(0);
  });

  it('includes relations only when asked: thumbnail, variants sorted by colour, their thumbnails', async () => {
    const teeQuery = `product_category_id=${categories.get('t-shirts')}`;
    const bare = (await list(teeQuery)).data[0]!;
    expect(bare).not.toHaveProperty('product_thumbnail');
    expect(bare).not.toHaveProperty('product_variants');

    const withThumb = (await list(`${teeQuery}&relations[]=productThumbnail`)).data[0]!;
    const red = (
      await list(`${teeQuery}&relations[]=productVariants`)
    ).data[0]!.product_variants!.find((v) => v.color === 'Red')!;
    expect(withThumb.product_thumbnail).toEqual({
      full_path: '/media/tee-red.png',
      fileable_id: red.id,
    });

    const full = (
      await list(
        `${teeQuery}&relations[]=productThumbnail&relations[]=productVariants&relations[]=productVariants.variantThumbnail`,
      )
    ).data[0]!;
    expect(full.product_variants!.map((v) => v.color)).toEqual(['Black', 'Red', 'White']);
    expect(full.product_variants![0]).toEqual({
      id: expect.any(Number),
      product_id: full.id,
      color: 'Black',
      primary_hex_color: '#000000',
      secondary_hex_color: null,
      swatch_url: null,
      variant_thumbnail: { full_path: '/media/tee-black.png' },
    });
    expect(full.product_variants![1]!.variant_thumbnail).toBeNull();
    const noThumbs = (await list(`${teeQuery}&relations[]=productVariants`)).data[0]!;
    expect(noThumbs.product_variants![0]).not.toHaveProperty('variant_thumbnail');
  });

  it('answers bad query values with 400 and the fields at fault', async () => {
    for (const [query, field] of [
      ['rows=0', 'rows'],
      ['rows=101', 'rows'],
      ['page=0', 'page'],
      ['sort_field=evil', 'sort_field'],
      ['sort_order=up', 'sort_order'],
      ['product_categories[]=x', 'product_categories'],
      ['relations[]=reviews', 'relations'],
    ] as const) {
      const res = await get(`/api/storefronts/${alpha}/storefront-products?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.message).toBe('The request is not valid.');
      expect(Object.keys(body.errors).join(','), query).toContain(field);
    }
  });

  it("never lists another store's products: its id is 404 from this host", async () => {
    const res = await get(`/api/storefronts/${beta}/storefront-products`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Store not found.', errors: {} });
    const betaPage = await list('rows=100', 'beta', beta);
    expect(names(betaPage)).toEqual(['Beta Secret Hoodie']);
    // A category id of another store selects nothing here.
    expect(
      (await list(`product_categories[]=${categories.get('apparel')}`, 'beta', beta)).total,
    ).toBe(0);
  });
});

describe('GET /api/storefronts/{id}/storefront-products/{id or slug}', () => {
  async function detail(key: string | number, slug = 'alpha', storeId = alpha) {
    return get(`/api/storefronts/${storeId}/storefront-products/${key}`, slug);
  }

  it('answers the product with every relation by slug, and the same by id', async () => {
    const res = await detail('classic-cotton-t-shirt');
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().data as ProductDetail;
    expect(product).toMatchObject({
      name: 'Classic Cotton T-Shirt',
      final_price: 1800,
      description: ['Soft cotton', 'Tear-away label'],
      copy_underneath_description: 'Printed to order.',
      library_approved: true,
      need_attention: 0,
      is_gift_card: false,
      categories: [{ id: categories.get('t-shirts'), name: 'T-Shirts', slug: 't-shirts' }],
      warehouse: { id: expect.any(Number), name: 'East Coast Warehouse' },
      additional_photos: [{ full_path: '/media/tee-detail.png' }],
      decoration_methods: [{ id: 1, name: 'Screen Print' }],
      input_fields: [
        { id: expect.any(Number), label: 'Name on back', is_required: true },
        { id: expect.any(Number), label: 'Note to the printer', is_required: false },
      ],
      product_size_guides: [
        {
          specification_type: 'Chest width (in)',
          size_guide_sizes: [
            { size: 'XS', value: '16' },
            { size: 'M', value: '20' },
            { size: 'XL', value: '24' },
          ],
        },
      ],
    });
    expect(product.product_thumbnail?.full_path).toBe('/media/tee-red.png');
    // In §9 colour order (black, white, gray, then A to Z); the inactive Gray one is not offered.
    expect(product.product_variants.map((v) => v.color)).toEqual(['Black', 'White', 'Red']);
    const black = product.product_variants[0]!;
    expect(black.variant_images.map((i) => i.type)).toEqual(['frontImage', 'rearImage']);
    expect(black.product_variant_sizes).toEqual([
      { id: expect.any(Number), size: 'XS', price: 1800, quantity: 4, weight: 180 },
      { id: expect.any(Number), size: 'L', price: 1800, quantity: 10, weight: 200 },
      { id: expect.any(Number), size: '3XL', price: 2000, quantity: 0, weight: 200 },
    ]);
    const white = product.product_variants.find((v) => v.color === 'White')!;
    expect(white.product_variant_sizes.map((s) => s.size)).toEqual(['S', 'M', 'XL']);

    const byId = await detail(product.id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual(product);
  });

  it('sends an HTML description as a string, sanitised', async () => {
    const res = await detail('pullover-hoodie');
    expect(res.json().data.description).toBe('<p>Warm <strong>fleece</strong>.</p>');
    expect(res.json().data.product_thumbnail).toBeNull();
    expect(res.json().data.warehouse).toBeNull();
  });

  it.each([
    'draft-hoodie',
    'disabled-hoodie',
    'discontinued-hoodie',
    'future-hoodie',
    'expired-hoodie',
    'no-such-product',
    '999999',
    '99999999999',
  ])('answers 404 with the §8 message for %s', async (key) => {
    const res = await detail(key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested product was not found!', errors: {} });
  });

  it("does not show another store's product, by slug, by id or through its store id", async () => {
    const betaProduct = (await list('', 'beta', beta)).data[0]!;
    expect((await detail(betaProduct.slug)).statusCode).toBe(404);
    expect((await detail(betaProduct.id)).statusCode).toBe(404);
    const viaBetaId = await detail(betaProduct.slug, 'alpha', beta);
    expect(viaBetaId.statusCode).toBe(404);
    expect(viaBetaId.json().message).toBe('Store not found.');
  });
});

describe('GET /api/storefronts/{id}/storefront-products/search', () => {
  async function search(text: string, slug = 'alpha', storeId = alpha) {
    const res = await get(
      `/api/storefronts/${storeId}/storefront-products/search?global_filter=${encodeURIComponent(text)}`,
      slug,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data as ProductSummary[];
  }

  it('finds hoodies for the typo "hoddie", name matches first', async () => {
    const found = (await search('hoddie')).map((p) => p.name);
    expect(found.slice(0, 2).sort()).toEqual(['Pullover Hoodie', 'Zip Hoodie']);
    expect(found).toEqual(['Pullover Hoodie', 'Zip Hoodie', 'Beanie']);
  });

  it('finds T-shirts for "tshirt" and "t-shirt", not sweatshirts', async () => {
    expect((await search('tshirt')).map((p) => p.name)).toEqual(['Classic Cotton T-Shirt']);
    expect((await search('T-Shirt')).map((p) => p.name)).toEqual(['Classic Cotton T-Shirt']);
  });

  it('matches words as typed, by stem, by brand and while still typing', async () => {
    expect((await search('hoodies')).map((p) => p.name)).toContain('Pullover Hoodie');
    expect((await search('yeti')).map((p) => p.name)).toEqual(['Yeti Rambler 20 oz']);
    expect((await search('gildn')).map((p) => p.name).sort()).toEqual([
      'Classic Cotton T-Shirt',
      'Heavy Blend Sweatshirt',
    ]);
    expect((await search('ramb')).map((p) => p.name)).toEqual(['Yeti Rambler 20 oz']);
    expect((await search('zip hoodie')).map((p) => p.name)).toEqual(['Zip Hoodie']);
  });

  it('sends thumbnails, never unlisted products, never another store’s', async () => {
    const [tee] = await search('cotton');
    expect(tee!.product_thumbnail?.full_path).toBe('/media/tee-red.png');
    expect((await search('hoodie')).map((p) => p.name)).not.toContain('Draft Hoodie');
    expect((await search('secret')).length).toBe(0);
    expect((await search('secret', 'beta', beta)).map((p) => p.name)).toEqual([
      'Beta Secret Hoodie',
    ]);
  });

  it('answers an empty list for blank text and caps results at 10', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `Logo Mug ${i + 1}` }));
    await createProducts(t.database.db, beta, many);
    expect(await search('mug', 'beta', beta)).toHaveLength(10);
  });
});

describe('GET /api/brands/colors', () => {
  it("answers the distinct brands of the store's listable products, sorted", async () => {
    const res = await get(`/api/brands/colors?storefront_id=${alpha}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { brands: ['Bella+Canvas', 'Gildan', 'Next Level', 'Yeti'] },
    });
  });

  it('refuses another store and a missing storefront_id', async () => {
    expect((await get(`/api/brands/colors?storefront_id=${beta}`)).statusCode).toBe(404);
    expect((await get('/api/brands/colors')).statusCode).toBe(400);
  });
});

describe('GET /api/storefronts/{id}/has-products/product-categories', () => {
  it('nests only categories with listable products in them or below them', async () => {
    const res = await get(`/api/storefronts/${alpha}/has-products/product-categories`);
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as { slug: string; sub_categories: unknown[] }[];
    const slugs = (nodes: typeof tree): unknown[] =>
      nodes.map((n) =>
        n.sub_categories.length ? [n.slug, slugs(n.sub_categories as typeof tree)] : n.slug,
      );
    // Socks is empty; Office holds only unlisted products.
    expect(slugs(tree)).toEqual([
      ['apparel', ['t-shirts', ['hoodies', ['zip-hoodies']]]],
      'drinkware',
    ]);
    expect(tree[0]).toMatchObject({
      id: categories.get('apparel'),
      name: 'Apparel',
      parent_id: null,
    });
  });

  it('answers the sub-categories of company_category_id, 404 for an unknown one', async () => {
    const url = `/api/storefronts/${alpha}/has-products/product-categories`;
    const res = await get(`${url}?company_category_id=${categories.get('hoodies')}`);
    expect(res.json().data.map((c: { slug: string }) => c.slug)).toEqual(['zip-hoodies']);
    expect((await get(`${url}?company_category_id=999999`)).statusCode).toBe(404);
  });

  it('asks one statement with nothing kept: the categories, which hold listable products, the boundary', async () => {
    const { statements, stop } = recordStatements(t.database.db);
    const url = `/api/storefronts/${alpha}/has-products/product-categories`;
    try {
      for (let round = 0; round < 2; round++) {
        // As a product change does: the store's host stays known, its answers are forgotten.
        t.app.readCache.forget(alpha, false);
        statements.length = 0;
        expect((await get(url)).statusCode).toBe(200);
        if (round) expect(statements).toHaveLength(1);
      }
    } finally {
      stop();
    }
  });
});

describe('GET /api/storefronts/{id}/product-categories/slug/{slug}', () => {
  it('answers the category with its sub-categories', async () => {
    const res = await get(`/api/storefronts/${alpha}/product-categories/slug/hoodies`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: categories.get('hoodies'),
      name: 'Hoodies',
      slug: 'hoodies',
      is_company: false,
      parent_id: categories.get('apparel'),
      sub_categories: [
        {
          id: categories.get('zip-hoodies'),
          name: 'Zip Hoodies',
          slug: 'zip-hoodies',
          is_company: false,
          parent_id: categories.get('hoodies'),
          sub_categories: [],
        },
      ],
    });
  });

  it("answers 404 for an unknown slug and for another store's category", async () => {
    const res = await get(`/api/storefronts/${alpha}/product-categories/slug/secret`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested category was not found!', errors: {} });
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/storefronts/{storefrontId}/storefront-products',
        '/api/storefronts/{storefrontId}/storefront-products/search',
        '/api/storefronts/{storefrontId}/storefront-products/{productIdOrSlug}',
        '/api/brands/colors',
        '/api/storefronts/{storefrontId}/has-products/product-categories',
        '/api/storefronts/{storefrontId}/product-categories/slug/{slug}',
      ]),
    );
  });
});
