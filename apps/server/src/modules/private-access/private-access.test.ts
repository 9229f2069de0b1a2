import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, promoCodes, storefronts, users } from '../../db/schema/index.ts';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, JORDAN, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

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

const enter = (slug: string, storefrontId: number, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${storefrontId}/private-access`,
    headers: hostOf(slug),
    payload: { code },
  });

const products = (slug: string, storefrontId: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/storefronts/${storefrontId}/storefront-products`,
    headers: { ...hostOf(slug), ...headers },
  });

/** A grant token: 32 random bytes, base64url. */
const GRANT = expect.stringMatching(/^[\w-]{43}$/);

const PRIVATE = { message: 'This store is private. Enter your access code.', errors: {} };

describe('POST /api/storefronts/:id/private-access', () => {
  it('accepts the store password', async () => {
    const res = await enter('globex', globexId, 'globex-2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { access: 'password', balance: null, grant: GRANT, expires_at: expect.any(String) },
    });
  });

  it('accepts a gift card of the store in any case, with its balance', async () => {
    const res = await enter('globex', globexId, 'globex-welcome-100');
    expect(res.json()).toEqual({
      data: { access: 'gift_card', balance: 10000, grant: GRANT, expires_at: expect.any(String) },
    });
  });

  it.each([
    ['a wrong code', 'GLOBEX-WELCOME-999'],
    ["another store's gift card", 'ACME-ALEX-0050'],
    ['the password in another case', 'GLOBEX-2026'],
  ])('refuses %s', async (_case, code) => {
    const res = await enter('globex', globexId, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Not a valid gift card',
      errors: { code: ['Not a valid gift card'] },
    });
  });

  it('refuses a blank code as a field error', async () => {
    const res = await enter('globex', globexId, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toEqual(['Code is required']);
  });

  it('refuses a gift card that is used up or expired', async () => {
    await t.database.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCards.codeDigest, giftCardCodeDigest('GLOBEX-WELCOME-050')));
    expect((await enter('globex', globexId, 'GLOBEX-WELCOME-050')).statusCode).toBe(422);
  });
});

describe('the private store API without the way in', () => {
  it('refuses a catalogue call without a code, or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, { code: 'nope' }, { code: 'ACME-ALEX-0050' }];
    for (const headers of attempts) {
      const res = await products('globex', globexId, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(PRIVATE);
    }
  });

  it.each([['globex-2026'], ['GLOBEX-WELCOME-100']])('opens with the code %s', async (code) => {
    const res = await products('globex', globexId, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
  });

  it('opens for a verified signed-in user of the store', async () => {
    const token = await signInAs(t, 'globex', JORDAN.email, JORDAN.password);
    expect((await products('globex', globexId, bearer(token))).statusCode).toBe(200);
  });

  it('stays closed for an unverified user and for a user of another store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hostOf('globex'),
      payload: {
        first_name: 'Pat',
        last_name: 'Kim',
        email: 'pat@globex.test',
        username: 'pat',
        password: 'Pat-Kim-2026!',
        password_confirmation: 'Pat-Kim-2026!',
        storefront_id: globexId,
      },
    });
    expect(res.statusCode).toBe(201);
    const pat = await signInAs(t, 'globex', 'pat@globex.test', 'Pat-Kim-2026!');
    expect((await products('globex', globexId, bearer(pat))).json()).toEqual(PRIVATE);
    const alex = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await products('globex', globexId, bearer(alex))).statusCode).toBe(401);
  });

  it('closes routes nobody listed, and keeps the entry routes open', async () => {
    expect(
      (await t.app.inject({ url: '/api/no-such-route', headers: hostOf('globex') })).statusCode,
    ).toBe(401);
    const open = [
      '/api/storefronts/get-by-url',
      '/api/health',
      '/api/dev/mailbox',
      '/api/docs/json',
    ];
    for (const url of open) {
      expect((await t.app.inject({ url, headers: hostOf('globex') })).statusCode).toBe(200);
    }
  });

  it('leaves public stores alone', async () => {
    expect((await products('initech', initechId)).statusCode).toBe(200);
  });
});

describe('the way-in cookies, from the store’s pages only', () => {
  /** How a browser marks a call from the store's own page, and from a sibling store's. */
  const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: 'http://globex.localhost:3000' };
  const SIBLING_STORE = { 'sec-fetch-site': 'same-site', origin: 'http://acme.localhost:3000' };

  it('admits by the session or grant cookie from the store’s pages, or with no page at all', async () => {
    const session = await signInAs(t, 'globex', JORDAN.email, JORDAN.password);
    const grant = (await enter('globex', globexId, 'globex-2026')).json().data.grant as string;
    for (const cookie of [`token=${session}`, `store_access=${grant}`]) {
      expect((await products('globex', globexId, { cookie, ...OWN_PAGE })).statusCode).toBe(200);
      expect((await products('globex', globexId, { cookie })).statusCode).toBe(200);
    }
  });

  it('refuses them from another site, a sibling store on the same domain too', async () => {
    const session = await signInAs(t, 'globex', JORDAN.email, JORDAN.password);
    const grant = (await enter('globex', globexId, 'globex-2026')).json().data.grant as string;
    const elsewhere: Record<string, string>[] = [
      SIBLING_STORE,
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://acme.localhost:3000' },
    ];
    for (const cookie of [`token=${session}`, `store_access=${grant}`]) {
      for (const headers of elsewhere) {
        const res = await products('globex', globexId, { cookie, ...headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(PRIVATE);
      }
    }
  });

  it('never signs anyone in by the session cookie: the API takes the bearer token', async () => {
    const session = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const me = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/auth/me', headers: { ...hostOf('acme'), ...headers } });
    expect((await me({ cookie: `token=${session}`, ...OWN_PAGE })).statusCode).toBe(401);
    expect((await me(bearer(session))).statusCode).toBe(200);
  });
});

describe('other ways in', () => {
  it('takes the promo code in any case, and says which code a one-way store wanted', async () => {
    await t.database.db
      .update(storefronts)
      .set({ privatePromoCode: 'GLOBEX-VIP' })
      .where(eq(storefronts.id, globexId));
    expect((await enter('globex', globexId, 'globex-vip')).json()).toEqual({
      data: { access: 'promo_code', balance: null, grant: GRANT, expires_at: expect.any(String) },
    });
    expect((await products('globex', globexId, { code: 'Globex-Vip' })).statusCode).toBe(200);

    await t.database.db
      .update(storefronts)
      .set({ privatePromoCode: null, privateGiftCardAccess: false })
      .where(eq(storefronts.id, globexId));
    const res = await enter('globex', globexId, 'GLOBEX-WELCOME-100');
    expect(res.json()).toEqual({
      message: 'Invalid password',
      errors: { code: ['Invalid password'] },
    });
  });

  it('honours a promo code of the same text: inactive, not started or ended, it opens nothing', async () => {
    await t.database.db
      .update(storefronts)
      .set({ privatePromoCode: 'GLOBEX-PROMO', privateGiftCardAccess: false })
      .where(eq(storefronts.id, globexId));
    const [promo] = await t.database.db
      .insert(promoCodes)
      .values({ storefrontId: globexId, code: 'Globex-Promo', kind: 'percent', value: 5 })
      .returning();
    const opens = async () => (await enter('globex', globexId, 'globex-promo')).statusCode;
    expect(await opens()).toBe(200);
    const day = 86_400_000;
    for (const change of [
      { active: false },
      { active: true, startsAt: new Date(Date.now() + day) },
      { startsAt: null, expiresAt: new Date(Date.now() - day) },
    ]) {
      await t.database.db.update(promoCodes).set(change).where(eq(promoCodes.id, promo!.id));
      expect(await opens(), JSON.stringify(change)).toBe(422);
    }
    await t.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date(Date.now() + day) })
      .where(eq(promoCodes.id, promo!.id));
    expect(await opens()).toBe(200);
    await t.database.db
      .update(storefronts)
      .set({ privatePromoCode: null, privateGiftCardAccess: true })
      .where(eq(storefronts.id, globexId));
  });

  it('asks for a login on a store that requires one, and a verified one', async () => {
    await t.database.db
      .update(storefronts)
      .set({ privateStore: true, loginRequired: true })
      .where(eq(storefronts.id, initechId));
    const res = await products('initech', initechId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.', errors: {} });

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hostOf('initech'),
      payload: {
        first_name: 'Bill',
        last_name: 'Lumbergh',
        email: 'bill@initech.test',
        username: 'bill',
        password: 'Tps-Report-2026!',
        password_confirmation: 'Tps-Report-2026!',
        storefront_id: initechId,
      },
    });
    expect(registered.statusCode).toBe(201);
    const token = await signInAs(t, 'initech', 'bill@initech.test', 'Tps-Report-2026!');
    const unverified = await products('initech', initechId, bearer(token));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('Please verify your e-mail address.');

    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'bill@initech.test'));
    expect((await products('initech', initechId, bearer(token))).statusCode).toBe(200);
  });
});
