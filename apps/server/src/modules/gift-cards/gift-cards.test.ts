import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
});
afterAll(() => t.close());

const call = (
  path: string,
  init: { method?: 'GET' | 'POST'; payload?: object; headers?: object } = {},
) =>
  t.app.inject({
    method: init.method ?? 'GET',
    url: `/api/storefronts/${acmeId}${path}`,
    headers: { ...hostOf('acme'), ...init.headers },
    payload: init.payload,
  });

const INVALID = { message: 'Not a valid gift card', errors: {} };

describe('gift cards', () => {
  it("lists the signed-in user's cards with balance and status", async () => {
    expect((await call('/gift-cards')).statusCode).toBe(401);
    const token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const res = await call('/gift-cards', { headers: bearer(token) });
    expect(res.json().data).toContainEqual({
      code: 'ACME-ALEX-0050',
      balance: 5000,
      status: 'active',
    });
  });

  it('answers the balance of a code in any case, or 404', async () => {
    expect((await call('/gift-cards/balance?code=acme-alex-0050')).json()).toEqual({
      data: { code: 'ACME-ALEX-0050', balance: 5000 },
    });
    const unknown = await call('/gift-cards/balance?code=GLOBEX-WELCOME-100');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('tells a promo code from a gift card, and refuses neither', async () => {
    const check = (code: string) => call('/coupons/check', { method: 'POST', payload: { code } });
    expect((await check('welcome10')).json().data).toEqual({
      type: 'promo',
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      min_order: 0,
    });
    expect((await check('ACME-ALEX-0050')).json().data).toEqual({
      type: 'gift_card',
      code: 'ACME-ALEX-0050',
      balance: 5000,
    });
    expect((await check('EXPIRED20')).json()).toEqual(INVALID);
  });
});
