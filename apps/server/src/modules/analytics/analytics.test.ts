import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, JORDAN, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let acmeId: number;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  ownerToken = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

const sendView = (payload: object, headers: Record<string, string> = {}, slug = 'acme') =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${acmeId}/page-views`,
    headers: { ...hostOf(slug), ...headers },
    payload,
  });

const summary = (query: string, headers: Record<string, string> = bearer(ownerToken)) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/page-views/summary?${query}`,
    headers: { ...hostOf('acme'), ...headers },
  });

const todayOf = async () =>
  (await summary(`from=${today()}&to=${today()}`)).json().data[0] as {
    views: number;
    visitors: number;
    top_paths: { path: string; views: number }[];
  };

describe('POST /api/storefronts/{id}/page-views', () => {
  it('stores views and the owner’s summary counts them per day', async () => {
    const before = await todayOf();
    for (const [path, visitor] of [
      ['/products', 'visitor-aaaa-1'],
      ['/products?page=2', 'visitor-aaaa-1'],
      ['/cart', 'visitor-bbbb-2'],
    ] as const) {
      const res = await sendView({ path, referrer: 'https://x.test/a?q=1', visitor_id: visitor });
      expect(res.statusCode).toBe(204);
    }
    const after = await todayOf();
    expect(after.views - before.views).toBe(3);
    expect(after.visitors - before.visitors).toBe(2);
    // The query string is not kept: both list pages count as /products.
    expect(after.top_paths[0]).toEqual({ path: '/products', views: 2 });
  });

  it('stores nothing when the browser asks not to be tracked', async () => {
    const before = await todayOf();
    const dnt = await sendView({ path: '/dnt', visitor_id: 'visitor-cccc-3' }, { dnt: '1' });
    const gpc = await sendView({ path: '/gpc', visitor_id: 'visitor-cccc-3' }, { 'sec-gpc': '1' });
    expect([dnt.statusCode, gpc.statusCode]).toEqual([204, 204]);
    expect((await todayOf()).views).toBe(before.views);
  });

  it('refuses a path that is not from the site root, or too long', async () => {
    const relative = await sendView({ path: 'products', visitor_id: 'visitor-dddd-4' });
    expect(relative.statusCode).toBe(400);
    expect(relative.json().errors).toHaveProperty('path');
    const long = await sendView({ path: `/${'a'.repeat(2000)}`, visitor_id: 'visitor-dddd-4' });
    expect(long.statusCode).toBe(400);
  });

  it('takes views for a store only on its own host', async () => {
    const res = await sendView({ path: '/', visitor_id: 'visitor-eeee-5' }, {}, 'initech');
    expect(res.statusCode).toBe(404);
  });
});

describe('private stores', () => {
  it('take views only from admitted browsers, by their grant or session cookie', async () => {
    const globexId = await storeIdOf(t.app, 'globex');
    const send = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/storefronts/${globexId}/page-views`,
        headers: { ...hostOf('globex'), ...(cookie ? { cookie } : {}) },
        payload: { path: '/', visitor_id: 'visitor-ffff-6' },
      });
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${globexId}/private-access`,
      headers: hostOf('globex'),
      payload: { code: 'globex-2026' },
    });
    const session = await signInAs(t, 'globex', JORDAN.email, JORDAN.password);
    expect((await send()).statusCode).toBe(401);
    expect((await send('store_access=wrong-grant')).statusCode).toBe(401);
    // The code itself in a cookie no longer counts: only the grant it gave.
    expect((await send('store_code=globex-2026')).statusCode).toBe(401);
    expect((await send(`store_access=${entered.json().data.grant}`)).statusCode).toBe(204);
    expect((await send(`token=${session}`)).statusCode).toBe(204);
  });
});

describe('GET /api/storefronts/{id}/page-views/summary', () => {
  it('lists every day of the range, days without views included', async () => {
    const res = await summary('from=2020-01-30&to=2020-02-02');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      ['2020-01-30', '2020-01-31', '2020-02-01', '2020-02-02'].map((day) => ({
        day,
        views: 0,
        visitors: 0,
        top_paths: [],
      })),
    );
  });

  it('is for the owner only', async () => {
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await summary(`from=${today()}&to=${today()}`, bearer(shopper))).statusCode).toBe(403);
    expect((await summary(`from=${today()}&to=${today()}`, {})).statusCode).toBe(401);
  });

  it('refuses a range that runs backwards', async () => {
    const res = await summary('from=2026-03-02&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('to');
  });
});

describe('page-view rate limit', () => {
  it('answers 429 once an address has sent 300 in a minute', async () => {
    const limited = await createTestApp({ config: { rateLimits: true } });
    try {
      const id = await storeIdOf(limited.app, 'acme');
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/storefronts/${id}/page-views`,
          headers: hostOf('acme'),
          payload: { path: '/', visitor_id: 'visitor-rate-limit' },
        });
      for (let i = 0; i < 300; i++) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  }, 60_000);
});
