import { eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { products, storefrontPages, storefronts } from '../db/schema/index.ts';
import { createProducts, createStore } from '../modules/catalog/catalog.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { recordStatements } from '../test/statements.ts';
import { allHeard, createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartClient, productOf, sizeOf } from '../modules/cart/cart.fixtures.ts';
import { ALEX } from '../modules/identity/identity.fixtures.ts';
import { OPEN_LINK, recipient } from '../modules/gifting/gifting.fixtures.ts';
import {
  isSharedPage,
  keptAnswerFor,
  ReadCache,
  readCacheKey,
  withoutSetAside,
} from './read-cache.ts';
import { storeChangeOf } from './store-events.ts';
import { webServerEntry as webBuild } from './web.ts';

let t: TestApp;
let acmeId: number;
let betaId: number;
let owner: string;

/** Headers that make a request someone's own: a session, a cart, a grant, a preview, a code. */
const personalHeaders = (): Record<string, string>[] => [
  bearer(owner),
  { cookie: 'token=abc' },
  { cookie: 'cart_id=6f1c1a52-8e4c-4a55-9a51-0c2f5f6b6a11' },
  { cookie: 'store_access=xyz' },
  { cookie: 'store_preview=1' },
  { code: 'SECRET' },
];

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  const beta = await createStore(t.database.db, 'beta', { name: 'Beta' });
  betaId = beta.id;
  await createProducts(t.database.db, betaId, [{ name: 'Beta Only Mug', brand: 'Beta' }]);
  owner = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
  // The setup's change notifications must not move a store's version in the middle of a test.
  await allHeard(t);
});
afterAll(() => t.close());

const listUrl = (storeId: number, query = 'rows=50') =>
  `/api/storefronts/${storeId}/storefront-products?${query}`;

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

const names = (res: { json(): { data: { data: { name: string }[] } } }) =>
  res.json().data.data.map((p) => p.name);

/** Polls until `check` passes, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('the read cache', () => {
  it('answers an anonymous list from memory the second time, the same bytes', async () => {
    const first = await get(listUrl(acmeId), hostOf('acme'));
    const second = await get(listUrl(acmeId), hostOf('acme'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-read-cache']).toBe('miss');
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('never crosses stores: the same path and query of another store is its own answer', async () => {
    await get(listUrl(acmeId, 'rows=5'), hostOf('acme'));
    const beta = await get(listUrl(betaId, 'rows=5'), hostOf('beta'));
    expect(beta.statusCode).toBe(200);
    expect(names(beta)).toEqual(['Beta Only Mug']);
    // Acme's path asked on Beta's host is still refused, cached or not.
    for (let i = 0; i < 2; i++)
      expect((await get(listUrl(acmeId, 'rows=5'), hostOf('beta'))).statusCode).toBe(404);
    const config = await get('/api/storefronts/get-by-url', hostOf('beta'));
    expect(config.json().data.slug).toBe('beta');
    expect((await get('/api/storefronts/get-by-url', hostOf('acme'))).json().data.slug).toBe(
      'acme',
    );
  });

  it('never serves nor keeps a signed-in, carted, preview or private request', async () => {
    await get(listUrl(acmeId), hostOf('acme'));
    for (const headers of personalHeaders()) {
      const res = await get(listUrl(acmeId), { ...hostOf('acme'), ...headers });
      expect(res.headers['x-read-cache'], JSON.stringify(headers)).toBeUndefined();
    }
    const preview = await get('/api/storefronts/get-by-url?preview=1', hostOf('acme'));
    expect(preview.headers['x-read-cache']).toBeUndefined();
    // Globex is private: its answers are never kept, even those open to anyone.
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/storefronts/get-by-url', hostOf('globex'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-read-cache']).toBeUndefined();
    }
  });

  it('gives a page’s in-process call the kept answer the first hook would send, by its rules', async () => {
    const config = '/api/storefronts/get-by-url';
    const list = listUrl(acmeId, 'rows=7');
    for (const url of [config, list]) await get(url, hostOf('acme'));
    for (const url of [config, list]) {
      const sent = await get(url, hostOf('acme'));
      expect(sent.headers['x-read-cache']).toBe('hit');
      const kept = keptAnswerFor(t.app, url, hostOf('acme'));
      expect(kept, url).toBeDefined();
      const { body, headers } = kept!.form(null);
      expect(body.toString()).toBe(sent.body);
      const { date: _date, connection: _connection, ...sentHeaders } = sent.headers;
      expect(headers).toEqual(sentHeaders);
    }
    // Whoever the hook would not answer from memory goes through the API, as before.
    const personal = [
      ...personalHeaders(),
      { 'if-none-match': String((await get(config, hostOf('acme'))).headers.etag) },
    ];
    for (const headers of personal)
      expect(keptAnswerFor(t.app, config, { ...hostOf('acme'), ...headers })).toBeUndefined();
    expect(keptAnswerFor(t.app, `${config}?preview=1`, hostOf('acme'))).toBeUndefined();
    // Another store's host is another store's key; a private store's answers are never kept.
    expect(keptAnswerFor(t.app, list, hostOf('beta'))).toBeUndefined();
    await get(config, hostOf('globex'));
    expect(keptAnswerFor(t.app, config, hostOf('globex'))).toBeUndefined();
    // An answer not kept, and one kept before the store changed, go through the API.
    expect(keptAnswerFor(t.app, '/api/health', hostOf('acme'))).toBeUndefined();
    t.app.readCache.forget(acmeId);
    expect(keptAnswerFor(t.app, config, hostOf('acme'))).toBeUndefined();
    expect(keptAnswerFor(t.app, list, hostOf('acme'))).toBeUndefined();
  });

  it('shows an owner’s change of price visibility at once on the next anonymous read', async () => {
    const before = await get('/api/storefronts/get-by-url', hostOf('acme'));
    expect((await get('/api/storefronts/get-by-url', hostOf('acme'))).headers['x-read-cache']).toBe(
      'hit',
    );
    const settings = (
      await get(`/api/storefronts/${acmeId}/settings`, { ...hostOf('acme'), ...bearer(owner) })
    ).json().data;
    const { has_password: _hasPassword, ...rest } = settings;
    const disabled = !before.json().data.disabled_prices;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/storefronts/${acmeId}/settings`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
      payload: { ...rest, password_action: 'keep', disabled_prices: disabled },
    });
    expect(put.statusCode).toBe(200);
    const after = await get('/api/storefronts/get-by-url', hostOf('acme'));
    expect(after.json().data.disabled_prices).toBe(disabled);
    expect(after.headers['x-read-cache']).toBe('miss');
  });

  it('sees a change made straight in the database (a job, another module) within 1 s', async () => {
    const url = listUrl(betaId, 'rows=5&global_filter=mug');
    expect(names(await get(url, hostOf('beta')))).toEqual(['Beta Only Mug']);
    expect((await get(url, hostOf('beta'))).headers['x-read-cache']).toBe('hit');
    await t.database.db
      .update(products)
      .set({ name: 'Beta Renamed Mug' })
      .where(eq(products.storefrontId, betaId));
    await within(1000, async () =>
      names(await get(url, hostOf('beta'))).includes('Beta Renamed Mug'),
    );
    // A store's own row too: its name, and the host it is found by.
    await t.database.db
      .update(storefronts)
      .set({ name: 'Beta Renamed' })
      .where(eq(storefronts.id, betaId));
    await within(1000, async () => {
      const res = await get('/api/storefronts/get-by-url', hostOf('beta'));
      return res.json().data.name === 'Beta Renamed';
    });
    await t.database.db
      .update(storefronts)
      .set({ domain: 'shop.beta.test' })
      .where(eq(storefronts.id, betaId));
    await within(1000, async () => {
      const res = await get('/api/storefronts/get-by-url', { host: 'shop.beta.test' });
      return res.statusCode === 200 && res.json().data.id === betaId;
    });
  });

  it('keeps the store configuration across a catalogue change, never across a change to its pages', async () => {
    // The last test's store changes may still be on their way (a new domain is found in the
    // database before its notification arrives): they must not move the version mid-test.
    await allHeard(t);
    const config = () => get('/api/storefronts/get-by-url', hostOf('beta'));
    await config();
    expect((await config()).headers['x-read-cache']).toBe('hit');
    // A product changes (straight in the database): the catalogue's answers go, the
    // configuration, made of the store's row and pages alone, stays.
    const list = listUrl(betaId, 'rows=5');
    await get(list, hostOf('beta'));
    await t.database.db
      .update(products)
      .set({ shortDescription: 'changed' })
      .where(eq(products.storefrontId, betaId));
    await within(
      1000,
      async () => (await get(list, hostOf('beta'))).headers['x-read-cache'] === 'miss',
    );
    expect((await config()).headers['x-read-cache']).toBe('hit');
    // A page added (straight in the database, as a publish or a category rename writes them)
    // is in the next configuration answer.
    await t.database.db
      .insert(storefrontPages)
      .values({ storefrontId: betaId, url: 'about-beta', title: 'About Beta', position: 9 });
    await within(1000, async () =>
      (await config()).json().data.pages.some((page: { url: string }) => page.url === 'about-beta'),
    );
    // And this instance's own writes drop it at once, as every kept answer of the store.
    t.app.readCache.forget(betaId);
    expect((await config()).headers['x-read-cache']).toBe('miss');
  });

  it('keeps the catalogue’s answers across a change to the store’s row, never what shows the row', async () => {
    await allHeard(t);
    const list = listUrl(betaId, 'rows=5');
    const [mug] = (await get(list, hostOf('beta'))).json().data.data as { id: number }[];
    const detail = `/api/storefronts/${betaId}/storefront-products/${mug!.id}`;
    const config = () => get('/api/storefronts/get-by-url', hostOf('beta'));
    const kept = await get(detail, hostOf('beta'));
    expect((await get(detail, hostOf('beta'))).headers['x-read-cache']).toBe('hit');
    expect((await get(list, hostOf('beta'))).headers['x-read-cache']).toBe('hit');
    // The store's name changes straight in the database: the configuration shows it, the list
    // (whose default order is the row's) is made again, the product (its catalogue alone) stays.
    await t.database.db
      .update(storefronts)
      .set({ name: 'Beta Row Changed' })
      .where(eq(storefronts.id, betaId));
    await within(1000, async () => (await config()).json().data.name === 'Beta Row Changed');
    expect((await get(list, hostOf('beta'))).headers['x-read-cache']).toBe('miss');
    const after = await get(detail, hostOf('beta'));
    expect(after.headers['x-read-cache']).toBe('hit');
    expect(after.body).toBe(kept.body);
    // What its headers say of the row follows it: hidden from search engines, and back.
    for (const noIndexSite of [true, false]) {
      await t.database.db
        .update(storefronts)
        .set({ noIndexSite })
        .where(eq(storefronts.id, betaId));
      await within(1000, async () => {
        const res = await get(detail, hostOf('beta'));
        return (res.headers['x-robots-tag'] === 'noindex') === noIndexSite;
      });
    }
    // A change to the catalogue, and this instance's own writes, drop it as every kept answer.
    t.app.readCache.heard(storeChangeOf(`${betaId}:content`)!);
    expect((await get(detail, hostOf('beta'))).headers['x-read-cache']).toBe('miss');
    t.app.readCache.forget(betaId);
    expect((await get(detail, hostOf('beta'))).headers['x-read-cache']).toBe('miss');
  });

  it('after a change to the store’s row alone reads its row again, not its pages', async () => {
    await allHeard(t);
    const config = () => get('/api/storefronts/get-by-url', hostOf('beta'));
    await config();
    // The statements of the configuration answer made again after the change `payload` names.
    const statementsAfter = async (payload: string) => {
      t.app.readCache.heard(storeChangeOf(`${betaId}${payload}`)!);
      const { statements, stop } = recordStatements(t.database.db);
      try {
        expect((await config()).headers['x-read-cache']).toBe('miss');
      } finally {
        stop();
      }
      return statements.join('\n');
    };
    const afterRow = await statementsAfter(':store:row');
    expect(afterRow).toMatch(/from "storefronts"/);
    expect(afterRow).not.toMatch(/from "storefront_pages"/);
    expect(await statementsAfter(':store')).toMatch(/from "storefront_pages"/);
    // Straight in the database: the row's change, then the pages', each in the next answers.
    await t.database.db
      .update(storefronts)
      .set({ name: 'Beta Row Alone' })
      .where(eq(storefronts.id, betaId));
    await within(1000, async () => (await config()).json().data.name === 'Beta Row Alone');
    await t.database.db
      .update(storefrontPages)
      .set({ title: 'Beta Pages Changed' })
      .where(eq(storefrontPages.storefrontId, betaId));
    await within(1000, async () =>
      (await config())
        .json()
        .data.pages.every((page: { title: string }) => page.title === 'Beta Pages Changed'),
    );
    // This instance's own writes drop them at once.
    const before = t.app.readCache.pagesVersion(betaId);
    t.app.readCache.forget(betaId);
    expect(t.app.readCache.pagesVersion(betaId)).not.toBe(before);
  });

  it('answers 304 to a client holding the ETag, compressed bodies made once, and a new ETag after a change', async () => {
    const url = listUrl(acmeId, 'rows=40');
    const first = await get(url, hostOf('acme'));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const hit = await get(url, { ...hostOf('acme'), 'if-none-match': etag });
    expect(hit.statusCode).toBe(304);
    expect(hit.headers['x-read-cache']).toBe('hit');
    expect(hit.body).toBe('');
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get(url, { ...hostOf('acme'), 'accept-encoding': `${encoding}, deflate` });
      expect(res.headers['x-read-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(first.body);
    }
    const refused = await get(url, { ...hostOf('acme'), 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // The kept answer has the headers a fresh one has, and a policy with no script nonce in it.
    const plain = await get(url, hostOf('acme'));
    expect(plain.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=5',
      etag,
    });
    expect(String(plain.headers['content-security-policy'])).not.toContain('nonce-');
    await t.database.db
      .update(products)
      .set({ shortDescription: 'Moved' })
      .where(eq(products.id, first.json().data.data[0].id));
    await within(1000, async () => {
      const res = await get(url, { ...hostOf('acme'), 'if-none-match': etag });
      return res.statusCode === 200 && res.headers.etag !== etag;
    });
  });

  it('shows a product whose publish window opens with no write within a second of it', async () => {
    const url = listUrl(betaId, 'rows=9&global_filter=timed');
    const [timed] = await createProducts(t.database.db, betaId, [
      { name: 'Timed Launch Mug', brand: 'Beta' },
    ]);
    const opens = new Date(Date.now() + 1500);
    await t.database.db
      .update(products)
      .set({ startPublishDate: opens })
      .where(eq(products.id, timed!));
    // The write's notification has moved the version before the first read keeps its answer.
    await within(
      1000,
      async () => (await get(url, hostOf('beta'))).headers['x-read-cache'] === 'hit',
    );
    expect(names(await get(url, hostOf('beta')))).toEqual([]);
    await within(2500, async () =>
      names(await get(url, hostOf('beta'))).includes('Timed Launch Mug'),
    );
    expect(Date.now() - opens.getTime()).toBeLessThan(1000);
  });

  it('a page view (a write that changes nothing shoppers read) leaves the kept answers', async () => {
    const url = listUrl(acmeId, 'rows=3');
    await get(url, hostOf('acme'));
    expect((await get(url, hostOf('acme'))).headers['x-read-cache']).toBe('hit');
    const view = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/page-views`,
      headers: hostOf('acme'),
      payload: { path: '/products', referrer: null, visitor_id: 'visitor-0001' },
    });
    expect(view.statusCode).toBe(204);
    expect((await get(url, hostOf('acme'))).headers['x-read-cache']).toBe('hit');
  });

  it('a preview save (draft only) leaves the cached answers alone', async () => {
    await get(listUrl(acmeId), hostOf('acme'));
    await t.database.db
      .update(storefronts)
      .set({ draftRevision: sql`${storefronts.draftRevision} + 1` })
      .where(eq(storefronts.id, acmeId));
    expect((await get(listUrl(acmeId), hostOf('acme'))).headers['x-read-cache']).toBe('hit');
  });
});

describe('the page cache key', () => {
  const page = (slug: string, cookies: Record<string, string> = {}, url = '/products') =>
    readCacheKey(t.app, {
      method: 'GET',
      url,
      headers: { ...hostOf(slug) },
      cookies,
      routeOptions: { config: { readCache: 'page' } },
    } as unknown as FastifyRequest);

  it('keeps stores, languages and addresses apart', async () => {
    const keys = [
      await page('acme'),
      await page('beta'),
      await page('acme', { lang: 'de' }),
      await page('acme', { lang: 'fr' }),
      await page('acme', {}, '/products?lang=de'),
      await page('acme', {}, '/products/classic-cotton-tee'),
    ];
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await page('acme', { lang: 'de' })).toBe(keys[2]);
  });

  it('keeps no page of a preview, a flash message, a gifting cart, a gift link or a private store', async () => {
    for (const cookie of ['store_preview', 'flash', 'gifting_mode'])
      expect(await page('acme', { [cookie]: 'x', token: 'x' }), cookie).toBeNull();
    expect(await page('initech', {}, '/kit?token=abc')).toBeNull();
    expect(await page('globex')).toBeNull();
    expect(await page('globex', { token: 'x' })).toBeNull();
    expect(await page('no-such-store')).toBeNull();
  });

  it('shares a catalogue page with a session, a cart, a grant or an order key, no other page', async () => {
    const anonymous = await page('acme', {}, '/products/classic-cotton-tee');
    for (const cookie of ['token', 'cart_id', 'store_access', 'order_key', 'return_url']) {
      const cookies = { [cookie]: 'x' };
      expect(await page('acme', cookies, '/products/classic-cotton-tee'), cookie).toBe(anonymous);
      for (const personal of ['/cart', '/checkout', '/my-account/orders', '/kit', '/login'])
        expect(await page('acme', cookies, personal), `${cookie} ${personal}`).toBeNull();
    }
  });

  it('moves on when the store changes (price visibility is the store’s)', async () => {
    const before = await page('acme');
    await t.database.db
      .update(storefronts)
      .set({ disabledPrices: sql`not ${storefronts.disabledPrices}` })
      .where(eq(storefronts.id, acmeId));
    await within(1000, async () => (await page('acme')) !== before);
  });
});

describe('shared pages (decision 0033)', () => {
  it('are the catalogue and content pages and their data, never a personal page', () => {
    for (const url of [
      '/',
      '/_root.data',
      '/products?page=2',
      '/products.data',
      '/products/classic-cotton-tee',
      '/products/classic-cotton-tee.data?_routes=root',
      '/categories/apparel',
      '/privacy-policy',
      '/terms-and-conditions',
      '/about-us',
      '/not-found?product=x',
    ])
      expect(isSharedPage(url), url).toBe(true);
    for (const url of [
      '/cart',
      '/CART',
      '/c%61rt',
      '/cart.data',
      '/cart/add',
      '/checkout',
      '/kit?token=a',
      '/my-account',
      '/my-account/orders/abc',
      '/order-confirmation/abc',
      '/login',
      '/logout',
      '/contact',
      '/private',
      '/pay/abc',
      '/resources/shell',
      '/admin',
      '/admin/products',
      '/products/a/b',
      '/%E0%A4%A',
    ])
      expect(isSharedPage(url), url).toBe(false);
  });

  it('set aside only the cookies they do not depend on', () => {
    expect(withoutSetAside('token=a; lang=de; cart_id=b; store_access=c; order_key=d')).toBe(
      'lang=de',
    );
    expect(withoutSetAside('token=a; cart_id=b')).toBeUndefined();
    expect(withoutSetAside('lang=fr; shopper=1; return_url=x')).toBe('lang=fr; shopper=1');
  });

  /** An app whose every page prints whom it sees: the session's e-mail and the cart cookie. */
  let echo: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    echo = await buildApp({ config: t.app.config, database: t.database, serveWeb: false });
    echo.get('/*', { config: { readCache: 'page' } }, async (request, reply) => {
      // As a page's loader asks the API: the session cookie as a bearer token (plugins/web.ts).
      const me = await echo.inject({
        url: '/api/auth/me',
        headers: { host: request.headers.host, authorization: `Bearer ${request.cookies.token}` },
      });
      const email = me.statusCode === 200 ? (me.json().data.user.email as string) : 'nobody';
      const seen = `${email} cart=${request.cookies.cart_id ?? 'none'}`;
      return reply.type('text/html').send(`<!doctype html><p>${seen} ${request.url}</p>`);
    });
    await echo.ready();
    token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
  });
  afterAll(() => echo.close());

  const visit = (url: string, cookie?: string, slug = 'acme') =>
    echo.inject({ url, headers: { ...hostOf(slug), ...(cookie ? { cookie } : {}) } });

  it('a signed-in shopper and a cart are answered as anyone: no name, no cart, from memory', async () => {
    const first = await visit('/products?echo=1', `token=${token}; cart_id=${crypto.randomUUID()}`);
    expect(first.headers['x-read-cache']).toBe('miss');
    expect(first.body).toContain('nobody cart=none');
    // The browser learns to fetch the shell's personal parts; the kept answer holds no cookie.
    expect(String(first.headers['set-cookie'])).toMatch(/^shopper=1;/);
    expect(first.headers['cache-control']).toBe('private');
    const again = await visit('/products?echo=1', `token=${token}; shopper=1`);
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toMatch(/^public/);
    expect(again.body).toBe(first.body);
    const anonymous = await visit('/products?echo=1');
    expect(anonymous.headers['x-read-cache']).toBe('hit');
    expect(anonymous.body).toBe(first.body);
  });

  it('a personal page, a private store, a gifting cart and a flash message see who asks, never kept', async () => {
    const cookie = `token=${token}; shopper=1`;
    for (const url of ['/cart', '/my-account/orders', '/checkout'])
      for (let i = 0; i < 2; i++) {
        const res = await visit(url, cookie);
        expect(res.headers['x-read-cache'], url).toBeUndefined();
        expect(res.body, url).toContain(ALEX.email);
      }
    for (const extra of ['gifting_mode=1', 'flash=x', 'store_preview=1'])
      for (let i = 0; i < 2; i++) {
        const res = await visit('/products?echo=2', `${cookie}; ${extra}`);
        expect(res.headers['x-read-cache'], extra).toBeUndefined();
        expect(res.body, extra).toContain(ALEX.email);
      }
    const jordan = await signInAs(t, 'globex', 'jordan@globex.test', 'Globex-Demo-2026!');
    for (let i = 0; i < 2; i++) {
      const res = await visit('/products', `token=${jordan}`, 'globex');
      expect(res.headers['x-read-cache']).toBeUndefined();
      expect(res.body).toContain('jordan@globex.test');
    }
  });

  it('an answer that gives a session or a cart tells the browser to fetch the shell’s parts', async () => {
    const cart = cartClient(t.app, acmeId);
    const product = await productOf(t.app, 'classic-cotton-tee', acmeId);
    const variant = product.product_variants[0]!;
    const added = await cart.add({
      ...sizeOf(product, variant.color, variant.product_variant_sizes[0]!.size),
      quantity: 1,
    });
    expect(added.statusCode).toBe(201);
    const cookies = [added.headers['set-cookie']].flat().map(String);
    expect(cookies, cookies.join()).toHaveLength(2);
    expect(cookies.some((c) => c.startsWith('cart_id='))).toBe(true);
    expect(cookies.some((c) => /^shopper=1;/.test(c) && !/httponly/i.test(c))).toBe(true);
  });
});

// The real pages need a web build (`npm run build`); the echo app above tests the rules without.
describe.skipIf(!existsSync(webBuild))('kept pages for shoppers (web build)', () => {
  let web: FastifyInstance;
  let token: string;
  let cartId: string;
  beforeAll(async () => {
    web = await buildApp({ config: t.app.config, database: t.database, serveWeb: true });
    await web.ready();
    token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const cart = cartClient(t.app, acmeId);
    const product = await productOf(t.app, 'classic-cotton-tee', acmeId);
    const variant = product.product_variants[0]!;
    await cart.add({
      ...sizeOf(product, variant.color, variant.product_variant_sizes[0]!.size),
      quantity: 3,
    });
    cartId = cart.cartId!;
  });
  afterAll(() => web.close());

  const visit = (url: string, cookie?: string, slug = 'acme') =>
    web.inject({ url, headers: { ...hostOf(slug), ...(cookie ? { cookie } : {}) } });

  it('a product page after a change to the store’s row shows it, reading only the row again', async () => {
    const url = '/products/classic-cotton-tee';
    await visit(url);
    expect((await visit(url)).headers['x-read-cache']).toBe('hit');
    const rename = async (name: string) => {
      await t.database.db.update(storefronts).set({ name }).where(eq(storefronts.id, acmeId));
      await within(1000, async () => {
        const config = await visit('/api/storefronts/get-by-url');
        return config.json().data.name === name;
      });
    };
    await rename('Acme Row Changed');
    expect((await visit(url)).body).toContain('Acme Row Changed');
    // As the row's notification leaves them: the product's answer and the store's pages kept.
    web.readCache.heard(storeChangeOf(`${acmeId}:store:row`)!);
    const { statements, stop } = recordStatements(t.database.db);
    try {
      const page = await visit(url);
      expect(page.headers['x-read-cache']).toBe('miss');
      expect(page.body).toContain('Acme Row Changed');
    } finally {
      stop();
    }
    expect(statements.join('\n')).toMatch(/from "storefronts"/);
    expect(statements.join('\n')).not.toMatch(/from "products"|from "storefront_pages"/);
    await rename('Acme');
  });

  it('a signed-in shopper and a shopper with a cart get a kept catalogue page naming neither', async () => {
    for (const url of ['/products', '/products/classic-cotton-tee', '/', '/privacy-policy']) {
      await visit(url, `token=${token}; shopper=1`);
      for (const cookie of [`token=${token}; shopper=1`, `cart_id=${cartId}; shopper=1`]) {
        const res = await visit(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-read-cache'], `${url} ${cookie}`).toBe('hit');
        expect(res.body).not.toContain('Alex');
        expect(res.body).not.toContain(ALEX.email);
        expect(res.body).not.toContain('cart-badge');
        expect(res.body).not.toContain(cartId);
        expect(res.body).not.toContain(token);
        expect(res.body).toContain('data-testid="navbar-login"');
      }
    }
  });

  it('a production server’s pages, whose loaders trust the API’s serialiser, are the same pages', async () => {
    // In production the loaders read the API's answers without parsing them again (decision
    // 0032, round 2): the pages must be what development and tests render after that parse.
    const production = await buildApp({
      config: { ...t.app.config, env: 'production' },
      database: t.database,
      serveWeb: true,
    });
    try {
      for (const url of [
        '/',
        '/products',
        '/products?page=2&rows=3',
        '/products/classic-cotton-tee',
      ]) {
        web.readCache.forget(acmeId);
        production.readCache.forget(acmeId);
        const tested = await visit(url);
        const served = await production.inject({ url, headers: hostOf('acme') });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['x-read-cache'], url).toBe('miss');
        expect(served.body, url).toBe(tested.body);
      }
    } finally {
      await production.close();
    }
  });

  it('the cart page, account pages and a private store are never kept', async () => {
    for (const [url, cookie] of [
      ['/cart', `cart_id=${cartId}`],
      ['/my-account/orders', `token=${token}`],
      ['/products', `token=${token}; gifting_mode=1`],
    ] as const)
      for (let i = 0; i < 2; i++) {
        const res = await visit(url, cookie);
        expect(res.headers['x-read-cache'], url).toBeUndefined();
        expect(res.headers['cache-control'] ?? '', url).not.toMatch(/public/);
      }
    const cartPage = await visit('/cart', `cart_id=${cartId}`);
    expect(cartPage.body).toContain('cart-badge');
    const account = await visit('/my-account/orders', `token=${token}`);
    expect(account.body).toContain('Alex');
    for (let i = 0; i < 2; i++)
      expect((await visit('/products', 'shopper=1', 'globex')).headers['x-read-cache']).toBe(
        undefined,
      );
  });

  it('a gifting cart is marked by the pages rendered for it; marked, nothing is shared', async () => {
    const initechId = await storeIdOf(t.app, 'initech');
    const { res: entered } = await recipient(t.app, initechId);
    const cookie = `cart_id=${entered.json().data.id as string}; shopper=1`;
    // The kit page is the recipient's own: it marks the browser.
    const kitPage = `/kit?token=${OPEN_LINK.token}&user_token=${OPEN_LINK.user_token}`;
    const kit = await visit(kitPage, cookie, 'initech');
    expect(kit.statusCode).toBe(200);
    expect(kit.headers['x-read-cache']).toBeUndefined();
    expect(String(kit.headers['set-cookie'])).toMatch(/gifting_mode=1/);
    // Marked, a catalogue page is rendered for the recipient (gifting banner), never kept.
    for (let i = 0; i < 2; i++) {
      const res = await visit('/products', `${cookie}; gifting_mode=1`, 'initech');
      expect(res.headers['x-read-cache']).toBeUndefined();
      expect(res.body).toContain('You are in Gifting mode');
    }
    // Without the mark (gifting entered on another device) the public page is served, and the
    // shell's parts say gifting and mark the browser, so the page loads its data again.
    const parts = await visit('/resources/shell', cookie, 'initech');
    expect(parts.json()).toMatchObject({ gifting: true });
    expect(String(parts.headers['set-cookie'])).toMatch(/gifting_mode=1/);
    // Out of gifting mode, a page rendered for the browser clears the mark.
    const plain = await visit('/cart', `token=${token}; gifting_mode=1`);
    expect(String(plain.headers['set-cookie'])).toMatch(/gifting_mode=;/);
  });

  it('answers the shell’s personal parts to their owner only, private and never kept', async () => {
    const signedIn = await visit('/resources/shell', `token=${token}; shopper=1`);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers['x-read-cache']).toBeUndefined();
    expect(signedIn.json()).toMatchObject({ user: { first_name: 'Alex' }, gifting: false });
    const carted = await visit('/resources/shell', `cart_id=${cartId}; shopper=1`);
    expect(carted.json()).toEqual({
      user: null,
      cartCount: 3,
      giftCardBalance: null,
      gifting: false,
    });
    // Nothing personal: the hint says so, and the next kept page fetches nothing.
    const nobody = await visit('/resources/shell', 'shopper=1');
    expect(nobody.json()).toEqual({
      user: null,
      cartCount: 0,
      giftCardBalance: null,
      gifting: false,
    });
    expect(String(nobody.headers['set-cookie'])).toMatch(/^shopper=0;/);
    // A session the API no longer accepts is dropped.
    const stale = await visit('/resources/shell', 'token=not-a-session; shopper=1');
    expect([stale.headers['set-cookie']].flat().join('\n')).toMatch(/^token=;/m);
  });

  it('reads the shell’s store from memory, signed in: neither the page nor its API call asks', async () => {
    const cookie = `token=${token}; shopper=1`;
    await visit('/resources/shell', cookie); // the store's host is read once
    const { statements, stop } = recordStatements(t.database.db);
    try {
      const parts = await visit('/resources/shell', cookie);
      expect(parts.json()).toMatchObject({ user: { first_name: 'Alex' } });
    } finally {
      stop();
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.join('\n')).not.toMatch(/from "storefronts"/);
  });
});

describe('ReadCache', () => {
  it('keeps each store under its own version, and drops the oldest beyond its size', () => {
    const cache = new ReadCache(100, 60_000);
    const key = (id: number, path: string) => `${id}@${cache.version(id)} ${path}`;
    cache.set(key(1, '/a'), 'one', {});
    cache.set(key(2, '/a'), 'two', {});
    expect(cache.get(key(1, '/a'))?.body.toString()).toBe('one');
    expect(cache.get(key(2, '/a'))?.body.toString()).toBe('two');
    cache.forget(1);
    expect(cache.get(key(1, '/a'))).toBeUndefined();
    expect(cache.get(key(2, '/a'))?.body.toString()).toBe('two');
    cache.set(key(3, '/big'), 'x'.repeat(6), {});
    for (let i = 0; i < 30; i++) cache.set(key(4, `/${i}`), 'y'.repeat(5), {});
    expect(cache.get(key(2, '/a'))).toBeUndefined();
    cache.forgetAll();
    expect(cache.get(key(4, '/29'))).toBeUndefined();
  });

  it('drops what a heard change names: a change to the row or pages leaves the catalogue, to the row the pages', () => {
    const cache = new ReadCache(1000, 60_000);
    const versions = () => ({
      answers: cache.version(1),
      catalogue: cache.catalogueVersion(1),
      configuration: cache.storeVersion(1),
      pages: cache.pagesVersion(1),
      listing: cache.listingVersion(1),
      tree: cache.treeVersion(1),
    });
    const moved = (before: ReturnType<typeof versions>) =>
      Object.entries(versions())
        .filter(([name, version]) => before[name as keyof typeof before] !== version)
        .map(([name]) => name);
    const changes: [payload: string, moves: string[]][] = [
      ['1:store', ['answers', 'configuration', 'pages']],
      ['1:store:row', ['answers', 'configuration']],
      ['1:content', ['answers', 'catalogue']],
      ['1', ['answers', 'catalogue', 'listing']],
      ['1:tree', ['answers', 'catalogue', 'listing', 'tree']],
      ['2:store', []],
    ];
    for (const [payload, moves] of changes) {
      const before = versions();
      cache.heard(storeChangeOf(payload)!);
      expect(moved(before), payload).toEqual(moves);
    }
    // A write on this instance, whose kind is unknown, moves every one.
    const before = versions();
    cache.forget(1);
    expect(moved(before)).toEqual([
      'answers',
      'catalogue',
      'configuration',
      'pages',
      'listing',
      'tree',
    ]);
    // Changes that may have been missed drop everything.
    const key = `1@${cache.catalogueVersion(1)} catalogue /a`;
    cache.set(key, 'one', {});
    cache.heard('all');
    expect(cache.get(key)).toBeUndefined();
    expect(cache.catalogueVersion(1)).not.toBe(key.slice(2, key.indexOf(' ')));
  });

  it('answers an entry no longer than its maximum age', async () => {
    const cache = new ReadCache(1000, 30);
    cache.set('k', 'v', {});
    expect(cache.get('k')?.body.toString()).toBe('v');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('k')).toBeUndefined();
  });
});

// LISTEN/NOTIFY across processes needs a real PostgreSQL (CI sets TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('an owner’s change on one instance is visible on the other within 1 s', async () => {
    const url = t.app.config.databaseUrl!;
    const database = await openDatabase({ url, dataDir: null });
    const second = await buildApp({ config: t.app.config, database, serveWeb: false });
    await second.ready();
    try {
      const list = listUrl(acmeId, 'rows=3&sort_field=name&sort_order=asc');
      const first = await second.inject({ url: list, headers: hostOf('acme') });
      const hit = await second.inject({ url: list, headers: hostOf('acme') });
      expect(hit.headers['x-read-cache']).toBe('hit');
      const product = first.json().data.data[0] as { id: number; name: string };
      // Straight in the database, as any module's write ends up: the trigger tells every instance.
      await t.database.db
        .update(products)
        .set({ name: `AAA ${product.name}` })
        .where(eq(products.id, product.id));
      const took = await within(1000, async () => {
        const res = await second.inject({ url: list, headers: hostOf('acme') });
        return res.json().data.data[0].name === `AAA ${product.name}`;
      });
      expect(took).toBeLessThan(1000);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
