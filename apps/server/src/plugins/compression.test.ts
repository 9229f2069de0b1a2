import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let products: string;
beforeAll(async () => {
  t = await createTestApp();
  products = `/api/storefronts/${await storeIdOf(t.app, 'acme')}/storefront-products?rows=24`;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...hostOf('acme'), ...headers } });

describe('compression of API answers', () => {
  it('sends Brotli to a browser that accepts it, and says the answer varies by encoding', async () => {
    const plain = await get(products);
    const res = await get(products, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip, and nothing compressed to one that accepts none', async () => {
    const plain = await get(products);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await get(products, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under a kilobyte as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('ETag of API answers', () => {
  it('answers 304 with no body when the browser already holds this version', async () => {
    const first = await get(products, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(products, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends the whole answer again when the version held is another one', async () => {
    const res = await get(products, { 'if-none-match': 'W/"an-older-version"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.length).toBeGreaterThan(0);
  });
});
