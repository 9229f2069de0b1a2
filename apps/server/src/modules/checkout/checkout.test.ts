import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES as M, OrderStatus, type ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giftCards,
  giftCardTransactions,
  orders,
  productVariants,
  promoCodes,
  storefronts,
} from '../../db/schema/index.ts';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, setStock, sizeOf, stockOf } from '../cart/cart.fixtures.ts';
import { CART_CHANGED, CART_IN_CHECKOUT } from '../cart/cart.service.ts';
import { kitProduct, recipient } from '../gifting/gifting.fixtures.ts';
import { ADDRESS, checkoutCalls, DECLINED } from './checkout.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let mug: ProductDetail;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
});
afterAll(() => t.close());

const db = () => t.database.db;
const giftCard = async (code: string) =>
  (
    await db()
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)))
  )[0]!;
const promo = async (code: string) =>
  (await db().select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;
const ledgerSum = async (giftCardId: number) => {
  const [row] = await db()
    .select({ sum: sql<number>`coalesce(sum(${giftCardTransactions.amount}), 0)::int` })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.giftCardId, giftCardId));
  return row!.sum;
};
const mugLine = () => {
  const v = mug.product_variants[0]!;
  return {
    product_id: mug.id,
    product_variant_id: v.id,
    product_size_id: v.product_variant_sizes[0]!.id,
  };
};

/** A new browser with a cart of `quantity` tees of one size (black M unless told). */
async function shopper(quantity = 1, line = sizeOf(tee, 'Black', 'M')) {
  const cart = cartClient(t.app, acmeId);
  expect((await cart.add({ ...line, quantity })).statusCode).toBe(201);
  return { cart, ...checkoutCalls(t.app, acmeId, cart) };
}

describe('quote', () => {
  it('computes subtotal, promo discount, shipping per parcel and total on the server', async () => {
    const s = await shopper(2);
    await s.cart.add({ ...mugLine(), quantity: 1 });
    const mugPrice = mug.product_variants[0]!.product_variant_sizes[0]!.price;
    const res = await s.quote({ promo_code: 'welcome10' });
    expect(res.statusCode).toBe(200);
    const subtotal = 3600 + mugPrice;
    const discount = Math.round(subtotal / 10);
    expect(res.json().data).toMatchObject({
      subtotal,
      discount,
      shipping: 795 + 995,
      tax: 0,
      gift_card_amount: 0,
      total: subtotal - discount + 1790,
      total_without_discounts: subtotal + 1790,
      promo_code: { code: 'WELCOME10', kind: 'percent', value: 10 },
      payment_required: true,
    });
  });

  it('ships free from the store’s free-shipping amount (acme: $100), after the promo discount', async () => {
    const pricey = sizeOf(tee, 'Black', 'M');
    // 6 tees, $108: free. With SAVE5 ($5 off) it is $103, still free.
    const free = (await (await shopper(6, pricey)).quote()).json().data;
    expect(free).toMatchObject({ subtotal: 10800, shipping: 0, total: 10800 });
    expect(free.parcels.every((p: { shipping: number }) => p.shipping === 0)).toBe(true);
    // 5 tees, $90: shipping is charged; $100 with WELCOME10 ($10 off) falls below it too.
    expect((await (await shopper(5, pricey)).quote()).json().data.shipping).toBe(795);
    await db()
      .update(storefronts)
      .set({ freeShippingFromCents: 10_800 })
      .where(eq(storefronts.id, acmeId));
    try {
      const s = await shopper(6, pricey);
      expect((await s.quote({ promo_code: 'SAVE5' })).json().data.shipping).toBe(795);
      const order = (await s.place()).json().data;
      // The order charges what the quote said: free from the amount, without the promo.
      expect(order).toMatchObject({ shipping: 0, total: 10800 });
      expect(order.parcels[0].shipping).toBe(0);
    } finally {
      await db()
        .update(storefronts)
        .set({ freeShippingFromCents: 10_000 })
        .where(eq(storefronts.id, acmeId));
    }
  });

  it('taxes subtotal minus discount at the store rate', async () => {
    await db().update(storefronts).set({ taxRateBps: 825 }).where(eq(storefronts.id, acmeId));
    try {
      const s = await shopper(2);
      const { data } = (await s.quote({ promo_code: 'SAVE5' })).json();
      expect(data).toMatchObject({ subtotal: 3600, discount: 500, tax: Math.round(3100 * 0.0825) });
      expect(data.total).toBe(3100 + 795 + data.tax);
    } finally {
      await db().update(storefronts).set({ taxRateBps: 0 }).where(eq(storefronts.id, acmeId));
    }
  });

  it('answers address errors per field and country', async () => {
    const s = await shopper();
    const res = await s.quote({ shipping_address: { ...ADDRESS, postal_code: 'ABC', region: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'shipping_address.postal_code': ['Please enter a valid postal code.'],
      'shipping_address.region': ['This field is required.'],
    });
  });

  it('names every bad code at once: an expired promo code and a bad gift card', async () => {
    const res = await (
      await shopper()
    ).quote({ promo_code: 'EXPIRED20', gift_card_codes: ['ACME-NOPE-0000'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: M.promoExpired,
      errors: {
        promo_code: [M.promoExpired],
        'gift_card_codes.0': [M.giftCardInvalid],
      },
    });
  });

  it.each([
    ['an expired code', 'EXPIRED20', M.promoExpired],
    ['an unknown code', 'NOPE', M.promoInvalid],
  ])('refuses %s', async (_case, code, message) => {
    const res = await (await shopper()).quote({ promo_code: code });
    expect(res.json()).toEqual({ message, errors: { promo_code: [message] } });
  });

  it('refuses SAVE5 below its $25 minimum and takes it above', async () => {
    const below = await (await shopper(1)).quote({ promo_code: 'SAVE5' });
    expect(below.json().message).toBe('This promo code needs an order of at least $25.00.');
    const above = await (await shopper(2)).quote({ promo_code: 'SAVE5' });
    expect(above.json().data.discount).toBe(500);
  });

  it('refuses an empty cart and an invalid gift card', async () => {
    const empty = checkoutCalls(t.app, acmeId, cartClient(t.app, acmeId));
    expect((await empty.quote()).json().message).toBe(M.emptyCart);
    const res = await (await shopper()).quote({ gift_card_codes: ['GLOBEX-WELCOME-100'] });
    expect(res.json()).toEqual({
      message: M.giftCardInvalid,
      errors: { 'gift_card_codes.0': [M.giftCardInvalid] },
    });
  });
});

describe('placing an order', () => {
  it('charges the server total whatever price the client sends, empties the cart, mails', async () => {
    const line = sizeOf(tee, 'White', 'L');
    const before = await stockOf(db(), line.product_size_id);
    const s = await shopper(2, line);
    const res = await s.place({ total: 1, subtotal: 1, price: 1 });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: OrderStatus.NewOrder,
      payment_status: 'paid',
      subtotal: 3600,
      shipping: 795,
      total: 4395,
      payment_provider: 'test',
      // What the provider reported of the card, never its number.
      payment_card: { brand: 'visa', last4: '4242' },
      email: 'sam@example.test',
      shipping_address: ADDRESS,
    });
    expect(order.lines[0]).toMatchObject({ name: 'Classic Cotton Tee', price: 1800, quantity: 2 });
    expect(order.parcels).toHaveLength(1);
    expect(order.history.map((h: { status: number }) => h.status)).toEqual([7, 1]);
    expect(await stockOf(db(), line.product_size_id)).toBe(before - 2);
    expect((await s.cart.get()).json().data.item_count).toBe(0);
    const mails = await t.app.mailer.listForStore(acmeId);
    const mail = mails.find((m) => m.text.includes(order.uuid))!;
    expect(mail.to).toBe('sam@example.test');
    expect(mail.text).toContain('Parcel 1 from East Coast Warehouse');
    expect(mail.text).toContain('Total paid: $43.95');
  });

  it('returns the first order for a replayed idempotency key and never charges twice', async () => {
    const s = await shopper();
    const key = randomUUID();
    const first = await s.place({}, key);
    const again = await Promise.all([s.place({}, key), s.place({}, key)]);
    expect(first.statusCode).toBe(201);
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.uuid).toBe(first.json().data.uuid);
    }
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('requires the Idempotency-Key header', async () => {
    const s = await shopper();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/orders`,
      headers: s.cart.headers(),
      payload: { email: 'a@b.test', shipping_address: ADDRESS },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('idempotency-key');
  });

  it('asks for card details when something is left to pay', async () => {
    const res = await (await shopper()).place({ payment: undefined });
    expect(res.json()).toEqual({
      message: M.paymentRequired,
      errors: { payment: [M.paymentRequired] },
    });
  });

  it('leaves stock, gift card and promo usage as they were when the card is declined', async () => {
    const line = sizeOf(tee, 'Gray', 'L');
    const [stock, card, welcome] = [
      await stockOf(db(), line.product_size_id),
      await giftCard('ACME-ALEX-0050'),
      await promo('WELCOME10'),
    ];
    const s = await shopper(4, line);
    const key = randomUUID();
    const res = await s.place(
      { payment: DECLINED, promo_code: 'WELCOME10', gift_card_codes: ['ACME-ALEX-0050'] },
      key,
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'Your card was declined.', errors: {} });
    expect(await stockOf(db(), line.product_size_id)).toBe(stock);
    expect((await giftCard('ACME-ALEX-0050')).balance).toBe(card.balance);
    expect((await promo('WELCOME10')).usedCount).toBe(welcome.usedCount);
    expect((await s.cart.get()).json().data.item_count).toBe(4);
    const [order] = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(order).toMatchObject({ status: OrderStatus.Cancelled, paymentStatus: 'failed' });
    expect((await s.place({ payment: DECLINED }, key)).statusCode).toBe(402);
  });

  it('needs no payment when gift cards cover the whole order', async () => {
    await db()
      .update(giftCards)
      .set({ balance: 5000 })
      .where(eq(giftCards.codeDigest, giftCardCodeDigest('ACME-ALEX-0050')));
    const s = await shopper();
    const res = await s.place({ payment: undefined, gift_card_codes: ['acme-alex-0050'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      total: 0,
      gift_card_amount: 2595,
      payment_status: 'paid',
      payment_provider: 'gift_card',
      payment_card: null,
    });
    expect((await giftCard('ACME-ALEX-0050')).balance).toBe(5000 - 2595);
  });

  it('counts promo usage and refuses a code whose limit is reached', async () => {
    const save5 = await promo('SAVE5');
    await db()
      .update(promoCodes)
      .set({ usageLimit: save5.usedCount + 1 })
      .where(eq(promoCodes.id, save5.id));
    const ok = await (await shopper(2)).place({ promo_code: 'SAVE5' });
    expect(ok.statusCode).toBe(201);
    expect((await promo('SAVE5')).usedCount).toBe(save5.usedCount + 1);
    const res = await (await shopper(2)).place({ promo_code: 'SAVE5' });
    expect(res.json()).toEqual({ message: M.promoUsedUp, errors: { promo_code: [M.promoUsedUp] } });
  });

  it('refuses a cart with an inactive line', async () => {
    const line = sizeOf(tee, 'Royal', 'M');
    const s = await shopper(1, line);
    await db()
      .update(productVariants)
      .set({ active: false })
      .where(eq(productVariants.id, line.product_variant_id));
    try {
      const res = await s.place();
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.blockedCart);
    } finally {
      await db()
        .update(productVariants)
        .set({ active: true })
        .where(eq(productVariants.id, line.product_variant_id));
    }
  });

  it('lets a guest read the order just placed with its key, nobody else', async () => {
    const s = await shopper();
    const key = randomUUID();
    const uuid = (await s.place({}, key)).json().data.uuid;
    const read = (headers: Record<string, string>) =>
      t.app.inject({
        url: `/api/storefronts/${acmeId}/orders/${uuid}`,
        headers: { ...hostOf('acme'), ...headers },
      });
    expect((await read({ 'idempotency-key': key })).json().data.uuid).toBe(uuid);
    expect((await read({})).statusCode).toBe(404);
    expect((await read({ 'idempotency-key': randomUUID() })).statusCode).toBe(404);
  });
});

describe('concurrency', () => {
  it('50 concurrent orders for the last 5 units make exactly 5 orders', async () => {
    const line = sizeOf(tee, 'Navy', 'S');
    await setStock(db(), line.product_size_id, 50);
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper(1, line));
    await setStock(db(), line.product_size_id, 5);
    const results = await Promise.all(shoppers.map((s) => s.place()));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    // The rest find the size sold out: at reservation (409) or already when pricing the cart (422).
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => r.json().message),
    );
    expect([...refusals]).toEqual([M.outOfStock]);
    expect(await stockOf(db(), line.product_size_id)).toBe(0);
  }, 60_000);

  it('20 concurrent orders spending one gift card never take more than its balance', async () => {
    const code = 'ACME-ALEX-0050';
    await db()
      .update(giftCards)
      .set({ balance: 5000 })
      .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)));
    const card = await giftCard(code);
    const spentBefore = await ledgerSum(card.id);
    const line = sizeOf(tee, 'Red', 'L');
    await setStock(db(), line.product_size_id, 100);
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await shopper(1, line));
    const results = await Promise.all(shoppers.map((s) => s.place({ gift_card_codes: [code] })));
    const placed = results.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    const taken = placed.reduce((sum, o) => sum + o.gift_card_amount, 0);
    expect(taken).toBeLessThanOrEqual(5000);
    const after = await giftCard(code);
    expect(after.balance).toBe(5000 - taken);
    const spentAfter = await ledgerSum(card.id);
    expect(spentAfter - spentBefore).toBe(-taken);
    // The rest find the balance spent: at reservation (409) or already when pricing (422).
    const refusals = new Set(
      results.filter((r) => r.statusCode !== 201).map((r) => r.json().message),
    );
    expect([...refusals].every((m) => m === M.giftCardChanged || m === M.giftCardInvalid)).toBe(
      true,
    );
  }, 60_000);
});

describe('one cart, one order', () => {
  it.each([5, 20])(
    '%i concurrent placements of one cart with different keys make exactly one order',
    async (n) => {
      const line = sizeOf(tee, 'Navy', 'M');
      await setStock(db(), line.product_size_id, 50);
      const s = await shopper(1, line);
      const results = await Promise.all(Array.from({ length: n }, () => s.place()));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      // Losers get 409 (the cart is being ordered, or was emptied by the order meanwhile); those
      // that price the cart after the order find it empty (422).
      for (const res of results.filter((r) => r.statusCode !== 201)) {
        const body = res.json();
        expect([CART_IN_CHECKOUT, CART_CHANGED, M.emptyCart]).toContain(body.message);
        expect(res.statusCode).toBe(body.message === M.emptyCart ? 422 : 409);
        expect(body.errors).toEqual({});
      }
      expect(await stockOf(db(), line.product_size_id)).toBe(49);
      expect((await s.cart.get()).json().data.item_count).toBe(0);
    },
    60_000,
  );

  it('holds for a gift recipient’s cart too', async () => {
    const initechId = await storeIdOf(t.app, 'initech');
    const { cart } = await recipient(t.app, initechId);
    for (const slug of ['initech-hoodie', 'initech-mug']) {
      const product = await kitProduct(t.app, db(), initechId, slug);
      expect((await cart.add(product.line())).statusCode).toBe(201);
    }
    const calls = checkoutCalls(t.app, initechId, cart);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => calls.place({ payment: undefined })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect([404, 409, 422]).toContain(res.statusCode);
    }
  });

  it('reopens the cart after a decline: another card and key place the order', async () => {
    const s = await shopper(2);
    expect((await s.place({ payment: DECLINED })).statusCode).toBe(402);
    const res = await s.place();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.lines[0].quantity).toBe(2);
    expect((await s.cart.get()).json().data.item_count).toBe(0);
  });
});

describe('buying a gift card', () => {
  it('issues a card per unit with the price paid and mails its code to the recipient', async () => {
    const product = await productOf(t.app, 'acme-gift-card', acmeId);
    const variant = product.product_variants[0]!;
    const cart = cartClient(t.app, acmeId);
    await cart.add({
      product_id: product.id,
      product_variant_id: variant.id,
      amount_cents: 3000,
      email: 'pat@example.test',
      note: 'Happy birthday',
      quantity: 2,
    });
    const res = await checkoutCalls(t.app, acmeId, cart).place();
    expect(res.json().data).toMatchObject({ shipping: 0, total: 6000, parcels: [] });
    const cards = await db()
      .select()
      .from(giftCards)
      .where(eq(giftCards.recipientEmail, 'pat@example.test'));
    expect(cards.map((c) => c.balance)).toEqual([3000, 3000]);
    const mails = (await t.app.mailer.listForStore(acmeId)).filter(
      (m) => m.to === 'pat@example.test',
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Happy birthday');
    const mailedCode = /Your code: (\S+)/.exec(mails[0]!.text)![1]!;
    expect(cards.map((c) => c.codeDigest)).toContain(giftCardCodeDigest(mailedCode));
  });
});
