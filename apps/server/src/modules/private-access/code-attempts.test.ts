import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';

let t: TestApp;
let globexId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: true } });
  globexId = await storeIdOf(t.app, 'globex');
});
afterAll(() => t.close());

const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

/** A catalogue call with the `Code` header, from one address. */
const withHeader = (code: string, from: string) =>
  t.app.inject({
    url: `/api/storefronts/${globexId}/storefront-products`,
    headers: { ...hostOf('globex'), code },
    remoteAddress: from,
  });
const entering = (code: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${globexId}/private-access`,
    headers: hostOf('globex'),
    payload: { code },
    remoteAddress: from,
  });

function expectTooMany(res: Awaited<ReturnType<typeof withHeader>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: expect.stringMatching(TOO_MANY), errors: {} });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the limit on guessing a private store code', () => {
  it('answers 429 to the eleventh wrong code in the Code header', async () => {
    for (let i = 0; i < 10; i++)
      expect((await withHeader(`guess-${i}`, '10.1.0.1')).statusCode).toBe(401);
    expectTooMany(await withHeader('guess-10', '10.1.0.1'));
    // Another address is not affected.
    expect((await withHeader('guess-11', '10.1.0.2')).statusCode).toBe(401);
  });

  it('counts wrong codes on the entry route and in the header together', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await entering(`guess-${i}`, '10.1.1.1')).statusCode).toBe(422);
      expect((await withHeader(`guess-${i}`, '10.1.1.1')).statusCode).toBe(401);
    }
    expectTooMany(await entering('guess-10', '10.1.1.1'));
    expectTooMany(await withHeader('guess-10', '10.1.1.1'));
  });

  it('never limits a code that opens the store', async () => {
    for (let i = 0; i < 25; i++)
      expect((await withHeader('globex-2026', '10.1.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++)
      expect((await entering('GLOBEX-WELCOME-100', '10.1.2.1')).statusCode).toBe(200);
    // Nor do valid codes use up the wrong ones' allowance.
    for (let i = 0; i < 10; i++)
      expect((await withHeader(`guess-${i}`, '10.1.2.1')).statusCode).toBe(401);
  });
});
