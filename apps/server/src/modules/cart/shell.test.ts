import type { ProductDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, JORDAN, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { kitProduct, recipient } from '../gifting/gifting.fixtures.ts';
import { grantForCode } from '../private-access/private-access.fixtures.ts';
import { cartClient, productOf, sizeOf } from './cart.fixtures.ts';
import { recordStatements } from '../../test/statements.ts';

let t: TestApp;
let acmeId: number;
let globexId: number;
let initechId: number;
let tee: ProductDetail;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  globexId = await storeIdOf(t.app, 'globex');
  initechId = await storeIdOf(t.app, 'initech');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
});
afterAll(() => t.close());

const NOBODY = { user: null, cart_count: 0, gift_card_balance: null, gifting: false };

const shell = (headers: Record<string, string>, slug = 'acme') =>
  t.app.inject({ url: '/api/shell', headers: { ...hostOf(slug), ...headers } });

async function partsOf(headers: Record<string, string>, slug = 'acme') {
  const res = await shell(headers, slug);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().data;
}

describe('the shell’s personal parts', () => {
  it('are nothing for nobody, and never kept', async () => {
    expect(await partsOf({})).toEqual(NOBODY);
    expect((await shell({})).headers['x-read-cache']).toBeUndefined();
  });

  it('count a guest cart by its cookie or header, as the cart’s item_count', async () => {
    const cart = cartClient(t.app, acmeId);
    expect((await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 2 })).statusCode).toBe(201);
    expect((await cart.add({ ...sizeOf(tee, 'Black', 'L'), quantity: 3 })).statusCode).toBe(201);
    const { item_count } = (await cart.get()).json().data;
    expect(item_count).toBe(5);
    const expected = { ...NOBODY, cart_count: 5 };
    expect(await partsOf({ cookie: `cart_id=${cart.cartId}` })).toEqual(expected);
    expect(await partsOf({ 'cart-id': cart.cartId! })).toEqual(expected);
  });

  it('name the signed-in shopper and count their own cart', async () => {
    const token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const cart = cartClient(t.app, acmeId, 'acme', bearer(token));
    const before = (await cart.get()).json().data.item_count as number;
    expect((await cart.add({ ...sizeOf(tee, 'Navy', 'S'), quantity: 1 })).statusCode).toBe(201);
    expect(await partsOf(bearer(token))).toEqual({
      ...NOBODY,
      user: { first_name: 'Alex' },
      cart_count: before + 1,
    });
  });

  it('ignore another store’s session and cart, and a cart id that is no cart', async () => {
    const jordan = await signInAs(t, 'globex', JORDAN.email, JORDAN.password);
    expect(await partsOf(bearer(jordan))).toEqual(NOBODY);
    expect(await partsOf({ authorization: 'Bearer not-a-session' })).toEqual(NOBODY);
    const acmeCart = cartClient(t.app, acmeId);
    await acmeCart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 });
    // Initech is public: Acme's cart id is no cart there.
    expect(await partsOf({ cookie: `cart_id=${acmeCart.cartId}` }, 'initech')).toEqual(NOBODY);
    for (const cookie of ['cart_id=not-a-uuid', 'cart_id=00000000-0000-4000-8000-000000000000'])
      expect(await partsOf({ cookie })).toEqual(NOBODY);
  });

  it('say when the cart is in gifting mode', async () => {
    const { cart } = await recipient(t.app, initechId);
    const kit = await kitProduct(t.app, t.database.db, initechId, 'initech-hoodie');
    expect((await cart.add(kit.line(1))).statusCode).toBe(201);
    expect(await partsOf({ 'cart-id': cart.cartId! }, 'initech')).toEqual({
      ...NOBODY,
      cart_count: 1,
      gifting: true,
    });
  });
});

describe('the store they are read for', () => {
  /** The statements `fn` asks of the database. */
  async function statementsOf(fn: () => Promise<unknown>) {
    const { statements, stop } = recordStatements(t.database.db);
    try {
      await fn();
    } finally {
      stop();
    }
    return statements;
  }

  it('comes from memory, as for a kept read: one query for the session, one for the cart', async () => {
    const token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const cart = cartClient(t.app, acmeId, 'acme', bearer(token));
    expect((await cart.add({ ...sizeOf(tee, 'Navy', 'S'), quantity: 1 })).statusCode).toBe(201);
    await partsOf(bearer(token)); // the store's host is read once
    const statements = await statementsOf(async () => {
      expect((await partsOf(bearer(token))).user).toEqual({ first_name: 'Alex' });
    });
    expect(statements).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/from "storefronts"/);
  });

  it('follows a change to the store’s row at once: a store made private refuses', async () => {
    await partsOf({}, 'initech');
    await t.database.db
      .update(storefronts)
      .set({ privateStore: true })
      .where(eq(storefronts.id, initechId));
    try {
      // The row's trigger tells the read cache, which forgets the store's host.
      const deadline = Date.now() + 2000;
      let status = (await shell({}, 'initech')).statusCode;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await shell({}, 'initech')).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await t.database.db
        .update(storefronts)
        .set({ privateStore: false })
        .where(eq(storefronts.id, initechId));
    }
    const deadline = Date.now() + 2000;
    while ((await shell({}, 'initech')).statusCode !== 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await partsOf({}, 'initech')).toEqual(NOBODY);
  });
});

describe('on a private store', () => {
  const enter = (code: string) => grantForCode(t.app, globexId, code);

  it('are refused to a visitor the store does not admit', async () => {
    const res = await shell({}, 'globex');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect((await shell({ cookie: 'store_access=unknown' }, 'globex')).statusCode).toBe(401);
  });

  it('tell the balance of the gift card the store was entered with, and nothing for a password', async () => {
    const card = await enter('GLOBEX-WELCOME-100');
    expect(await partsOf({ cookie: `store_access=${card}` }, 'globex')).toEqual({
      ...NOBODY,
      gift_card_balance: 10000,
    });
    const password = await enter('globex-2026');
    expect(await partsOf({ cookie: `store_access=${password}` }, 'globex')).toEqual(NOBODY);
  });

  it('name a signed-in shopper of the store, but not with another store’s grant', async () => {
    const jordan = await signInAs(t, 'globex', JORDAN.email, JORDAN.password);
    expect(await partsOf(bearer(jordan), 'globex')).toMatchObject({
      user: { first_name: 'Jordan' },
    });
    const card = await enter('GLOBEX-WELCOME-100');
    expect((await shell({ cookie: `store_access=${card}` }, 'initech')).json().data).toEqual(
      NOBODY,
    );
  });
});
