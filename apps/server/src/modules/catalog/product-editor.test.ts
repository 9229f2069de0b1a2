import { PRODUCT_EDITOR_MESSAGES as M, type EditableProduct } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderLines,
  orders,
  products,
  productVariantSizes,
  warehouses,
} from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { MULTIPART, multipartBody } from '../contact/contact.fixtures.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';
import { reserveStock } from './index.ts';

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
    const audit = await send('GET', `/api/storefronts/${acmeId}/audit-log`);
    expect(audit.json().data.data[0]).toMatchObject({
      action: 'product.create',
      subject: product.slug,
      actor_email: 'owner@acme.test',
    });
  });
});

const load = async (id: number) => {
  const res = await send('GET', url(`/${id}/edit`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EditableProduct;
};

describe('who may edit products', () => {
  it('refuses visitors (401), shoppers and staff (403), and other stores’ owners (404)', async () => {
    const product = await create();
    const paths = [
      ['GET', url(`/${product.id}/edit`)],
      ['POST', url()],
      ['PUT', url(`/${product.id}`)],
      ['DELETE', url(`/${product.id}`)],
      ['POST', url(`/${product.id}/duplicate`)],
    ] as const;
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    const staff = await signedInWithRole(t, 'acme', 'staff');
    const globex = bearer(await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!'));
    const globexId = await storeIdOf(t.app, 'globex');
    for (const [method, path] of paths) {
      const body = method === 'POST' || method === 'PUT' ? productBody() : undefined;
      expect((await send(method, path, body, {})).statusCode).toBe(401);
      expect((await send(method, path, body, shopper)).statusCode).toBe(403);
      expect((await send(method, path, body, staff)).statusCode).toBe(403);
      expect((await send(method, path, body, globex, 'globex')).statusCode).toBe(404);
    }
    // In its own store, the other owner still cannot reach this store's product.
    const foreign = await send(
      'GET',
      url(`/${product.id}/edit`, globexId),
      undefined,
      globex,
      'globex',
    );
    expect(foreign.statusCode).toBe(404);
    const change = saveBody(product, { name: 'Stolen' });
    const put = await send('PUT', url(`/${product.id}`, globexId), change, globex, 'globex');
    expect(put.statusCode).toBe(404);
    const del = await send('DELETE', url(`/${product.id}`, globexId), undefined, globex, 'globex');
    expect(del.statusCode).toBe(404);
    expect((await load(product.id)).name).toBe(product.name);
  });
});

describe('GET /api/storefronts/{id}/products/{productId}/edit', () => {
  it('loads a seeded product, drafts and all, and saves it back unchanged but for the revision', async () => {
    const [seeded] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storefrontId, acmeId))
      // The seed's first: without an order PostgreSQL may name a product an earlier test made.
      .orderBy(products.id)
      .limit(1);
    const product = await load(seeded!.id);
    expect(product.variants[0]!.pictures[0]!.url).toMatch(/^\/media\/products\//);
    const res = await send('PUT', url(`/${product.id}`), saveBody(product));
    expect(res.statusCode, res.body).toBe(200);
    const { revision, updated_at: _u, ...saved } = res.json().data;
    const { revision: before, updated_at: _b, ...loaded } = product;
    expect(saved).toEqual(loaded);
    expect(revision).toBe(before + 1);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await send('GET', url('/999999/edit'))).statusCode).toBe(404);
  });
});

describe('POST /api/storefronts/{id}/products refusals', () => {
  it('refuses a bad payload with every problem at its path, and writes nothing', async () => {
    const total = await t.app.db.$count(products);
    const body = productBody({ slug: 'Not A Slug' });
    body.variants[0]!.sizes[0]!.price_cents = -5;
    (body.variants[1] as { primary_hex_color: string }).primary_hex_color = 'blue';
    const res = await send('POST', url(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining([
        'slug',
        'variants.0.sizes.0.price_cents',
        'variants.1.primary_hex_color',
      ]),
    );
    expect(await t.app.db.$count(products)).toBe(total);
  });

  it('refuses a slug another product has (409 at the slug), and another store’s category', async () => {
    const product = await create();
    const clash = await send('POST', url(), productBody({ slug: product.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.slug).toEqual([M.slugTaken]);
    const [other] = await t.app.db
      .insert(warehouses)
      .values({ storefrontId: await storeIdOf(t.app, 'globex'), name: 'Elsewhere' })
      .returning();
    const foreign = await send('POST', url(), productBody({ warehouse_id: other!.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.warehouse_id).toEqual([M.unknownWarehouse]);
  });
});

describe('two owners creating the same slug at once', () => {
  it('creates one product and answers the other with the slug clash', async () => {
    const body = productBody();
    const answers = await Promise.all([send('POST', url(), body), send('POST', url(), body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().errors.slug).toEqual([M.slugTaken]);
  });
});

describe('PUT /api/storefronts/{id}/products/{productId}', () => {
  it('replaces the graph by id: sizes changed, added and removed; a colour removed', async () => {
    const product = await create();
    const [navy] = product.variants;
    const body = saveBody(product);
    const [first] = body.variants;
    const replaced = saveBody(product, {
      variants: [
        {
          ...first!,
          color: 'Midnight',
          sizes: [
            { ...first!.sizes[1]!, price_cents: 3900, quantity: 20 },
            { size: 'XL', price_cents: 5200, quantity: 3, weight_grams: 240 },
          ],
        },
      ],
    });
    const res = await send('PUT', url(`/${product.id}`), replaced);
    expect(res.statusCode, res.body).toBe(200);
    const saved: EditableProduct = res.json().data;
    expect(saved.variants).toHaveLength(1);
    expect(saved.variants[0]!.id).toBe(navy!.id);
    expect(saved.variants[0]!.sizes.map((s) => [s.size, s.price_cents, s.quantity])).toEqual([
      ['M', 3900, 20],
      ['XL', 5200, 3],
    ]);
    expect(saved.variants[0]!.sizes[0]!.id).toBe(navy!.sizes[1]!.id);
    expect(saved.final_price_cents).toBe(3900);
  });

  it('refuses a stale revision (409) and changes nothing', async () => {
    const product = await create();
    const first = await send('PUT', url(`/${product.id}`), saveBody(product, { name: 'First' }));
    expect(first.statusCode).toBe(200);
    const stale = await send('PUT', url(`/${product.id}`), saveBody(product, { name: 'Second' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.stale);
    expect((await load(product.id)).name).toBe('First');
  });

  it('refuses a bad payload (400 with paths) and a slug clash (409), changing nothing', async () => {
    const [a, b] = [await create(), await create()];
    const bad = saveBody(a, { name: '' });
    bad.variants[0]!.sizes[0]!.quantity = -1;
    const res = await send('PUT', url(`/${a.id}`), bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['variants.0.sizes.0.quantity']);
    expect(res.json().errors).toHaveProperty('name');
    const clash = await send('PUT', url(`/${a.id}`), saveBody(a, { slug: b.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.slug).toEqual([M.slugTaken]);
    expect(await load(a.id)).toEqual(a);
  });

  it('keeps the old slug answering with a 301 to the new address', async () => {
    const product = await create();
    const renamed = `${product.slug}-renamed`;
    const res = await send('PUT', url(`/${product.id}`), saveBody(product, { slug: renamed }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.old_slugs).toEqual([product.slug]);
    const old = await shopperProduct(product.slug);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/storefronts/${acmeId}/storefront-products/${renamed}`);
    expect((await shopperProduct(renamed)).json().data.id).toBe(product.id);
    // Renamed back, the slug is the product's own again and the other one redirects.
    const back = await send(
      'PUT',
      url(`/${product.id}`),
      saveBody(res.json().data, { slug: product.slug }),
    );
    expect(back.json().data.old_slugs).toEqual([renamed]);
    expect((await shopperProduct(product.slug)).statusCode).toBe(200);
    expect((await shopperProduct(renamed)).headers.location).toMatch(
      new RegExp(`/${product.slug}$`),
    );
  });

  it('refuses stock an order moved since the editor loaded it, at the size’s field', async () => {
    const product = await create();
    const size = product.variants[0]!.sizes[0]!;
    expect(await reserveStock(t.app.db, size.id, 2)).toBe(true);
    const body = saveBody(product);
    body.variants[0]!.sizes[0]!.quantity = 50;
    const res = await send('PUT', url(`/${product.id}`), body);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors['variants.0.sizes.0.quantity']).toEqual([M.stockChanged]);
    // Unchanged stock is left alone: the order's units stay taken.
    const untouched = await send(
      'PUT',
      url(`/${product.id}`),
      saveBody(product, { name: 'Renamed' }),
    );
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().data.variants[0].sizes[0].quantity).toBe(size.quantity - 2);
  });

  it('loses no update when 20 orders and 5 owner edits race for the same size', async () => {
    const product = await create();
    const sizeId = product.variants[0]!.sizes[0]!.id;
    await t.app.db
      .update(productVariantSizes)
      .set({ quantity: 100 })
      .where(eq(productVariantSizes.id, sizeId));
    const order = () => t.app.db.transaction((tx) => reserveStock(tx, sizeId, 1));
    /**
     * The owner adds one unit: load, add, save; again on a 409. An order comes in while the
     * first editor is open, so each edit's first save meets stock an order moved.
     */
    const addOne = async (ordered: Promise<boolean>[]) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const loaded = await load(product.id);
        if (attempt === 0) ordered.push(order());
        await ordered.at(-1);
        const body = saveBody(loaded);
        body.variants[0]!.sizes[0]!.quantity += 1;
        const res = await send('PUT', url(`/${product.id}`), body);
        if (res.statusCode === 200) return;
        expect(res.statusCode).toBe(409);
      }
      throw new Error('never saved');
    };
    // 15 orders come in at once, 5 more while an owner's editor is open.
    const ordered: Promise<boolean>[] = Array.from({ length: 15 }, order);
    await Promise.all(Array.from({ length: 5 }, () => addOne(ordered)));
    const results = await Promise.all(ordered);
    expect(results.filter((r) => r === true)).toHaveLength(20);
    const [row] = await t.app.db
      .select({ quantity: productVariantSizes.quantity })
      .from(productVariantSizes)
      .where(eq(productVariantSizes.id, sizeId));
    expect(row!.quantity).toBe(100 + 5 - 20);
  }, 90_000);

  it('shows the change in the store’s list and typo-tolerant search at once', async () => {
    const product = await create({ name: 'Quokka Parka', slug: 'quokka-parka' });
    const search = (text: string) =>
      t.app.inject({
        url: `/api/storefronts/${acmeId}/storefront-products/search?global_filter=${text}`,
        headers: hostOf('acme'),
      });
    expect((await search('qokka')).json().data.data.map((p: { id: number }) => p.id)).toContain(
      product.id,
    );
    const res = await send(
      'PUT',
      url(`/${product.id}`),
      saveBody(product, { name: 'Wombat Anorak' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await search('wombt')).json().data.data.map((p: { id: number }) => p.id)).toContain(
      product.id,
    );
    const list = await t.app.inject({
      url: `/api/storefronts/${acmeId}/storefront-products?global_filter=anorak&rows=50`,
      headers: hostOf('acme'),
    });
    expect(list.json().data.data.map((p: { name: string }) => p.name)).toContain('Wombat Anorak');
  });
});

describe('DELETE /api/storefronts/{id}/products/{productId}', () => {
  it('deletes a product never ordered, and refuses one an order names', async () => {
    const product = await create();
    expect((await send('DELETE', url(`/${product.id}`))).statusCode).toBe(200);
    expect((await send('GET', url(`/${product.id}/edit`))).statusCode).toBe(404);

    const ordered = await create();
    const [order] = await t.app.db
      .insert(orders)
      .values({
        storefrontId: acmeId,
        email: 'buyer@acme.test',
        subtotal: 4300,
        total: 4300,
        totalWithoutDiscounts: 4300,
      })
      .returning();
    await t.app.db.insert(orderLines).values({
      storefrontId: acmeId,
      orderId: order!.id,
      productId: ordered.id,
      name: ordered.name,
      quantity: 1,
      unitPrice: 4300,
      lineTotal: 4300,
    });
    const refused = await send('DELETE', url(`/${ordered.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.ordered);
    expect((await load(ordered.id)).id).toBe(ordered.id);
  });
});

describe('POST /api/storefronts/{id}/products/{productId}/duplicate', () => {
  it('copies the product as a draft with a free slug and no stock', async () => {
    const product = await create();
    const res = await send('POST', url(`/${product.id}/duplicate`));
    expect(res.statusCode).toBe(201);
    const copy: EditableProduct = res.json().data;
    expect(copy).toMatchObject({ slug: `${product.slug}-copy`, status: 'draft' });
    expect(copy.variants.flatMap((v) => v.sizes.map((s) => s.quantity))).toEqual([0, 0, 0, 0]);
    const again = await send('POST', url(`/${product.id}/duplicate`));
    expect(again.json().data.slug).toBe(`${product.slug}-copy-2`);
  });
});

describe('deleting a picture a product shows', () => {
  it('is refused with the product’s name; once replaced it may go', async () => {
    const bytes = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 9, g: 99, b: 199 } },
    })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/media`,
      headers: { ...hostOf('acme'), ...MULTIPART, ...owner },
      payload: multipartBody({}, [{ name: 'file', filename: 'p.png', type: 'image/png', bytes }]),
    });
    const media = uploaded.json().data;
    const variant = { ...productBody().variants[1], swatch_url: media.url };
    const product = await create({ variants: [variant] });
    const remove = () => send('DELETE', `/api/storefronts/${acmeId}/media/${media.id}`);
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(product.name);
    const body = saveBody(product);
    body.variants[0]!.swatch_url = null;
    expect((await send('PUT', url(`/${product.id}`), body)).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
  }, 60_000);
});

describe('GET /api/storefronts/{id}/products/category-choices', () => {
  it('lists every category of the store, parents first, to its owner only', async () => {
    const path = url('/category-choices');
    const res = await send('GET', path);
    expect(res.statusCode).toBe(200);
    const choices: { id: number; depth: number }[] = res.json().data;
    expect(choices.length).toBeGreaterThan(1);
    expect(choices[0]!.depth).toBe(0);
    expect(choices.some((c) => c.depth > 0)).toBe(true);
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    expect((await send('GET', path, undefined, {})).statusCode).toBe(401);
    expect((await send('GET', path, undefined, shopper)).statusCode).toBe(403);
  });
});

describe('GET /api/storefronts/{id}/warehouses', () => {
  it('lists the store’s own warehouses to its owner only', async () => {
    const res = await send('GET', `/api/storefronts/${acmeId}/warehouses`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.map((w: { name: string }) => w.name)).not.toContain('Elsewhere');
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    const staff = await signedInWithRole(t, 'acme', 'staff');
    expect(
      (await send('GET', `/api/storefronts/${acmeId}/warehouses`, undefined, {})).statusCode,
    ).toBe(401);
    expect(
      (await send('GET', `/api/storefronts/${acmeId}/warehouses`, undefined, shopper)).statusCode,
    ).toBe(403);
    expect(
      (await send('GET', `/api/storefronts/${acmeId}/warehouses`, undefined, staff)).statusCode,
    ).toBe(403);
  });
});
