import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategories,
  createProducts,
  createStore,
} from '../modules/catalog/catalog.fixtures.ts';
import { allHeard, createTestApp, hostOf, type TestApp } from '../test/test-app.ts';

// A kept answer is compressed once (decision 0028, "Uncached answers"): the request that keeps it
// compresses it as the entry would, the entry keeps those bytes, and every later form is made on
// first use. One ETag, of the uncompressed answer, for every form.

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  const store = await createStore(db, 'lazy', { name: 'Lazy' });
  const categories = await createCategories(db, store.id, [{ name: 'Bags', slug: 'bags' }]);
  await createProducts(
    db,
    store.id,
    Array.from({ length: 12 }, (_, i) => ({
      name: `Canvas Tote ${i}`,
      brand: 'Nike',
      categories: ['bags'],
      thumbnailPath: `/media/tote-${i}.jpg`,
    })),
    categories,
  );
  url = `/api/storefronts/${store.id}/storefront-products?relations[]=productThumbnail`;
  // The setup's change notifications must not arrive after the first answer is kept: they would
  // move the store's version and make the next ask a miss.
  await allHeard(t);
});
afterAll(() => t.close());

const ask = (headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...hostOf('lazy'), ...headers } });

describe('a kept answer compressed once', () => {
  it('answers br, gzip and identity with one ETag, the first br bytes kept for the hits', async () => {
    const miss = await ask({ 'accept-encoding': 'br' });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-read-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    expect(String(miss.headers.vary)).toMatch(/accept-encoding/i);
    const plain = brotliDecompressSync(miss.rawPayload).toString();
    expect(JSON.parse(plain).data.total).toBe(12);
    expect(Number(miss.headers['content-length'])).toBe(miss.rawPayload.length);
    const etag = miss.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-read-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    // The very bytes the miss sent: compressed once.
    expect(Buffer.compare(br.rawPayload, miss.rawPayload)).toBe(0);

    const gzip = await ask({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(etag);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);

    const identity = await ask();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.etag).toBe(etag);
    expect(identity.body).toBe(plain);

    const notModified = await ask({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('gives a fresh answer the same ETag and body whichever encoding it is first asked in', async () => {
    t.app.readCache.forget(Number(url.split('/')[3]), false);
    const gzipMiss = await ask({ 'accept-encoding': 'gzip' });
    expect(gzipMiss.headers['x-read-cache']).toBe('miss');
    expect(gzipMiss.headers['content-encoding']).toBe('gzip');
    t.app.readCache.forget(Number(url.split('/')[3]), false);
    const plainMiss = await ask();
    expect(plainMiss.headers['x-read-cache']).toBe('miss');
    expect(plainMiss.headers['content-encoding']).toBeUndefined();
    expect(plainMiss.headers.etag).toBe(gzipMiss.headers.etag);
    expect(gunzipSync(gzipMiss.rawPayload).toString()).toBe(plainMiss.body);
    // A held ETag on a miss: a 304, nothing compressed for it.
    t.app.readCache.forget(Number(url.split('/')[3]), false);
    const held = await ask({
      'accept-encoding': 'br',
      'if-none-match': plainMiss.headers.etag as string,
    });
    expect(held.statusCode).toBe(304);
  });
});
