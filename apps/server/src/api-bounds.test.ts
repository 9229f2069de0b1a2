import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartClient, productOf } from './modules/cart/cart.fixtures.ts';
import { ADDRESS, PAYS } from './modules/checkout/checkout.fixtures.ts';
import { bearer, signInAs, storeIdOf } from './modules/identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from './test/test-app.ts';

let t: TestApp;
let acme: number;
let globex: number;
let initech: number;
beforeAll(async () => {
  t = await createTestApp();
  acme = await storeIdOf(t.app, 'acme');
  globex = await storeIdOf(t.app, 'globex');
  initech = await storeIdOf(t.app, 'initech');
});
afterAll(() => t.close());

type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  payload?: object;
  store?: string;
};
const send = ({ method = 'GET', url, payload, store = 'acme' }: Call, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...hostOf(store), ...headers } });

/** A 400 `{ message, errors }` naming `field`, as every refused input gets. */
async function expectRefused(call: Call, field: string, headers = {}) {
  const res = await send(call, headers);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe('The request is not valid.');
  expect(Object.keys(res.json().errors)).toContain(field);
}

describe('control characters in a request', () => {
  const nul = 'x\u0000y';

  it('are refused in the product list brands', async () => {
    await expectRefused(
      { url: `/api/storefronts/${acme}/storefront-products?brands[]=${encodeURIComponent(nul)}` },
      'brands.0',
    );
  });

  it('are refused in a product slug', async () => {
    await expectRefused(
      { url: `/api/storefronts/${acme}/storefront-products/${encodeURIComponent(nul)}` },
      'productIdOrSlug',
    );
  });

  it('are refused in a gift-card code to check the balance of', async () => {
    await expectRefused(
      { url: `/api/storefronts/${acme}/gift-cards/balance?code=${encodeURIComponent(nul)}` },
      'code',
    );
  });

  it('are refused in a coupon code', async () => {
    await expectRefused(
      { method: 'POST', url: `/api/storefronts/${acme}/coupons/check`, payload: { code: nul } },
      'code',
    );
  });

  it('are refused in a private store entry code', async () => {
    const url = `/api/storefronts/${globex}/private-access`;
    await expectRefused({ method: 'POST', url, payload: { code: nul }, store: 'globex' }, 'code');
  });

  it.each(['name', 'line1', 'city', 'postal_code'])(
    "are refused in the order's address (%s)",
    async (field) => {
      const payload = {
        email: 'sam@example.test',
        shipping_address: { ...ADDRESS, [field]: `1${nul}` },
        payment: PAYS,
      };
      await expectRefused(
        { method: 'POST', url: `/api/storefronts/${acme}/orders`, payload },
        `shipping_address.${field}`,
        { 'idempotency-key': randomUUID() },
      );
    },
  );

  it('are refused anywhere in preview data, pages included', async () => {
    const owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
    const url = `/api/storefronts/${acme}/preview`;
    await expectRefused(
      { method: 'PUT', url, payload: { settings: { alertText: nul } } },
      'settings.alertText',
      owner,
    );
    const page = {
      url: 'about',
      title: 'About',
      sections: [{ id: 's1', component: 'TEXT_AREA', content: { html: `<p>${nul}</p>` } }],
    };
    // Each section type's strict schema names the very field.
    await expectRefused(
      { method: 'PUT', url, payload: { pages: [page] } },
      'pages.0.sections.0.content.html',
      owner,
    );
  });

  it('may be tab and line breaks only in multi-line text, such as a gift note', async () => {
    const url = `/api/storefronts/${acme}/coupons/check`;
    await expectRefused({ method: 'POST', url, payload: { code: 'A\tB' } }, 'code');
    const giftCard = await productOf(t.app, 'acme-gift-card', acme);
    const res = await cartClient(t.app, acme).add({
      product_id: giftCard.id,
      product_variant_id: giftCard.product_variants[0]!.id,
      amount_cents: 2500,
      email: 'sam@acme.test',
      note: 'Dear Sam,\n\thappy birthday!',
      quantity: 1,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('ids beyond an integer column', () => {
  const tooBig = 2 ** 31;

  it('are refused in check-product-variants', async () => {
    const url = `/api/storefronts/${acme}/check-product-variants`;
    await expectRefused(
      { method: 'POST', url, payload: { product_variant_ids: [tooBig] } },
      'product_variant_ids.0',
    );
  });

  it("are refused in a kit's product ids", async () => {
    const owner = bearer(await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'));
    const payload = { name: 'Kit', amount: 1, products: [{ product_id: tooBig }] };
    await expectRefused(
      {
        method: 'POST',
        url: `/api/storefronts/${initech}/product-kits`,
        payload,
        store: 'initech',
      },
      'products.0.product_id',
      owner,
    );
  });

  it.each([
    ['GET', `/api/storefronts/${tooBig}/cart`, 'storefrontId'],
    ['PATCH', `/api/storefronts/1/cart/lines/${tooBig}`, 'lineId'],
    [
      'GET',
      `/api/storefronts/1/storefront-products?product_categories[]=${tooBig}`,
      'product_categories',
    ],
    ['GET', `/api/brands/colors?storefront_id=${tooBig}`, 'storefront_id'],
  ] as const)('are refused: %s %s', async (method, url, field) => {
    await expectRefused(
      { method, url, payload: method === 'PATCH' ? { quantity: 1 } : undefined },
      field,
    );
  });
});
