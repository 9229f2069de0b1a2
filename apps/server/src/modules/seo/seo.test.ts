import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (slug: string, url: string) => t.app.inject({ url, headers: hostOf(slug) });
const setAcme = (values: Partial<typeof storefronts.$inferInsert>) =>
  t.database.db.update(storefronts).set(values).where(eq(storefronts.slug, 'acme'));

/** The <loc> and <lastmod> pairs of a sitemap. */
const entries = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc: loc!, lastmod: lastmod! }),
  );

describe('a public store (acme)', () => {
  it('lets crawlers in and names its sitemap in robots.txt', async () => {
    const res = await get('acme', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).toMatch(/^Disallow: \/checkout$/m);
    expect(res.body).toContain('Sitemap: http://acme.localhost:3000/sitemap.xml');
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('lists its pages, categories and listable products with lastmod in sitemap.xml', async () => {
    const res = await get('acme', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = entries(res.body);
    const locs = urls.map((url) => url.loc);
    for (const path of ['/', '/products', '/contact', '/privacy-policy', '/terms-and-conditions'])
      expect(locs).toContain(`http://acme.localhost:3000${path}`);
    expect(locs).toContain('http://acme.localhost:3000/products/classic-cotton-tee');
    expect(locs.some((loc) => loc.startsWith('http://acme.localhost:3000/categories/'))).toBe(true);
    // A draft product is not a page shoppers can reach.
    expect(locs).not.toContain('http://acme.localhost:3000/products/sherpa-zip-hoodie');
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates a product by its last change', async () => {
    await t.database.db
      .update(products)
      .set({ shortDescription: 'Changed for the sitemap test.' })
      .where(eq(products.slug, 'classic-cotton-tee'));
    const today = new Date().toISOString().slice(0, 10);
    const tee = entries((await get('acme', '/sitemap.xml')).body).find((url) =>
      url.loc.endsWith('/products/classic-cotton-tee'),
    );
    expect(tee?.lastmod).toBe(today);
  });
});

describe('a store search engines must not list', () => {
  it.each([
    ['private', { privateStore: true }],
    ['draft', { status: 'draft' }],
    ['under construction', { status: 'under_construction' }],
    ['no-index', { noIndexSite: true }],
  ] as const)('%s: Disallow: /, no sitemap, X-Robots-Tag on every answer', async (_, values) => {
    await setAcme(values);
    try {
      const robots = await get('acme', '/robots.txt');
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      expect(robots.headers['x-robots-tag']).toBe('noindex');
      const sitemap = await get('acme', '/sitemap.xml');
      expect(sitemap.statusCode).toBe(404);
      expect(sitemap.headers['x-robots-tag']).toBe('noindex');
      const api = await get('acme', '/api/storefronts/get-by-url');
      expect(api.headers['x-robots-tag']).toBe('noindex');
    } finally {
      await setAcme({ privateStore: false, status: 'demo', noIndexSite: false });
    }
  });

  it('answers for the seeded private store (globex) the same way', async () => {
    expect((await get('globex', '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('globex', '/sitemap.xml')).statusCode).toBe(404);
  });

  it('keeps the platform host (no store) out of search engines', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'admin.localhost' } });
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
});
