import { CHECKOUT_MESSAGES as M, type ProductDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodeProducts, promoCodes, promoCodeUses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf } from '../cart/cart.fixtures.ts';
import { checkoutCalls, DECLINED } from './checkout.fixtures.ts';

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
async function newCode(code: string, values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db()
    .insert(promoCodes)
    .values({ storefrontId: acmeId, code, kind: 'percent', value: 50, ...values })
    .returning();
  return row!;
}
async function shopper() {
  const cart = cartClient(t.app, acmeId);
  expect((await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 })).statusCode).toBe(201);
  return checkoutCalls(t.app, acmeId, cart);
}

describe('promo code limits', () => {
  it('two orders at once by one customer never both use a limit-1 code', async () => {
    const promo = await newCode('ONCEEACH', { perCustomerLimit: 1 });
    const [a, b] = await Promise.all([
      (await shopper()).place({ promo_code: 'onceeach' }),
      (await shopper()).place({ promo_code: 'ONCEEACH' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 422]);
    const uses = await db()
      .select()
      .from(promoCodeUses)
      .where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ email: 'sam@example.test', releasedAt: null });
    expect(uses[0]!.amountCents).toBeGreaterThan(0);
    // Another customer may still use it; the same one is told why not.
    expect((await (await shopper()).quote({ promo_code: 'ONCEEACH' })).json()).toEqual({
      message: M.promoCustomerLimit,
      errors: { promo_code: [M.promoCustomerLimit] },
    });
    const other = await (
      await shopper()
    ).quote({ promo_code: 'ONCEEACH', email: 'kim@example.test' });
    expect(other.statusCode).toBe(200);
  });

  it('a code for one product discounts only that line, and refuses a cart without it', async () => {
    const promo = await newCode('MUGHALF');
    await db()
      .insert(promoCodeProducts)
      .values({ promoCodeId: promo.id, productId: mug.id, storefrontId: acmeId });
    const without = await (await shopper()).quote({ promo_code: 'MUGHALF' });
    expect(without.json().errors).toEqual({ promo_code: [M.promoNotApplicable] });

    const cart = cartClient(t.app, acmeId);
    await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 });
    const v = mug.product_variants[0]!;
    const size = v.product_variant_sizes[0]!;
    const mugLine = await cart.add({
      product_id: mug.id,
      product_variant_id: v.id,
      product_size_id: size.id,
      quantity: 1,
    });
    expect(mugLine.statusCode).toBe(201);
    const { data } = (
      await checkoutCalls(t.app, acmeId, cart).quote({ promo_code: 'MUGHALF' })
    ).json();
    expect(data.discount).toBe(Math.round(size.price / 2));
    expect(data.subtotal).toBeGreaterThan(size.price);
    expect(data.promo_code.line_ids).toHaveLength(1);
  });

  it('an order never paid releases its use, so the customer may use the code again', async () => {
    const promo = await newCode('RETRYME', { perCustomerLimit: 1 });
    const declined = await (await shopper()).place({ promo_code: 'RETRYME', payment: DECLINED });
    expect(declined.statusCode).toBe(402);
    const uses = () =>
      db().select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect((await uses())[0]!.releasedAt).not.toBeNull();
    expect((await (await shopper()).place({ promo_code: 'RETRYME' })).statusCode).toBe(201);
    expect((await uses()).filter((u) => u.releasedAt === null)).toHaveLength(1);
  });
});
