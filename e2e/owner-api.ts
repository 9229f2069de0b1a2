import { expect, type APIRequestContext } from '@playwright/test';

const OWNER_PASSWORD: Record<string, string> = {
  acme: 'Acme-Owner-2026!',
  globex: 'Globex-Owner-2026!',
  initech: 'Initech-Owner-2026!',
};

/** A store's API as its owner sees it, on the test server or on one a test started itself. */
export type OwnerApi = {
  storeId: number;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<unknown>;
};

/** Signs in as the seeded owner of `slug` (docs/demo-stores.md) on the server at `port`. */
export async function ownerApi(
  request: APIRequestContext,
  slug: string,
  port = Number(process.env.E2E_PORT ?? 3100),
): Promise<OwnerApi> {
  // Node cannot resolve *.localhost, so the store's host goes in a header.
  const headers = { host: `${slug}.localhost:${port}` };
  const url = (path: string) => `http://127.0.0.1:${port}/api${path}`;
  const store = await request.get(url('/storefronts/get-by-url'), { headers });
  const storeId = ((await store.json()) as { data: { id: number } }).data.id;
  const login = await request.post(url('/auth/login'), {
    headers,
    data: { email: `owner@${slug}.test`, password: OWNER_PASSWORD[slug], storefront_id: storeId },
  });
  expect(login.status(), 'owner sign-in').toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return {
    storeId,
    async call(method, path, data) {
      const response = await request.fetch(url(path), {
        method,
        headers: { ...headers, authorization: `Bearer ${token}` },
        data,
      });
      expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
      return response.status() === 204 ? null : response.json();
    },
  };
}
