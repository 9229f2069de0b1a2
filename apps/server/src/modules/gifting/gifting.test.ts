import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES, KIT_MESSAGES as KIT, type Kit } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftingLinks, kits, storefronts, users } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient } from '../cart/cart.fixtures.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';
import {
  enterGifting,
  KIT_TOKEN,
  kitProduct,
  kitUrl,
  OPEN_LINK,
  recipient,
} from './gifting.fixtures.ts';

let t: TestApp;
let initechId: number;
beforeAll(async () => {
  t = await createTestApp();
  initechId = await storeIdOf(t.app, 'initech');
});
afterAll(() => t.close());

const db = () => t.database.db;
const getKit = (token = KIT_TOKEN, userToken?: string) =>
  t.app.inject({ url: kitUrl(initechId, token, userToken), headers: hostOf('initech') });
const product = (slug: string) => kitProduct(t.app, db(), initechId, slug);

describe('GET product-kits/token/:token', () => {
  it('answers the kit with its products as cards, each with its kit rule', async () => {
    const res = await getKit(KIT_TOKEN, 'demo-recipient-1');
    expect(res.statusCode).toBe(200);
    const kit: Kit = res.json().data;
    expect(kit).toMatchObject({ name: 'Welcome Kit', amount: 3, hide_prices: true });
    expect(kit.banner?.full_path).toMatch(/banner-kit\.webp$/);
    expect(kit.products.map((p) => [p.slug, p.product_kit_product])).toEqual([
      ['initech-hoodie', { required: true, quantity: 1 }],
      ['initech-mug', { required: false, quantity: 2 }],
      ['initech-notebook', { required: false, quantity: 1 }],
      ['initech-cap', { required: false, quantity: 1 }],
      ['initech-tee', { required: false, quantity: 1 }],
    ]);
    const hoodie = kit.products[0]!;
    expect(hoodie.product_thumbnail?.full_path).toBeTruthy();
    expect(hoodie.product_variants?.length).toBeGreaterThan(0);
    expect(hoodie.product_variants![0]).toHaveProperty('variant_thumbnail');
  });

  it('answers the kit without a user_token too', async () => {
    expect((await getKit()).statusCode).toBe(200);
  });

  it.each([
    ['an unknown kit', 'no-such-kit', 'demo-recipient-1', KIT.loadFailed],
    ['an unknown user_token', KIT_TOKEN, 'nobody', KIT.loadFailed],
    ['an expired link', KIT_TOKEN, 'demo-recipient-expired', CAMPAIGN_MESSAGES.expired],
    ['a redeemed link', KIT_TOKEN, 'demo-recipient-redeemed', KIT.redeemed],
  ])('answers 404 for %s', async (_case, token, userToken, message) => {
    const res = await getKit(token, userToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for a link of another kit', async () => {
    const [other] = await db()
      .insert(kits)
      .values({ storefrontId: initechId, name: 'Other', token: 'other-kit', amount: 1 })
      .returning();
    await db().insert(giftingLinks).values({
      storefrontId: initechId,
      kitId: other!.id,
      userToken: 'other-recipient',
      recipientName: 'Other',
      recipientEmail: 'other@initech.test',
    });
    const res = await getKit(KIT_TOKEN, 'other-recipient');
    expect(res.json()).toEqual({ message: KIT.loadFailed, errors: {} });
  });

  it('answers 404 in another store', async () => {
    const acmeId = await storeIdOf(t.app, 'acme');
    const res = await t.app.inject({
      url: kitUrl(acmeId, KIT_TOKEN, 'demo-recipient-1'),
      headers: hostOf('acme'),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('gifting mode on the cart', () => {
  it('fills cart.gifting and empties the cart of other lines', async () => {
    const tee = await product('initech-tee');
    const cart = cartClient(t.app, initechId, 'initech');
    await cart.add(tee.line());
    const res = await enterGifting(t.app, initechId, cart, OPEN_LINK);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      lines: [],
      gifting: {
        token: KIT_TOKEN,
        user_token: 'demo-recipient-1',
        hide_prices: true,
        amount: 3,
        recipient_name: 'Peter Gibbons',
        recipient_email: 'peter.gibbons@initech.test',
      },
    });
  });

  it('keeps the lines when the same link comes again, empties them for another', async () => {
    const hoodie = await product('initech-hoodie');
    const { cart } = await recipient(t.app, initechId);
    expect((await cart.add(hoodie.line())).statusCode).toBe(201);
    const again = await enterGifting(t.app, initechId, cart, OPEN_LINK);
    expect(again.json().data.lines).toHaveLength(1);
    const other = { token: KIT_TOKEN, user_token: 'demo-recipient-2' };
    const switched = await enterGifting(t.app, initechId, cart, other);
    expect(switched.json().data).toMatchObject({ lines: [], gifting: other });
  });

  it('refuses an expired or redeemed link with the kit texts', async () => {
    const expired = await recipient(t.app, initechId, {
      token: KIT_TOKEN,
      user_token: 'demo-recipient-expired',
    });
    expect(expired.res.statusCode).toBe(404);
    expect(expired.res.json().message).toBe(CAMPAIGN_MESSAGES.expired);
    const redeemed = await recipient(t.app, initechId, {
      token: KIT_TOKEN,
      user_token: 'demo-recipient-redeemed',
    });
    expect(redeemed.res.json().message).toBe(KIT.redeemed);
  });

  it('DELETE cart empties it and leaves gifting mode', async () => {
    const hoodie = await product('initech-hoodie');
    const { cart } = await recipient(t.app, initechId);
    await cart.add(hoodie.line());
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/storefronts/${initechId}/cart`,
      headers: cart.headers(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ lines: [], item_count: 0, gifting: null });
    expect((await cart.get()).json().data.gifting).toBeNull();
  });
});

describe('signing in during gifting mode', () => {
  it('keeps the recipient’s selection and link in the user’s own cart', async () => {
    const account = { email: 'joanna@initech.test', password: 'Flair-Pieces-2026!' };
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hostOf('initech'),
      payload: {
        first_name: 'Joanna',
        last_name: 'Chotchkie',
        username: 'joanna',
        password_confirmation: account.password,
        terms_and_conditions: true,
        storefront_id: initechId,
        ...account,
      },
    });
    expect(register.statusCode).toBe(201);
    const joanna = await signInAs(t, 'initech', account.email, account.password);
    const own = cartClient(t.app, initechId, 'initech', bearer(joanna));
    expect((await own.add((await product('initech-beanie')).line())).statusCode).toBe(201);
    const { cart } = await recipient(t.app, initechId, {
      ...OPEN_LINK,
      user_token: 'demo-recipient-3',
    });
    await cart.add((await product('initech-hoodie')).line());
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: cart.headers(),
      payload: { ...account, storefront_id: initechId },
    });
    const signedIn = cartClient(
      t.app,
      initechId,
      'initech',
      bearer(login.json().data.access_token),
    );
    const { data } = (await signedIn.get()).json();
    expect(data.gifting?.user_token).toBe('demo-recipient-3');
    expect(data.lines.map((l: { slug: string }) => l.slug)).toEqual(['initech-hoodie']);
  });
});

describe('add to cart in gifting mode', () => {
  it('refuses a product that is not in the kit', async () => {
    const { cart } = await recipient(t.app, initechId);
    const beanie = await product('initech-beanie');
    const res = await cart.add(beanie.line());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: KIT.notInKit, errors: { product_id: [KIT.notInKit] } });
  });

  it('refuses more than the kit max quantity, on add and on a quantity change', async () => {
    const { cart } = await recipient(t.app, initechId);
    const mug = await product('initech-mug');
    const overMugs = await cart.add(mug.line(3));
    expect(overMugs.json()).toEqual({
      message: KIT.maxQuantity,
      errors: { quantity: [KIT.maxQuantity] },
    });
    expect((await cart.add(mug.line(2))).statusCode).toBe(201);
    const hoodie = await product('initech-hoodie');
    expect((await cart.add(hoodie.line())).statusCode).toBe(201);
    // Three products chosen: no slot is left for a tee.
    const tee = await product('initech-tee');
    expect((await cart.add(tee.line())).json().message).toBe(KIT.maxQuantity);
    const mugLine = (await cart.get()).json().data.lines[0];
    expect((await cart.update(mugLine.id, 3)).json().message).toBe(KIT.maxQuantity);
    expect((await cart.update(mugLine.id, 1)).statusCode).toBe(200);
  });
});

describe('GET product-kits (owner)', () => {
  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/storefronts/${initechId}/product-kits`,
      headers: { ...hostOf('initech'), ...headers },
    });

  it('shows the owner each kit with budget, spending and links', async () => {
    const token = await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!');
    const res = await list(bearer(token));
    expect(res.statusCode).toBe(200);
    const welcome = res.json().data.find((k: { token: string }) => k.token === KIT_TOKEN);
    expect(welcome).toMatchObject({
      name: 'Welcome Kit',
      amount: 3,
      budget_cents: 250_000,
      spent_cents: 0,
    });
    expect(welcome.links.redeemed).toBe(1);
    expect(welcome.links.expired).toBe(1);
    expect(welcome.links.open).toBeGreaterThanOrEqual(3);
  });

  it('refuses anonymous callers (401) and customers (403)', async () => {
    expect((await list()).statusCode).toBe(401);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hostOf('initech'),
      payload: {
        first_name: 'Tom',
        last_name: 'Smykowski',
        email: 'tom@initech.test',
        username: 'tom',
        password: 'People-Skills-2026!',
        password_confirmation: 'People-Skills-2026!',
        terms_and_conditions: true,
        storefront_id: initechId,
      },
    });
    expect(register.statusCode).toBe(201);
    await db()
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'tom@initech.test'));
    const tom = await signInAs(t, 'initech', 'tom@initech.test', 'People-Skills-2026!');
    const res = await list(bearer(tom));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the store owner may do this.');
  });
});

describe('a private store', () => {
  const products = (headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/storefronts/${initechId}/storefront-products`,
      headers: { ...hostOf('initech'), ...headers },
    });
  // Written past the app: on PostgreSQL its notification arrives a moment later, so the test
  // does at once what that notification does (the read cache forgets the store).
  const setPrivate = async (privateStore: boolean) => {
    await db().update(storefronts).set({ privateStore }).where(eq(storefronts.id, initechId));
    t.app.readCache.forget(initechId);
  };

  it('admits a recipient through their link, their gifting cart and their order’s key', async () => {
    const hoodie = await product('initech-hoodie');
    await setPrivate(true);
    try {
      expect((await products()).statusCode).toBe(401);
      expect((await getKit()).statusCode).toBe(401);
      expect((await getKit(KIT_TOKEN, 'demo-recipient-2')).statusCode).toBe(200);
      const { cart, res } = await recipient(t.app, initechId, {
        ...OPEN_LINK,
        user_token: 'demo-recipient-2',
      });
      expect(res.statusCode).toBe(200);
      expect((await products(cart.headers())).statusCode).toBe(200);
      expect((await cart.add(hoodie.line())).statusCode).toBe(201);
      const key = randomUUID();
      const placed = await checkoutCalls(t.app, initechId, cart).place({ payment: undefined }, key);
      expect(placed.statusCode).toBe(201);
      const readOrder = (headers: Record<string, string>) =>
        t.app.inject({
          url: `/api/storefronts/${initechId}/orders/${placed.json().data.uuid}`,
          headers: { ...hostOf('initech'), ...headers },
        });
      expect((await readOrder({ 'idempotency-key': key })).statusCode).toBe(200);
      expect((await readOrder({ 'idempotency-key': randomUUID() })).statusCode).toBe(401);
      // The gift redeemed, the cart is an ordinary visitor's again.
      expect((await products(cart.headers())).statusCode).toBe(401);
    } finally {
      await setPrivate(false);
    }
  });
});
