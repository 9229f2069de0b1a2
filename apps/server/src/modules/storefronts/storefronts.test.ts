import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/storefronts/get-by-url', () => {
  it.each(['acme', 'globex', 'initech'])('resolves %s from its host', async (slug) => {
    const res = await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf(slug) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe(slug);
  });

  it('answers an unknown host with a clear 404', async () => {
    const res = await t.app.inject({
      url: '/api/storefronts/get-by-url',
      headers: { host: 'nope.localhost:3000' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No store is configured for the host "nope.localhost".',
      errors: {},
    });
  });
});
