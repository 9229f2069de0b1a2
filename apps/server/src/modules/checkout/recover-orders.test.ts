import { randomUUID } from 'node:crypto';
import { OrderStatus, type PlaceOrderBody, type ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { giftCards, orders, promoCodes } from '../../db/schema/index.ts';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf, stockOf, type CartClient } from '../cart/cart.fixtures.ts';
import { findStorefrontBySlug } from '../storefronts/storefronts.queries.ts';
import { ADDRESS, checkoutCalls, PAYS as TYPED } from './checkout.fixtures.ts';
import { prepareCheckout } from './checkout.service.ts';
import { chargeOrder } from './finish-order.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { RECOVER_ORDERS, scheduleNextRecovery, recoverExpiredOrders } from './recover-orders.ts';
import { RESERVATION_MS, reserveOrder } from './steps/reserve-order.ts';

// A process that died while paying is played by calling the steps directly: reserve, maybe
// charge, and never confirm. The recovery run and a retry with the same key must finish it.
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
/** The card as the API hands it on, spaces taken out. */
const PAYS = { ...TYPED, card_number: TYPED.card_number.replace(/ /g, '') };
const provider = () => new TestPaymentProvider(db());
const line = () => sizeOf(tee, 'Forest', 'L');
const balanceOf = async (code: string) =>
  (
    await db()
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)))
  )[0]!.balance;
const usesOf = async (code: string) =>
  (await db().select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.usedCount;
const orderOf = async (uuid: string) =>
  (await db().select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const mailsAbout = async (uuid: string) =>
  (await t.app.mailer.listForStore(acmeId)).filter((m) => m.text.includes(uuid)).length;

/** The order of a cart reserved as the request placing it would have, then never settled. */
async function reserve(
  database: Database,
  storefrontId: number,
  cart: CartClient,
  body: Partial<PlaceOrderBody> = {},
  now?: Date,
) {
  const store = (await findStorefrontBySlug(database, 'acme'))!;
  const owner = { storefrontId, userId: null, cartId: cart.cartId };
  const full = {
    email: 'sam@example.test',
    shipping_address: ADDRESS,
    gift_card_codes: [],
    payment: PAYS,
    ...body,
  } as PlaceOrderBody;
  const idempotencyKey = randomUUID();
  const reservation = await reserveOrder(database, {
    storefrontId,
    userId: null,
    idempotencyKey,
    body: full,
    prepared: await prepareCheckout(database, store, owner, full),
    now,
  });
  if (!reservation.fresh) throw new Error('not reserved');
  return { order: reservation.order, key: idempotencyKey };
}

/** A shopper's cart of 2 tees reserved as an order, as the dying request left it. */
async function reservedThenDied(body: Partial<PlaceOrderBody> = {}) {
  const cart = cartClient(t.app, acmeId);
  expect((await cart.add({ ...line(), quantity: 2 })).statusCode).toBe(201);
  const reserved = await reserve(db(), acmeId, cart, body);
  return { ...reserved, cart, ...checkoutCalls(t.app, acmeId, cart) };
}
const afterExpiry = (order: { createdAt: Date }) =>
  new Date(order.createdAt.getTime() + RESERVATION_MS + 1000);

describe('recovering orders whose request died', () => {
  it('releases a never-charged order after its reservation expired, exactly once', async () => {
    await db()
      .update(giftCards)
      .set({ balance: 1000 })
      .where(eq(giftCards.codeDigest, giftCardCodeDigest('ACME-ALEX-0050')));
    const before = {
      stock: await stockOf(db(), line().product_size_id),
      card: await balanceOf('ACME-ALEX-0050'),
      promo: await usesOf('WELCOME10'),
    };
    const died = await reservedThenDied({
      promo_code: 'WELCOME10',
      gift_card_codes: ['ACME-ALEX-0050'],
    });
    expect(await stockOf(db(), line().product_size_id)).toBe(before.stock - 2);
    expect(await balanceOf('ACME-ALEX-0050')).toBe(0);
    expect(await usesOf('WELCOME10')).toBe(before.promo + 1);

    // Not yet expired: left alone.
    await recoverExpiredOrders(t.app, provider(), new Date(died.order.createdAt.getTime() + 1000));
    expect((await orderOf(died.order.uuid)).paymentStatus).toBe('pending');

    for (let run = 0; run < 2; run++) {
      await recoverExpiredOrders(t.app, provider(), afterExpiry(died.order));
    }
    expect(await orderOf(died.order.uuid)).toMatchObject({
      paymentStatus: 'failed',
      status: OrderStatus.Cancelled,
    });
    expect(await stockOf(db(), line().product_size_id)).toBe(before.stock);
    expect(await balanceOf('ACME-ALEX-0050')).toBe(before.card);
    expect(await usesOf('WELCOME10')).toBe(before.promo);
    // The cart is open again with its lines: the shopper orders with a new key.
    expect((await died.cart.get()).json().data.item_count).toBe(2);
    expect((await died.place()).statusCode).toBe(201);
  });

  it('confirms an order charged just before its request died, mailing once', async () => {
    const stock = await stockOf(db(), line().product_size_id);
    const died = await reservedThenDied();
    expect(await chargeOrder(provider(), died.order, PAYS)).toMatchObject({ status: 'paid' });

    await recoverExpiredOrders(t.app, provider(), afterExpiry(died.order));
    await recoverExpiredOrders(t.app, provider(), afterExpiry(died.order));
    expect(await orderOf(died.order.uuid)).toMatchObject({
      paymentStatus: 'paid',
      status: OrderStatus.NewOrder,
    });
    expect(await stockOf(db(), line().product_size_id)).toBe(stock - 2);
    expect((await died.cart.get()).json().data.item_count).toBe(0);
    expect(await mailsAbout(died.order.uuid)).toBe(1);
  });
});

describe('retrying with the same key', () => {
  it('finishes an order whose request died before charging: charged now, never pending', async () => {
    const died = await reservedThenDied();
    const res = await died.place({}, died.key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ uuid: died.order.uuid, payment_status: 'paid' });
    expect((await died.cart.get()).json().data.item_count).toBe(0);
  });

  it('finishes an order charged before its request died, without charging again', async () => {
    const died = await reservedThenDied();
    const charged = await chargeOrder(provider(), died.order, PAYS);
    const res = await died.place({}, died.key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment_status).toBe('paid');
    expect((await orderOf(died.order.uuid)).paymentReference).toBe(
      charged.status === 'paid' ? charged.reference : 'none',
    );
  });
});

describe('the recovery job in the queue', () => {
  it('is scheduled every minute and, sent, releases an expired reservation', async () => {
    const q = await createTestApp({ config: { jobs: true } });
    try {
      const qdb = q.database.db;
      const schedules = (await qdb.execute(
        sql`select name, cron from pgboss.schedule where name = ${RECOVER_ORDERS}`,
      )) as unknown as { rows: unknown[] };
      expect(schedules.rows).toEqual([{ name: RECOVER_ORDERS, cron: '* * * * *' }]);

      const id = await storeIdOf(q.app, 'acme');
      const cart = cartClient(q.app, id);
      expect((await cart.add({ ...line(), quantity: 1 })).statusCode).toBe(201);
      const longAgo = new Date(Date.now() - RESERVATION_MS - 1000);
      const { order } = await reserve(qdb, id, cart, {}, longAgo);
      await q.app.jobs.send(RECOVER_ORDERS, {});
      const status = async () =>
        (await qdb.select().from(orders).where(eq(orders.id, order.id)))[0]!.paymentStatus;
      for (let i = 0; i < 100 && (await status()) === 'pending'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await status()).toBe('failed');
    } finally {
      await q.close();
    }
  }, 30_000);

  it('runs again when the next reservation expires, with one such run waiting', async () => {
    const q = await createTestApp({ config: { jobs: true } });
    try {
      const qdb = q.database.db;
      const id = await storeIdOf(q.app, 'acme');
      const cart = cartClient(q.app, id);
      expect((await cart.add({ ...line(), quantity: 1 })).statusCode).toBe(201);
      const expiresSoon = new Date(Date.now() - RESERVATION_MS + 2000);
      const { order } = await reserve(qdb, id, cart, {}, expiresSoon);
      await scheduleNextRecovery(q.app, new Date());
      await scheduleNextRecovery(q.app, new Date());
      const waiting = (await qdb.execute(
        sql`select start_after from pgboss.job
            where name = ${RECOVER_ORDERS} and singleton_key = 'next-expiry' and state = 'created'`,
      )) as unknown as { rows: { start_after: Date }[] };
      expect(waiting.rows).toHaveLength(1);
      const status = async () =>
        (await qdb.select().from(orders).where(eq(orders.id, order.id)))[0]!.paymentStatus;
      for (let i = 0; i < 150 && (await status()) === 'pending'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await status()).toBe('failed');
    } finally {
      await q.close();
    }
  }, 30_000);
});
