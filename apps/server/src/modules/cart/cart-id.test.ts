import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf } from './cart.fixtures.ts';

let t: TestApp;
let acmeId: number;
beforeAll(async () => {
  // Behind a reverse proxy, X-Forwarded-Proto tells whether the shopper came over https.
  t = await createTestApp({ config: { trustProxy: true } });
  acmeId = await storeIdOf(t.app, 'acme');
});
afterAll(() => t.close());

async function cartCookieOver(proto: 'http' | 'https') {
  const tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  const cart = cartClient(t.app, acmeId, 'acme', { 'x-forwarded-proto': proto });
  const res = await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 });
  expect(res.statusCode).toBe(201);
  return res.cookies.find((c) => c.name === 'cart_id')!;
}

describe('the cart_id cookie', () => {
  it('is Secure when the store is reached over https', async () => {
    expect(await cartCookieOver('https')).toMatchObject({ secure: true, httpOnly: true });
  });

  it('is not Secure over plain http (local development)', async () => {
    expect((await cartCookieOver('http')).secure).toBeUndefined();
  });
});
