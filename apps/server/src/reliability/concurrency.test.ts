/**
 * Concurrency on what the store must never oversell or overspend: the last units of a size, one
 * gift card's balance, a promo code's usage limit, one cart under many idempotency keys, one key
 * replayed. Each check fires its orders at once and records attempts, bad outcomes and lost
 * orders (a 2xx confirmation without a paid order behind it).
 */
import { randomUUID } from 'node:crypto';
import type { ProductDetail } from '@storefront/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, giftCardTransactions, orders, promoCodes } from '../db/schema/index.ts';
import { giftCardCodeDigest } from '../lib/gift-card-codes.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cartClient, productOf, setStock, sizeOf, stockOf } from '../modules/cart/cart.fixtures.ts';
import { checkoutCalls } from '../modules/checkout/checkout.fixtures.ts';
import { storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { recordFigures } from './figures.ts';

const CROWD = 30;

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** `count` browsers, each with a cart of one unit of the size. */
async function crowd(count: number, line: ReturnType<typeof sizeOf>) {
  const shoppers = [];
  for (let i = 0; i < count; i++) {
    const cart = cartClient(t.app, acmeId);
    expect((await cart.add({ ...line, quantity: 1 })).statusCode).toBe(201);
    shoppers.push(checkoutCalls(t.app, acmeId, cart));
  }
  return shoppers;
}

type Answer = { statusCode: number; json(): { data?: { uuid: string } } };
const confirmedOf = (answers: Answer[]) =>
  answers
    .filter((r) => r.statusCode === 200 || r.statusCode === 201)
    .map((r) => r.json().data!.uuid);

/** Confirmed orders that are not in the database as paid. */
async function lostOf(uuids: string[]) {
  if (!uuids.length) return 0;
  const found = await db()
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(inArray(orders.uuid, uuids));
  const paid = await db()
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(sql`${inArray(orders.uuid, uuids)} and ${orders.paymentStatus} = 'paid'`);
  return uuids.length - Math.min(found.length, paid.length);
}

describe('concurrency', () => {
  it(`${CROWD} orders at once for the last 5 units sell exactly 5`, async () => {
    const line = sizeOf(tee, 'Navy', 'S');
    await setStock(db(), line.product_size_id, CROWD);
    const shoppers = await crowd(CROWD, line);
    await setStock(db(), line.product_size_id, 5);
    const answers = await Promise.all(shoppers.map((s) => s.place()));
    const sold = confirmedOf(answers);
    const stock = await stockOf(db(), line.product_size_id);
    recordFigures('concurrency: last units', {
      attempts: CROWD,
      bad: Math.abs(sold.length - 5) + (stock === 0 ? 0 : 1),
      lost: await lostOf(sold),
    });
    expect({ sold: sold.length, stock }).toEqual({ sold: 5, stock: 0 });
  });

  it(`${CROWD} orders at once spending one gift card never take more than its balance`, async () => {
    const code = 'ACME-ALEX-0050';
    await db()
      .update(giftCards)
      .set({ balance: 5000 })
      .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)));
    const [card] = await db()
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)));
    const ledger = async () =>
      (
        await db()
          .select({ sum: sql<number>`coalesce(sum(${giftCardTransactions.amount}), 0)::int` })
          .from(giftCardTransactions)
          .where(eq(giftCardTransactions.giftCardId, card!.id))
      )[0]!.sum;
    const spentBefore = await ledger();
    const line = sizeOf(tee, 'Red', 'L');
    await setStock(db(), line.product_size_id, 1000);
    const shoppers = await crowd(CROWD, line);
    const answers = await Promise.all(shoppers.map((s) => s.place({ gift_card_codes: [code] })));
    const placed = answers.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    const taken = placed.reduce((sum, o) => sum + (o.gift_card_amount as number), 0);
    const [after] = await db().select().from(giftCards).where(eq(giftCards.id, card!.id));
    const spent = spentBefore - (await ledger());
    const wrong = [taken > 5000, after!.balance !== 5000 - taken, spent !== taken];
    recordFigures('concurrency: one gift card', {
      attempts: CROWD,
      bad: wrong.filter(Boolean).length,
      lost: await lostOf(confirmedOf(answers)),
    });
    expect({ taken: Math.min(taken, 5000), balance: after!.balance, spent }).toEqual({
      taken,
      balance: 5000 - taken,
      spent: taken,
    });
  });

  it(`${CROWD} orders at once with a promo code of 3 uses left never use it more`, async () => {
    const [welcome] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'));
    const limit = welcome!.usedCount + 3;
    await db().update(promoCodes).set({ usageLimit: limit }).where(eq(promoCodes.id, welcome!.id));
    const line = sizeOf(tee, 'White', 'M');
    await setStock(db(), line.product_size_id, 1000);
    const shoppers = await crowd(CROWD, line);
    const answers = await Promise.all(shoppers.map((s) => s.place({ promo_code: 'WELCOME10' })));
    const used = confirmedOf(answers);
    const [after] = await db().select().from(promoCodes).where(eq(promoCodes.id, welcome!.id));
    recordFigures('concurrency: promo usage limit', {
      attempts: CROWD,
      bad:
        Math.max(0, used.length - 3) +
        (after!.usedCount === welcome!.usedCount + used.length ? 0 : 1),
      lost: await lostOf(used),
    });
    expect({ used: used.length, usedCount: after!.usedCount }).toEqual({
      used: 3,
      usedCount: limit,
    });
  });

  it('one cart checked out at once under many idempotency keys makes one order', async () => {
    const line = sizeOf(tee, 'Black', 'L');
    await setStock(db(), line.product_size_id, 1000);
    const [checkout] = await crowd(1, line);
    const answers = await Promise.all(
      Array.from({ length: CROWD }, () => checkout!.place({}, randomUUID())),
    );
    const placed = confirmedOf(answers);
    recordFigures('concurrency: one cart, many keys', {
      attempts: CROWD,
      bad: Math.max(0, placed.length - 1),
      lost: await lostOf(placed),
    });
    expect(placed).toHaveLength(1);
    expect(await stockOf(db(), line.product_size_id)).toBe(999);
  });

  it('one idempotency key replayed at once makes one order and charges once', async () => {
    const line = sizeOf(tee, 'Black', 'XL');
    await setStock(db(), line.product_size_id, 1000);
    const [checkout] = await crowd(1, line);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: CROWD }, () => checkout!.place({}, key)),
    );
    const uuids = new Set(confirmedOf(answers));
    const [{ count }] = (await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.idempotencyKey, key))) as [{ count: number }];
    recordFigures('concurrency: one key replayed', {
      attempts: CROWD,
      bad: Math.max(0, uuids.size - 1) + Math.max(0, count - 1),
      lost: await lostOf([...uuids]),
    });
    expect({ orders: count, answered: uuids.size }).toEqual({ orders: 1, answered: 1 });
    expect(await stockOf(db(), line.product_size_id)).toBe(999);
  });
});
