import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { giftCards, privateAccessGrants, storefronts } from '../../db/schema/index.ts';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { hashSecret } from '../identity/secret-token.ts';
import { enterWithCode, grantForCode } from './private-access.fixtures.ts';

let t: TestApp;
let globexId: number;
let initechId: number;
beforeAll(async () => {
  t = await createTestApp();
  [globexId, initechId] = await Promise.all([
    storeIdOf(t.app, 'globex'),
    storeIdOf(t.app, 'initech'),
  ]);
});
afterAll(() => t.close());

/** Enters Globex with a code: the grant token, as the body and the cookie carry it. */
const enter = (code: string) => enterWithCode(t.app, globexId, code);
const grantOf = (code: string) => grantForCode(t.app, globexId, code);

const withGrant = (grant: string, slug = 'globex', storefrontId = globexId) =>
  t.app.inject({
    url: `/api/storefronts/${storefrontId}/storefront-products`,
    headers: { ...hostOf(slug), cookie: `store_access=${grant}` },
  });
const grantInfo = (grant: string) =>
  t.app.inject({
    url: `/api/storefronts/${globexId}/private-access`,
    headers: { ...hostOf('globex'), cookie: `store_access=${grant}` },
  });

describe('the grant a code gives', () => {
  it('is answered and set as an httpOnly, SameSite=Lax cookie that never holds the code', async () => {
    const res = await enter('globex-2026');
    const { data } = res.json();
    expect(data).toEqual({
      access: 'password',
      balance: null,
      grant: expect.stringMatching(/^[\w-]{43}$/),
      expires_at: expect.any(String),
    });
    const cookie = res.cookies.find((c) => c.name === 'store_access');
    expect(cookie).toMatchObject({
      value: data.grant,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookie!.secure).toBeFalsy();
    expect(String(res.headers['set-cookie'])).not.toContain('globex-2026');
    expect(new Date(data.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('sets the cookie Secure when the store is served over https', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: `/api/storefronts/${globexId}/private-access`,
        headers: { ...hostOf('globex'), 'x-forwarded-proto': 'https' },
        payload: { code: 'globex-2026' },
      });
      expect(res.cookies.find((c) => c.name === 'store_access')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('keeps only a hash of the token, and never the code', async () => {
    const grant = await grantOf('GLOBEX-WELCOME-100');
    const rows = await t.database.db.select().from(privateAccessGrants);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSecret(grant));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(grant);
    expect(stored.toLowerCase()).not.toContain('globex-welcome-100');
  });

  it('opens the store, and tells a gift card’s current balance', async () => {
    const grant = await grantOf('GLOBEX-WELCOME-100');
    expect((await withGrant(grant)).statusCode).toBe(200);
    expect((await grantInfo(grant)).json()).toEqual({
      data: { access: 'gift_card', balance: 10000 },
    });
  });

  it('does not open with an unknown, expired or other store’s grant', async () => {
    expect((await withGrant('no-such-grant')).statusCode).toBe(401);
    expect((await grantInfo('no-such-grant')).statusCode).toBe(404);

    const other = await grantOf('globex-2026');
    await t.database.db
      .update(storefronts)
      .set({ privateStore: true })
      .where(eq(storefronts.id, initechId));
    expect((await withGrant(other, 'initech', initechId)).statusCode).toBe(401);

    const expired = await grantOf('globex-2026');
    await t.database.db
      .update(privateAccessGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privateAccessGrants.tokenHash, hashSecret(expired)));
    expect((await withGrant(expired)).statusCode).toBe(401);
  });

  it('ends when the store’s password changes, or its card can no longer open it', async () => {
    const byPassword = await grantOf('globex-2026');
    const byCard = await grantOf('GLOBEX-WELCOME-050');
    await t.database.db
      .update(storefronts)
      .set({ privatePasswordHash: await hashPassword('globex-2027') })
      .where(eq(storefronts.id, globexId));
    expect((await withGrant(byPassword)).statusCode).toBe(401);
    expect((await withGrant(byCard)).statusCode).toBe(200);

    await t.database.db
      .update(giftCards)
      .set({ status: 'disabled' })
      .where(eq(giftCards.codeDigest, giftCardCodeDigest('GLOBEX-WELCOME-050')));
    expect((await withGrant(byCard)).statusCode).toBe(401);
    expect((await grantInfo(byCard)).statusCode).toBe(404);
  });
});
