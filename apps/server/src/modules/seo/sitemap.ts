import type { SitemapPage } from '../catalog/index.ts';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** The sitemaps.org XML of the pages on `origin`, `lastmod` as a W3C date. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeXml(origin + encodeURI(page.path))}</loc>` +
      `<lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: an indexable store lets crawlers in, except where only a shopper's own pages are,
 * and names its sitemap; any other store shuts them out.
 */
export function robotsTxt(origin: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A shopper's own pages and the machinery behind the store: nothing to list. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/cart',
  '/checkout',
  '/my-account',
  '/order-confirmation/',
  '/kit',
  '/dev/',
  '/resources/',
];
