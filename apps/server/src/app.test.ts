import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefronts } from './db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok and names the database it reached', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
  });

  it('serves an OpenAPI document that lists the store calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Storefront API');
    expect(doc.paths['/api/storefronts/get-by-url']).toHaveProperty('get');
    expect(doc.paths['/api/health']).toHaveProperty('get');
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/no-such-thing?x=1', 'No API route GET /api/no-such-thing.'],
    ['POST', '/api/storefronts/get-by-url', 'No API route POST /api/storefronts/get-by-url.'],
  ] as const)('answer %s %s with 404 { message, errors }', async (method, url, message) => {
    const res = await t.app.inject({ method, url, headers: hostOf('acme') });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message, errors: {} });
  });
});

describe('GET /api/storefronts/get-by-url on a private store', () => {
  const promoCode = 'GLOBEX-VIP-PROMO';

  it('says which ways in exist but never sends a secret', async () => {
    await t.database.db
      .update(storefronts)
      .set({ privatePromoCode: promoCode })
      .where(eq(storefronts.slug, 'globex'));
    const [row] = await t.database.db
      .select({ hash: storefronts.privatePasswordHash })
      .from(storefronts)
      .where(eq(storefronts.slug, 'globex'));
    expect(row?.hash).toMatch(/^scrypt\$/);

    const res = await t.app.inject({
      url: '/api/storefronts/get-by-url',
      headers: hostOf('globex'),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.private_store).toBe(true);
    expect(data.private_access).toMatchObject({
      password: true,
      gift_card: true,
      promo_code: true,
    });
    for (const secret of [
      'private_password',
      'privatePassword',
      'password_hash',
      'scrypt$',
      row!.hash!,
      row!.hash!.split('$')[4]!,
      'globex-2026',
      promoCode,
      'private_promo_code',
      'GLOBEX-WELCOME',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });
});
