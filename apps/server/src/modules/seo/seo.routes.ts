import { findHomePage, storeIsIndexable } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { catalogSitemapPages, type SitemapPage } from '../catalog/index.ts';
import { lastPublishedAt } from '../publishing/index.ts';
import { liveContent, type StorefrontRow } from '../storefronts/index.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';

/** Pages every store has besides its catalogue and its own pages. */
const FIXED_PATHS = ['/', '/products', '/contact', '/privacy-policy', '/terms-and-conditions'];

/**
 * What search engines read of a store (§4 no_index_site): `robots.txt`, `sitemap.xml`, and
 * `X-Robots-Tag: noindex` on every answer of a store they must not list (or of a host that
 * serves no store, like the platform's), so no page, picture or API answer of it is indexed.
 */
export const seoRoutes = fp(async (app: FastifyInstance) => {
  // From memory for anonymous reads that may be kept and for GETs of routes that say so (the
  // pages, the shell: `config.storeFromMemory`), afresh for the rest (app.storeOf).
  const storeOf = (request: FastifyRequest) => app.storeOf(request).catch(() => null);
  const indexable = (store: StorefrontRow | null): store is StorefrontRow =>
    !!store &&
    storeIsIndexable({
      status: store.status,
      private_store: store.privateStore,
      no_index_site: store.noIndexSite,
    });
  const originOf = (request: FastifyRequest) =>
    `${request.protocol}://${request.headers.host ?? 'localhost'}`;

  app.addHook('onSend', async (request, reply) => {
    // Hashed build files are the same code for every store: no store's content.
    if (request.url.startsWith('/assets/')) return;
    if (!indexable(await storeOf(request))) reply.header('x-robots-tag', 'noindex');
  });

  app.get('/robots.txt', async (request, reply) => {
    const store = await storeOf(request);
    return reply
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request), indexable(store)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const store = await storeOf(request);
    if (!indexable(store)) return reply.status(404).type('text/plain').send('Not found');
    const pages = await sitemapPages(app, store);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(originOf(request), pages));
  });
});

/** The store's own pages (dated by its last publish), then its categories and products. */
async function sitemapPages(app: FastifyInstance, store: StorefrontRow): Promise<SitemapPage[]> {
  const [content, published, catalogue] = await Promise.all([
    liveContent(app.db, store),
    lastPublishedAt(app.db, store.id),
    catalogSitemapPages(app.db, store.id, SITEMAP_MAX_URLS),
  ]);
  const contentDate = published ?? store.createdAt;
  const home = findHomePage((content.pages ?? []).map((page, id) => ({ ...page, id })));
  const ownPaths = (content.pages ?? [])
    .filter((page) => page.url !== home?.url)
    .map((page) => `/${page.url.replace(/^\/+|\/+$/g, '')}`);
  const newestProduct = catalogue.reduce<Date | null>(
    (newest, page) => (!newest || page.lastModified > newest ? page.lastModified : newest),
    null,
  );
  const fixed = FIXED_PATHS.map((path) => ({
    path,
    lastModified: path === '/products' && newestProduct ? newestProduct : contentDate,
  }));
  const own = [...new Set(ownPaths)]
    .filter((path) => !FIXED_PATHS.includes(path))
    .map((path) => ({ path, lastModified: contentDate }));
  return [...fixed, ...own, ...catalogue].slice(0, SITEMAP_MAX_URLS);
}
