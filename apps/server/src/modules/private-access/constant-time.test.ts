import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';

let t: TestApp;
let globexId: number;
beforeAll(async () => {
  t = await createTestApp();
  globexId = await storeIdOf(t.app, 'globex');
  await t.database.db
    .update(storefronts)
    .set({ privatePromoCode: 'GLOBEX-VIP' })
    .where(eq(storefronts.id, globexId));
});
afterAll(() => t.close());

// Counts the password checks (scrypt) without mocking a server module: the tests share modules.
let scrypt: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrypt = vi.spyOn(crypto, 'scrypt');
  syncBuiltinESMExports();
});
afterEach(() => {
  scrypt.mockRestore();
  syncBuiltinESMExports();
});

const enter = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${globexId}/private-access`,
    headers: hostOf('globex'),
    payload: { code },
  });
const withHeader = (code: string) =>
  t.app.inject({
    url: `/api/storefronts/${globexId}/storefront-products`,
    headers: { ...hostOf('globex'), code },
  });

/** The costly check, the password's scrypt, ran once for the code, whatever opened the store. */
const expectEveryCheck = () => expect(scrypt).toHaveBeenCalledTimes(1);

describe('checking a code costs the same whatever it is', () => {
  it.each([
    ['the password', 'globex-2026', 200],
    ['a gift card', 'GLOBEX-WELCOME-100', 200],
    ['the promo code', 'globex-vip', 200],
    ['a wrong code', 'not-a-code', 422],
  ])('runs every check for %s on the entry route', async (_case, code, status) => {
    expect((await enter(code)).statusCode).toBe(status);
    expectEveryCheck();
  });

  it.each([
    ['the password', 'globex-2026', 200],
    ['a gift card', 'globex-welcome-050', 200],
    ['the promo code', 'Globex-Vip', 200],
    ['a wrong code', 'still-not-a-code', 401],
  ])('runs every check for %s in the Code header', async (_case, code, status) => {
    expect((await withHeader(code)).statusCode).toBe(status);
    expectEveryCheck();
  });

  it('runs a scrypt even where the store has no password', async () => {
    await t.database.db
      .update(storefronts)
      .set({ privatePasswordHash: null })
      .where(eq(storefronts.id, globexId));
    expect((await enter('GLOBEX-VIP')).statusCode).toBe(200);
    expectEveryCheck();
    scrypt.mockClear();
    expect((await enter('nothing-at-all')).statusCode).toBe(422);
    expectEveryCheck();
  });
});
