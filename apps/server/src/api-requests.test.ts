import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A refusal in the API's own shape that names nothing of the server's insides. */
function expectPlainRefusal(res: Awaited<ReturnType<TestApp['app']['inject']>>, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.json()).sort()).toEqual(['errors', 'message']);
  expect(res.body).not.toMatch(/FST_|Error|stack|statusCode/);
}

describe('methods no API route takes', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])('%s answers a JSON 404', async (method) => {
    for (const url of ['/api/storefronts/get-by-url', '/api/storefronts/1/cart', '/api/x/y']) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: hostOf('acme') });
      expectPlainRefusal(res, 404);
    }
  });
});

describe('parameters the router cannot take', () => {
  const product = '/api/storefronts/1/storefront-products/';

  it('refuses a long slug through its schema (400), not the router', async () => {
    const res = await t.app.inject({ url: product + 'a'.repeat(250), headers: hostOf('acme') });
    expectPlainRefusal(res, 400);
    expect(res.json().errors).toHaveProperty('productIdOrSlug');
  });

  it('answers a slug too long to route with a JSON 404', async () => {
    const res = await t.app.inject({ url: product + 'a'.repeat(3000), headers: hostOf('acme') });
    expectPlainRefusal(res, 404);
  });

  it.each(['%ZZ', '%C0%AF', 'a%'])('refuses the bad percent-encoding %s with 400', async (part) => {
    const res = await t.app.inject({ url: product + part, headers: hostOf('acme') });
    expectPlainRefusal(res, 400);
  });
});
