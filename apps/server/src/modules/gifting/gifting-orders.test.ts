import { randomUUID } from 'node:crypto';
import { KIT_MESSAGES as KIT } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, giftingLinks, kits, orders, storefronts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { stockOf } from '../cart/cart.fixtures.ts';
import { ADDRESS, checkoutCalls, PAYS } from '../checkout/checkout.fixtures.ts';
import { prepareCheckout, type PreparedCheckout } from '../checkout/checkout.service.ts';
import { reserveOrder } from '../checkout/steps/reserve-order.ts';
import { KIT_TOKEN, kitProduct, recipient } from './gifting.fixtures.ts';

let t: TestApp;
let initechId: number;
let kitId: number;
beforeAll(async () => {
  t = await createTestApp();
  initechId = await storeIdOf(t.app, 'initech');
  kitId = (await db().select().from(kits).where(eq(kits.token, KIT_TOKEN)))[0]!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const product = (slug: string) => kitProduct(t.app, db(), initechId, slug);
const NO_PAYMENT = { payment: undefined };

/** A fresh open link of the welcome kit. */
async function newLink() {
  const userToken = `test-${randomUUID()}`;
  await db().insert(giftingLinks).values({
    storefrontId: initechId,
    kitId,
    userToken,
    recipientName: 'Joanna',
    recipientEmail: 'joanna@initech.test',
  });
  return { token: KIT_TOKEN, user_token: userToken };
}

/** A recipient's browser in gifting mode with a hoodie (required) and `mugs` mugs chosen. */
async function recipientWithKit(tokens: { token: string; user_token: string }, mugs = 1) {
  const { cart, res } = await recipient(t.app, initechId, tokens);
  expect(res.statusCode).toBe(200);
  const hoodie = await product('initech-hoodie');
  expect((await cart.add(hoodie.line())).statusCode).toBe(201);
  if (mugs)
    expect((await cart.add((await product('initech-mug')).line(mugs))).statusCode).toBe(201);
  return { cart, hoodie, ...checkoutCalls(t.app, initechId, cart) };
}

const ordersOfLink = async (userToken: string) => {
  const [link] = await db()
    .select()
    .from(giftingLinks)
    .where(eq(giftingLinks.userToken, userToken));
  const rows = await db().select().from(orders).where(eq(orders.giftingLinkId, link!.id));
  return { link: link!, rows };
};

describe('a gift recipient’s checkout', () => {
  it('quotes the kit’s cost with no payment required', async () => {
    const s = await recipientWithKit(await newLink());
    const res = await s.quote();
    expect(res.statusCode).toBe(200);
    const quote = res.json().data;
    expect(quote.payment_required).toBe(false);
    expect(quote.total).toBe(quote.subtotal + quote.shipping + quote.tax);
  });

  it('places the order paid by the kit budget, redeems the link, mails without prices', async () => {
    const tokens = await newLink();
    const s = await recipientWithKit(tokens, 2);
    const before = await stockOf(db(), s.hoodie.sizeId);
    const key = randomUUID();
    const res = await s.place(NO_PAYMENT, key);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      payment_status: 'paid',
      payment_provider: 'kit_budget',
      gifting: { hide_prices: true },
    });
    expect(order.lines).toHaveLength(2);
    expect(await stockOf(db(), s.hoodie.sizeId)).toBe(before - 1);
    const { link, rows } = await ordersOfLink(tokens.user_token);
    expect(link.redeemedAt).not.toBeNull();
    expect(rows.map((r) => r.uuid)).toEqual([order.uuid]);
    expect((await s.cart.get()).json().data).toMatchObject({ lines: [], gifting: null });

    const read = await t.app.inject({
      url: `/api/storefronts/${initechId}/orders/${order.uuid}`,
      headers: { ...s.cart.headers(), 'idempotency-key': key },
    });
    expect(read.json().data.gifting).toEqual({ hide_prices: true });
    const mails = await t.app.mailer.listForStore(initechId);
    const mail = mails.find((m) => m.text.includes(order.uuid))!;
    expect(mail.text).toContain('Initech Hoodie');
    expect(mail.text).not.toMatch(/\$\d/);
  });

  it.each([
    ['a payment', { payment: PAYS }, KIT.paymentNotNeeded],
    ['a promo code', { ...NO_PAYMENT, promo_code: 'WELCOME10' }, KIT.promoNotAllowed],
    ['a gift card', { ...NO_PAYMENT, gift_card_codes: ['ANY-CODE'] }, KIT.giftCardsNotAllowed],
  ])('refuses %s', async (_case, body, message) => {
    const tokens = await newLink();
    const s = await recipientWithKit(tokens);
    const res = await s.place(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await ordersOfLink(tokens.user_token)).link.redeemedAt).toBeNull();
  });

  it('refuses a selection missing a required product', async () => {
    const { cart } = await recipient(t.app, initechId, await newLink());
    await cart.add((await product('initech-mug')).line());
    const res = await checkoutCalls(t.app, initechId, cart).place(NO_PAYMENT);
    expect(res.json().message).toBe(KIT.requiredMissing);
  });

  /** Lines the add-to-cart checks would refuse, written straight into the cart. */
  async function sneakLine(cartId: string, slug: string, quantity: number) {
    const p = await product(slug);
    const line = p.line(quantity);
    await db().insert(cartLines).values({
      storefrontId: initechId,
      cartId,
      productId: line.product_id,
      variantId: line.product_variant_id,
      sizeId: line.product_size_id,
      quantity,
    });
  }

  it('refuses a selection over the kit’s amount', async () => {
    const s = await recipientWithKit(await newLink(), 2);
    await sneakLine((await s.cart.get()).json().data.id, 'initech-notebook', 1);
    const res = await s.place(NO_PAYMENT);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(KIT.overLimit(3));
  });

  it('refuses a product that is not in the kit', async () => {
    const s = await recipientWithKit(await newLink(), 0);
    await sneakLine((await s.cart.get()).json().data.id, 'initech-beanie', 1);
    const res = await s.place(NO_PAYMENT);
    expect(res.json().message).toBe(KIT.notInKit);
  });
});

describe('one gift, one order', () => {
  it('a link redeemed twice from two browsers yields one order', async () => {
    const tokens = await newLink();
    const first = await recipientWithKit(tokens);
    const second = await recipientWithKit(tokens);
    expect((await first.place(NO_PAYMENT)).statusCode).toBe(201);
    const again = await second.place(NO_PAYMENT);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(KIT.redeemed);
    expect((await ordersOfLink(tokens.user_token)).rows).toHaveLength(1);
  });

  it('10 concurrent placements of one link make one order and take stock once', async () => {
    const tokens = await newLink();
    const browsers = [];
    for (let i = 0; i < 10; i++) browsers.push(await recipientWithKit(tokens, 0));
    const before = await stockOf(db(), browsers[0]!.hoodie.sizeId);
    const results = await Promise.all(browsers.map((b) => b.place(NO_PAYMENT)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect([404, 409]).toContain(res.statusCode);
      expect(res.json().message).toBe(KIT.redeemed);
    }
    expect((await ordersOfLink(tokens.user_token)).rows).toHaveLength(1);
    expect(await stockOf(db(), browsers[0]!.hoodie.sizeId)).toBe(before - 1);
  });
});

describe('the guards inside the reserve step', () => {
  it('redeem a link once even when both orders passed the checks, the unique index after', async () => {
    const tokens = await newLink();
    const browsers = [await recipientWithKit(tokens, 0), await recipientWithKit(tokens, 0)];
    const [store] = await db().select().from(storefronts).where(eq(storefronts.id, initechId));
    const body = { email: 'sam@example.test', shipping_address: ADDRESS, gift_card_codes: [] };
    // Both checkouts prepared while the link is still open, as two racing requests would be.
    const [first, second] = await Promise.all(
      browsers.map(async ({ cart }) => {
        const cartId = (await cart.get()).json().data.id;
        const owner = { storefrontId: initechId, userId: null, cartId };
        return prepareCheckout(db(), store!, owner, body);
      }),
    );
    const reserve = (prepared: PreparedCheckout) =>
      reserveOrder(db(), {
        storefrontId: initechId,
        userId: null,
        idempotencyKey: randomUUID(),
        body,
        prepared,
      });
    const stock = await stockOf(db(), browsers[0]!.hoodie.sizeId);
    expect((await reserve(first!)).fresh).toBe(true);
    await expect(reserve(second!)).rejects.toMatchObject({
      code: 'conflict',
      message: KIT.redeemed,
    });
    expect(await stockOf(db(), browsers[0]!.hoodie.sizeId)).toBe(stock - 1);
    // Even with the link wrongly reopened, the unique index refuses a second order of it.
    await db()
      .update(giftingLinks)
      .set({ redeemedAt: null })
      .where(eq(giftingLinks.userToken, tokens.user_token));
    expect((await reserve(second!)).fresh).toBe(false);
    expect((await ordersOfLink(tokens.user_token)).rows).toHaveLength(1);
    expect(await stockOf(db(), browsers[0]!.hoodie.sizeId)).toBe(stock - 1);
  });
});

describe('the kit budget', () => {
  it('refuses an order the budget no longer covers, and changes nothing', async () => {
    await db().update(kits).set({ budgetCents: 1000 }).where(eq(kits.id, kitId));
    try {
      const tokens = await newLink();
      const s = await recipientWithKit(tokens);
      const before = await stockOf(db(), s.hoodie.sizeId);
      const res = await s.place(NO_PAYMENT);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(KIT.budgetExhausted);
      const { link, rows } = await ordersOfLink(tokens.user_token);
      expect(link.redeemedAt).toBeNull();
      expect(rows).toHaveLength(0);
      expect(await stockOf(db(), s.hoodie.sizeId)).toBe(before);
    } finally {
      await db().update(kits).set({ budgetCents: 250_000 }).where(eq(kits.id, kitId));
    }
  });
});
