import {
  ADD_TO_CART_MESSAGES as M,
  CART_LINE_QUANTITY_MAX,
  CHECKOUT_MESSAGES,
  type ProductDetail,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf } from './cart.fixtures.ts';

let t: TestApp;
let acmeId: number;
let giftCard: ProductDetail;
let tee: ProductDetail;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  giftCard = await productOf(t.app, 'acme-gift-card', acmeId);
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
});
afterAll(() => t.close());

const customGiftCard = (amount_cents: number, email = 'sam@acme.test', quantity = 1) => ({
  product_id: giftCard.id,
  product_variant_id: giftCard.product_variants[0]!.id,
  amount_cents,
  email,
  quantity,
});

describe('a custom gift-card amount', () => {
  it("is at most the store's limit, $1,000 by default", async () => {
    const cart = cartClient(t.app, acmeId);
    expect((await cart.add(customGiftCard(100_000))).statusCode).toBe(201);
    const res = await cart.add(customGiftCard(500_000));
    expect(res.statusCode).toBe(422);
    const message = M.amountTooHigh('$1,000.00');
    expect(res.json()).toEqual({ message, errors: { amount_cents: [message] } });
  });

  it.each([2_140_000_000, 2_147_483_647, 2_147_483_648, 2 ** 53 - 1])(
    'is refused as a bad request at %i, never a server error',
    async (amount) => {
      const res = await cartClient(t.app, acmeId).add(customGiftCard(amount));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('amount_cents');
    },
  );

  it("follows the store's own limit", async () => {
    await t.database.db
      .update(storefronts)
      .set({ giftCardAmountMaxCents: 5000 })
      .where(eq(storefronts.id, acmeId));
    try {
      const cart = cartClient(t.app, acmeId);
      expect((await cart.add(customGiftCard(5000))).statusCode).toBe(201);
      const res = await cart.add(customGiftCard(5001));
      expect(res.json().message).toBe(M.amountTooHigh('$50.00'));
      const store = await t.app.inject({
        url: '/api/storefronts/get-by-url',
        headers: hostOf('acme'),
      });
      expect(store.json().data.gift_card_amount_max_cents).toBe(5000);
    } finally {
      await t.database.db
        .update(storefronts)
        .set({ giftCardAmountMaxCents: 100_000 })
        .where(eq(storefronts.id, acmeId));
    }
  });
});

describe('quantities', () => {
  it('refuses more than the line limit added to the same line', async () => {
    const cart = cartClient(t.app, acmeId);
    expect((await cart.add(customGiftCard(2000))).statusCode).toBe(201);
    const res = await cart.add(customGiftCard(2000, 'sam@acme.test', CART_LINE_QUANTITY_MAX));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.quantity).toEqual([M.quantityTooHigh]);
  });

  it('refuses a quantity above the line limit as a bad request', async () => {
    const res = await cartClient(t.app, acmeId).add({
      ...sizeOf(tee, 'Black', 'M'),
      quantity: CART_LINE_QUANTITY_MAX + 1,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('an order above the largest the store takes', () => {
  it('is refused at quote and placement with 422, never a server error', async () => {
    const cart = cartClient(t.app, acmeId);
    // Three lines of 10,000 × $1,000: $30 M, more than an int4 column of cents holds.
    for (const email of ['a@acme.test', 'b@acme.test', 'c@acme.test']) {
      const res = await cart.add(customGiftCard(100_000, email, CART_LINE_QUANTITY_MAX));
      expect(res.statusCode).toBe(201);
    }
    const checkout = checkoutCalls(t.app, acmeId, cart);
    for (const res of [await checkout.quote(), await checkout.place()]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(CHECKOUT_MESSAGES.orderTooLarge);
    }
  });
});
