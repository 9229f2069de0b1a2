import type { APIRequestContext } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures.ts';

/** A raw request to the demo store; Node cannot resolve *.localhost, so the host is a header. */
function send(request: APIRequestContext, method: string, path: string) {
  const { port, host } = new URL(storeUrl('acme'));
  return request.fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { host } });
}

test.describe('requests no page or API route takes', () => {
  test('a page answers TRACE with 405 and the methods it takes', async ({ request }) => {
    const res = await send(request, 'TRACE', '/products');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toContain('GET');
    expect(await res.text()).toBe('');
  });

  test('the API answers JSON refusals, never the store pages', async ({ request }) => {
    const product = '/api/storefronts/1/storefront-products/';
    for (const [method, path] of [
      ['TRACE', '/api/storefronts/get-by-url'],
      ['PROPFIND', '/api/storefronts/get-by-url'],
      ['GET', '/api/no-such-route'],
      ['GET', product + 'a'.repeat(3000)],
      ['GET', product + '%ZZ'],
    ] as const) {
      const res = await send(request, method, path);
      const what = `${method} ${path.slice(0, 60)}`;
      expect(res.status(), what).toBeGreaterThanOrEqual(400);
      expect(res.status(), what).toBeLessThan(500);
      expect(res.headers()['content-type'], what).toMatch(/^application\/json/);
      expect(Object.keys(await res.json()).sort(), what).toEqual(['errors', 'message']);
    }
  });
});

test.describe('page forms posted from elsewhere', () => {
  /** A form post to the demo store's login, marked as a browser marks where it came from. */
  function postLogin(request: APIRequestContext, from: Record<string, string>) {
    const { port, host } = new URL(storeUrl('acme'));
    return request.post(`http://127.0.0.1:${port}/login`, {
      headers: { host, ...from },
      form: { email: 'alex@acme.test', password: 'Acme-Demo-2026!' },
      maxRedirects: 0,
    });
  }

  test('are refused from another site, a sibling store on the same domain too', async ({
    request,
  }) => {
    const sibling = new URL(storeUrl('globex')).origin;
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: sibling },
      { 'sec-fetch-site': 'cross-site', origin: 'http://example.test' },
      { origin: sibling },
    ];
    for (const from of elsewhere) {
      const res = await postLogin(request, from);
      expect(res.status(), JSON.stringify(from)).toBe(403);
      expect(res.headers()['set-cookie'], JSON.stringify(from)).toBeUndefined();
    }
  });

  test('are taken from the store’s own pages', async ({ request }) => {
    const own = new URL(storeUrl('acme')).origin;
    const res = await postLogin(request, { 'sec-fetch-site': 'same-origin', origin: own });
    expect(res.status()).toBe(302);
    expect(res.headers()['set-cookie']).toMatch(/^token=/);
  });
});
