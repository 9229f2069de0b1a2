import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards } from '../../db/schema/index.ts';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
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
      code: '•••• 0050',
      balance: 5000,
      status: 'active',
    });
  });

  it('answers the balance of a code in any case, with or without dashes, or 404', async () => {
    expect((await call('/gift-cards/balance?code=acme-alex-0050')).json()).toEqual({
      data: { code: 'ACME-ALEX-0050', balance: 5000 },
    });
    expect((await call('/gift-cards/balance?code=acmealex0050')).json()).toEqual({
      data: { code: 'ACMEALEX0050', balance: 5000 },
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

  it('stores no code, and a leaked row’s digest or last four redeem nothing', async () => {
    const [row] = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeDigest, giftCardCodeDigest('ACME-ALEX-0050')));
    expect(JSON.stringify(row)).not.toContain('ALEX');
    expect(row!.codeLast4).toBe('0050');
    const check = (code: string) => call('/coupons/check', { method: 'POST', payload: { code } });
    expect((await check(row!.codeDigest)).statusCode).toBe(404);
    expect((await check(row!.codeLast4)).statusCode).toBe(404);
    expect((await call(`/gift-cards/balance?code=${row!.codeDigest}`)).statusCode).toBe(404);
  });
});

describe('guessing card codes', () => {
  it('limits lookups that find nothing per address, never the ones that find a card', async () => {
    const limited = await createTestApp({ config: { rateLimits: true } });
    try {
      const lookUp = (code: string, remoteAddress: string) =>
        limited.app.inject({
          url: `/api/storefronts/${acmeId}/gift-cards/balance?code=${code}`,
          headers: hostOf('acme'),
          remoteAddress,
        });
      const check = (code: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/storefronts/${acmeId}/coupons/check`,
          headers: hostOf('acme'),
          payload: { code },
          remoteAddress,
        });
      for (let i = 0; i < 12; i++) {
        expect((await lookUp('ACME-ALEX-0050', '10.0.0.1')).statusCode).toBe(200);
      }
      for (let i = 0; i < 5; i++)
        expect((await lookUp(`ACME-X-${i}`, '10.0.0.2')).statusCode).toBe(404);
      for (let i = 0; i < 5; i++)
        expect((await check(`ACME-Y-${i}`, '10.0.0.2')).statusCode).toBe(404);
      const refused = await lookUp('ACME-Z-1', '10.0.0.2');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await check('ACME-Z-2', '10.0.0.2')).statusCode).toBe(429);
      expect((await lookUp('ACME-Z-3', '10.0.0.3')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
