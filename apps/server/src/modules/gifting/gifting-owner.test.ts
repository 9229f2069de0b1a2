import { KIT_MESSAGES as KIT, type Kit } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf } from '../cart/cart.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { kitProduct, kitUrl, recipient } from './gifting.fixtures.ts';

let t: TestApp;
let initechId: number;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  initechId = await storeIdOf(t.app, 'initech');
  owner = bearer(await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'));
});
afterAll(() => t.close());

const kitsUrl = () => `/api/storefronts/${initechId}/product-kits`;
const call = (method: 'POST' | 'PATCH', url: string, payload: object, headers = owner) =>
  t.app.inject({ method, url, payload, headers: { ...hostOf('initech'), ...headers } });
const productId = async (slug: string) => (await productOf(t.app, slug, initechId, 'initech')).id;

async function newKit(amount = 2) {
  const res = await call('POST', kitsUrl(), {
    name: 'Offsite Kit',
    amount,
    hide_prices: true,
    products: [
      { product_id: await productId('initech-hoodie'), required: true },
      { product_id: await productId('initech-mug'), quantity: 2 },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.token as string;
}

describe('owner kit API', () => {
  it('creates a kit the recipient links open, with its products and rules', async () => {
    const token = await newKit();
    const res = await call('POST', `${kitsUrl()}/token/${token}/links`, {
      recipients: [{ name: 'Peter Gibbons', email: 'Peter@initech.test' }],
      expires_in_days: 30,
    });
    expect(res.statusCode).toBe(201);
    const [link] = res.json().data;
    expect(link).toMatchObject({ name: 'Peter Gibbons', email: 'peter@initech.test' });
    const userToken = new URL(link.url).searchParams.get('user_token')!;
    expect(link.url).toMatch(/^http:\/\/initech\.localhost(:\d+)?\/kit\?token=/);

    const kit = await t.app.inject({
      url: kitUrl(initechId, token, userToken),
      headers: hostOf('initech'),
    });
    expect(kit.statusCode).toBe(200);
    const data: Kit = kit.json().data;
    expect(data).toMatchObject({ name: 'Offsite Kit', amount: 2, hide_prices: true });
    expect(data.products.map((p) => [p.slug, p.product_kit_product])).toEqual([
      ['initech-hoodie', { required: true, quantity: 1 }],
      ['initech-mug', { required: false, quantity: 2 }],
    ]);
  });

  it('lowers the amount, which puts a chosen selection over the limit', async () => {
    const token = await newKit(2);
    const links = await call('POST', `${kitsUrl()}/token/${token}/links`, {
      recipients: [{ name: 'Samir', email: 'samir@initech.test' }],
    });
    const userToken = new URL(links.json().data[0].url).searchParams.get('user_token')!;
    const { cart } = await recipient(t.app, initechId, { token, user_token: userToken });
    const hoodie = await kitProduct(t.app, t.database.db, initechId, 'initech-hoodie');
    const mug = await kitProduct(t.app, t.database.db, initechId, 'initech-mug');
    expect((await cart.add(hoodie.line())).statusCode).toBe(201);
    expect((await cart.add(mug.line())).statusCode).toBe(201);

    const lowered = await call('PATCH', `${kitsUrl()}/token/${token}`, { amount: 1 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().data).toMatchObject({ token, amount: 1, hide_prices: true });
    // The selection of two is now over the kit's one: adding more is refused.
    const more = await cart.add(mug.line());
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe(KIT.maxQuantity);
  });

  it('refuses a product the store does not sell, and a kit with one product twice', async () => {
    const foreign = await call('POST', kitsUrl(), {
      name: 'Bad Kit',
      amount: 1,
      products: [{ product_id: 999_999 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('Every kit product must be a product this store sells.');
    const hoodie = await productId('initech-hoodie');
    const twice = await call('POST', kitsUrl(), {
      name: 'Twice',
      amount: 1,
      products: [{ product_id: hoodie }, { product_id: hoodie }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toBeTruthy();
  });

  it('refuses anonymous callers (401), an empty change (400) and an unknown kit (404)', async () => {
    const anonymous = await call(
      'PATCH',
      `${kitsUrl()}/token/initech-welcome-kit`,
      { amount: 1 },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await call('PATCH', `${kitsUrl()}/token/initech-welcome-kit`, {})).statusCode).toBe(
      400,
    );
    const unknown = await call('PATCH', `${kitsUrl()}/token/no-such-kit`, { amount: 2 });
    expect(unknown.statusCode).toBe(404);
    const links = await call('POST', `${kitsUrl()}/token/no-such-kit/links`, {
      recipients: [{ name: 'Nobody', email: 'nobody@initech.test' }],
    });
    expect(links.statusCode).toBe(404);
  });
});
