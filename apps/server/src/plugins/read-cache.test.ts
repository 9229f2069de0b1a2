import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { products, storefronts } from '../db/schema/index.ts';
import { createProducts, createStore } from '../modules/catalog/catalog.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import type { FastifyRequest } from 'fastify';
import { ReadCache, readCacheKey } from './read-cache.ts';

let t: TestApp;
let acmeId: number;
let betaId: number;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  const beta = await createStore(t.database.db, 'beta', { name: 'Beta' });
  betaId = beta.id;
  await createProducts(t.database.db, betaId, [{ name: 'Beta Only Mug', brand: 'Beta' }]);
  owner = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
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
    const personal: Record<string, string>[] = [
      bearer(owner),
      { cookie: 'token=abc' },
      { cookie: 'cart_id=6f1c1a52-8e4c-4a55-9a51-0c2f5f6b6a11' },
      { cookie: 'store_access=xyz' },
      { cookie: 'store_preview=1' },
      { code: 'SECRET' },
    ];
    await get(listUrl(acmeId), hostOf('acme'));
    for (const headers of personal) {
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

  it('keeps no page of a signed-in shopper, a cart, a grant, a preview, a gift link or a private store', async () => {
    for (const cookie of [
      'token',
      'cart_id',
      'store_access',
      'store_preview',
      'order_key',
      'flash',
    ])
      expect(await page('acme', { [cookie]: 'x' }), cookie).toBeNull();
    expect(await page('initech', {}, '/kit?token=abc')).toBeNull();
    expect(await page('globex')).toBeNull();
    expect(await page('no-such-store')).toBeNull();
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
