import StructuredDataValidator from '@adobe/structured-data-validator';
import type { APIRequestContext } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';

type JsonLd = Record<string, unknown> & { '@type': string };

/** A page as a crawler fetches it: no cookies, no scripts (Node cannot resolve *.localhost). */
async function crawl(request: APIRequestContext, slug: string, path: string) {
  const url = new URL(storeUrl(slug, path));
  const response = await request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
    maxRedirects: 0,
  });
  return { response, html: await response.text(), origin: url.origin };
}

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as JsonLd,
  );
}

/** Google's rich-result rules (Product, Offer, BreadcrumbList, Organization …) as errors. */
async function structuredDataErrors(blocks: JsonLd[]) {
  const byType: Record<string, JsonLd[]> = {};
  for (const block of blocks) (byType[block['@type']] ??= []).push(structuredClone(block));
  const issues = await new StructuredDataValidator().validate({ jsonld: byType });
  return issues
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`);
  return tag.exec(html)?.[1];
}

test.describe('found by search engines (public store)', () => {
  test('a product page has valid Product JSON-LD with its offer, breadcrumbs and share tags', async ({
    request,
  }) => {
    const { html, origin, response } = await crawl(request, 'acme', '/products/classic-cotton-tee');
    expect(response.headers()['x-robots-tag']).toBeUndefined();
    const blocks = jsonLdOf(html);
    const product = blocks.find((block) => /^Product(Group)?$/.test(block['@type']));
    expect(product).toBeTruthy();
    const offers = (product!.hasVariant as JsonLd[] | undefined)?.map((v) => v.offers) ?? [
      product!.offers,
    ];
    for (const offer of offers)
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: expect.stringMatching(/^\d+\.\d\d$/),
        priceCurrency: 'USD',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      });
    expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    expect(await structuredDataErrors(blocks)).toEqual([]);

    const canonical = `${origin}/products/classic-cotton-tee`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    for (const [lang, href] of [
      ['en', canonical],
      ['de', `${canonical}?lang=de`],
      ['fr', `${canonical}?lang=fr`],
      ['x-default', canonical],
    ])
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^http:\/\/acme\.localhost:\d+\//);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
  });

  test('a page named in another language is in that language and canonical to itself', async ({
    request,
  }) => {
    const { html, origin } = await crawl(request, 'acme', '/products?lang=de');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<link rel="canonical" href="${origin}/products?lang=de"/>`);
  });

  test('the home page describes the store and its company (Organization)', async ({ request }) => {
    const { html } = await crawl(request, 'acme', '/');
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    const blocks = jsonLdOf(html);
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(/^http:\/\/acme\.localhost:\d+\/$/),
    });
    expect(await structuredDataErrors(blocks)).toEqual([]);
  });

  test('robots.txt names the sitemap, which lists the product', async ({ request }) => {
    const robots = await crawl(request, 'acme', '/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${robots.origin}/sitemap.xml`);
    const sitemap = await crawl(request, 'acme', '/sitemap.xml');
    expect(sitemap.response.status()).toBe(200);
    expect(sitemap.html).toContain(`<loc>${sitemap.origin}/products/classic-cotton-tee</loc>`);
  });
});

test.describe('kept out of search engines (private store)', () => {
  test('globex: Disallow: /, no sitemap, noindex on its pages and no JSON-LD', async ({
    request,
  }) => {
    expect((await crawl(request, 'globex', '/robots.txt')).html).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect((await crawl(request, 'globex', '/sitemap.xml')).response.status()).toBe(404);
    for (const path of ['/', '/private', '/privacy-policy']) {
      const { response, html } = await crawl(request, 'globex', path);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex');
      expect(jsonLdOf(html), path).toEqual([]);
    }
    const policy = await crawl(request, 'globex', '/privacy-policy');
    expect(policy.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
