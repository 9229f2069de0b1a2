import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProductVariantDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { signedInOperator } from './platform.fixtures.ts';

let t: TestApp;
let operator: Record<string, string>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'starter-catalogue-'));
  t = await createTestApp({ config: { dataDir } });
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, slug: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: hostOf(slug) });

async function createStore(slug: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform/stores',
    headers: operator,
    payload: { name: slug, slug, company_name: `${slug} Inc.`, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

async function catalogueOf(slug: string, id: number) {
  const products = await get(`/storefronts/${id}/storefront-products?per_page=50`, slug);
  const categories = await get(`/storefronts/${id}/has-products/product-categories`, slug);
  expect(products.statusCode).toBe(200);
  expect(categories.statusCode).toBe(200);
  return { products: products.json().data.data, categories: categories.json().data };
}

describe("a new store's starter catalogue", () => {
  it('gives the store categories, one nested, and products with colours, sizes and pictures', async () => {
    const id = await createStore('starter', { starter_catalogue: true });
    const { products, categories } = await catalogueOf('starter', id);

    expect(products.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'canvas-tote',
      'ceramic-mug',
      'dad-cap',
      'ringer-tee',
      'steel-bottle',
      'team-tee',
      'zip-hoodie',
    ]);
    const apparel = categories.find((c: { slug: string }) => c.slug === 'apparel');
    expect(apparel.sub_categories.map((c: { slug: string }) => c.slug)).toEqual([
      't-shirts',
      'hoodies',
    ]);
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['drinkware', 'accessories']),
    );

    const tee = (await get(`/storefronts/${id}/storefront-products/team-tee`, 'starter')).json()
      .data;
    const variants: ProductVariantDetail[] = tee.product_variants;
    expect(variants.map((v) => v.color).sort()).toEqual(['Black', 'Navy', 'White']);
    const sizes = variants[0]!.product_variant_sizes;
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.some((s) => s.quantity > 0)).toBe(true);
    // The pictures are rendered into the server's media folder, where /media/ serves them.
    const picture = variants[0]!.variant_images[0]!.full_path;
    expect(picture).toMatch(/^\/media\/products\/starter\/team-tee\/.+\.webp$/);
    const file = await fs.readFile(path.join(dataDir, picture));
    expect(file.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('is recorded in the audit log as the operator’s', async () => {
    const id = await createStore('audited', { starter_catalogue: true });
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.storefrontId, id))
      .orderBy(auditEntries.id);
    expect(rows.map((r) => r.action)).toEqual([
      'storefront.create',
      'storefront.starter-catalogue',
    ]);
    expect(rows[1]!.after).toEqual({ categories: 5, products: 7 });
  });

  it('refuses an option that is not a yes or no, making no store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/stores',
      headers: operator,
      payload: { name: 'Odd', slug: 'odd', company_name: 'Odd Inc.', starter_catalogue: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['starter_catalogue']);
    expect((await get('/storefronts/get-by-url', 'odd')).statusCode).toBe(404);
  });

  it('is not made without the option', async () => {
    const id = await createStore('bare');
    const { products, categories } = await catalogueOf('bare', id);
    expect(products).toEqual([]);
    expect(categories).toEqual([]);
  });
});
