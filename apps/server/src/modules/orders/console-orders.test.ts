import { randomUUID } from 'node:crypto';
import { OrderStatus as S, type ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giftCards,
  giftCardTransactions,
  orders,
  orderStatusHistory,
  testPaymentRefunds,
} from '../../db/schema/index.ts';
import { storedCode } from '../../lib/gift-card-codes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productOf, sizeOf, stockOf } from '../cart/cart.fixtures.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';
import { consoleCalls, placeOrder, TRACKING } from './console-orders.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let mug: ProductDetail;
let owner: ReturnType<typeof consoleCalls>;
let staff: ReturnType<typeof consoleCalls>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
  owner = consoleCalls(
    t,
    acmeId,
    bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!')),
  );
  staff = consoleCalls(t, acmeId, await signedInWithRole(t, 'acme', 'staff'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const order = (id: number) => owner.get(id).then((r) => r.json().data);
const historyCount = async (orderId: number) =>
  (await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)))
    .length;
const mailsTo = async (subject: string) =>
  (await t.app.mailer.listForStore(acmeId, 500)).filter((m) => m.subject.includes(subject));

describe('who may use the console’s orders', () => {
  it('refuses nobody (401), a shopper (403), another store’s owner (404), staff money (403)', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const parcel = (await order(placed.id)).parcels[0].id;
    const shopper = consoleCalls(
      t,
      acmeId,
      bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password)),
    );
    const nobody = consoleCalls(t, acmeId, {});
    const stranger = consoleCalls(
      t,
      acmeId,
      await signedInWithRole(t, 'globex', 'owner'),
      'globex',
    );
    const calls = (c: ReturnType<typeof consoleCalls>) => [
      c.list(),
      c.get(placed.id),
      c.status(placed.id, { status: S.InProgress }),
      c.ship(placed.id, parcel),
      c.cancel(placed.id),
      c.refund(placed.id, { amount: 100 }),
      c.note(placed.id, { body: 'Hi' }),
    ];
    for (const res of await Promise.all(calls(nobody))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(shopper))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(stranger))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all([
      staff.cancel(placed.id),
      staff.refund(placed.id, { amount: 100 }),
    ])) {
      expect(res.statusCode).toBe(403);
    }
    const after = await order(placed.id);
    expect(after).toMatchObject({
      status: S.NewOrder,
      payment_status: 'paid',
      refunds: [],
      notes: [],
    });
    expect(after.parcels[0].status).toBe('pending');
  });

  it('answers 404 for an order of another store and a parcel of another order', async () => {
    const a = await placeOrder(t, acmeId, { tee });
    const b = await placeOrder(t, acmeId, { tee });
    const parcelOfB = (await order(b.id)).parcels[0].id;
    expect((await owner.get(2_000_000)).statusCode).toBe(404);
    const res = await owner.ship(a.id, parcelOfB);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Parcel not found.', errors: {} });
  });

  it('refuses bad payloads with { message, errors } and changes nothing', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const parcel = (await order(placed.id)).parcels[0].id;
    const bad = [
      await owner.ship(placed.id, parcel, { ...TRACKING, tracking_url: 'http://ups.com/t' }),
      await owner.ship(placed.id, parcel, { ...TRACKING, carrier: '' }),
      await owner.status(placed.id, { status: S.Shipped }),
      await owner.refund(placed.id, {}),
      await owner.refund(placed.id, { amount: 100, lines: [] }),
      await owner.refund(placed.id, { amount: 100 }, 'short'),
      await owner.note(placed.id, { body: '  ' }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect(bad[0]!.json().errors).toEqual({ tracking_url: ['Enter an https:// link.'] });
    const after = await order(placed.id);
    expect(after).toMatchObject({ status: S.NewOrder, refunds: [], notes: [] });
    expect(after.parcels[0]).toMatchObject({ status: 'pending', tracking_number: null });
  });
});

describe('the order list', () => {
  it('searches, filters, pages and counts per status in the same filters', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.test`;
    const a = await placeOrder(t, acmeId, { tee }, { email });
    const b = await placeOrder(t, acmeId, { tee }, { email });
    await owner.status(b.id, { status: S.OnHold });
    const all = (await owner.list(`q=${email}`)).json();
    expect(all.data).toMatchObject({ total: 2, from: 1, last_page: 1 });
    expect(all.counts).toEqual({ '0': 2, [S.NewOrder]: 1, [S.OnHold]: 1 });
    expect(all.data.data.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect(all.data.data[0]).toMatchObject({
      email,
      name: 'Sam Lee',
      items: 2,
      parcels: 1,
      parcels_shipped: 0,
    });
    const held = (await owner.list(`q=${email.toUpperCase()}&status=${S.OnHold}`)).json();
    expect(held.data.data.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect(held.counts['0']).toBe(2);
    const byNumber = (await owner.list(`q=${a.uuid.slice(0, 8)}`)).json().data.data;
    expect(byNumber.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const paged = (await owner.list(`q=${email}&rows=10&sort=created_at&order=asc`)).json();
    expect(paged.data.data[0].id).toBe(a.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.list(`q=${email}&from=${today}&to=${today}`)).json().data.total).toBe(2);
    expect((await owner.list(`q=${email}&to=2020-01-01`)).json().data.total).toBe(0);
    expect((await owner.list(`q=${email}&parcel_state=shipped`)).json().data.total).toBe(0);
    expect((await staff.list(`q=${email}&payment_status=paid`)).json().data.total).toBe(2);
    expect((await owner.list('rows=7')).statusCode).toBe(400);
  });
});

describe('shipping per parcel', () => {
  it('ships parcel 1 (Partially Shipped, one mail), then parcel 2 (Shipped), idempotently', async () => {
    const placed = await placeOrder(t, acmeId, { tee, mug });
    const [p1, p2] = (await order(placed.id)).parcels;
    const subject = `of your order # ${placed.uuid.slice(0, 8)} has shipped`;
    const first = await staff.ship(placed.id, p1.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: S.PartiallyShipped });
    expect(first.json().data.parcels[0]).toMatchObject({
      status: 'shipped',
      ...TRACKING,
      shipped_at: expect.any(String),
    });
    const mails = await mailsTo(subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(TRACKING.tracking_url);
    expect(mails[0]!.to).toBe('sam@example.test');
    expect((await staff.ship(placed.id, p1.id)).json().data.status).toBe(S.PartiallyShipped);
    expect(await mailsTo(subject)).toHaveLength(1);
    const second = await staff.ship(placed.id, p2.id, { ...TRACKING, tracking_number: 'TWO' });
    expect(second.json().data.status).toBe(S.Shipped);
    expect(await mailsTo(subject)).toHaveLength(2);
    const history = second.json().data.history;
    expect(history.slice(-2).map((h: { status: number }) => h.status)).toEqual([
      S.PartiallyShipped,
      S.Shipped,
    ]);
    expect(history.at(-1).actor).toMatchObject({
      role: 'staff',
      email: expect.stringContaining('staff-'),
    });
    // The shopper's order page shows each parcel's tracking; notes of the team are not shown.
    const shopperView = await t.app.inject({
      url: `/api/storefronts/${acmeId}/orders/${placed.uuid}`,
      headers: { host: 'acme.localhost:3000', 'idempotency-key': placed.idempotencyKey! },
    });
    expect(shopperView.json().data.parcels[1]).toMatchObject({
      carrier: 'UPS',
      tracking_number: 'TWO',
      tracking_url: TRACKING.tracking_url,
    });
    expect(shopperView.json().data.history.at(-1)).toMatchObject({ status: S.Shipped, note: null });
  });

  it('corrects a shipped parcel’s tracking without a second mail', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const parcel = (await order(placed.id)).parcels[0].id;
    await owner.ship(placed.id, parcel);
    const fixed = await owner.ship(placed.id, parcel, { ...TRACKING, tracking_number: 'FIXED' });
    expect(fixed.json().data.parcels[0].tracking_number).toBe('FIXED');
    expect(await mailsTo(`# ${placed.uuid.slice(0, 8)} has shipped`)).toHaveLength(1);
  });
});

describe('the state machine on the server', () => {
  /** An order forced into `status` (a fixture: the API only moves it through the machine). */
  async function orderIn(status: number) {
    const placed = await placeOrder(t, acmeId, { tee });
    await db().update(orders).set({ status }).where(eq(orders.id, placed.id));
    return placed.id;
  }
  const FROM = [
    S.NewOrder,
    S.InProgress,
    S.Shipped,
    S.PartiallyShipped,
    S.Cancelled,
    S.OnHold,
    S.NotPaid,
    S.Refund,
  ];
  const MANUAL = [S.NewOrder, S.InProgress, S.OnHold];
  const ALLOWED: Record<number, number[]> = {
    [S.NewOrder]: [S.InProgress, S.OnHold],
    [S.InProgress]: [S.NewOrder, S.OnHold],
    [S.OnHold]: [S.NewOrder, S.InProgress],
  };

  it.each(FROM)(
    'from status %i refuses every manual move outside the machine with 409, unchanged',
    async (from) => {
      for (const to of MANUAL) {
        const id = await orderIn(from);
        const before = await historyCount(id);
        const res = await staff.status(id, { status: to, note: 'why' });
        if (ALLOWED[from]?.includes(to)) {
          expect(res.statusCode).toBe(200);
          expect(res.json().data.history.at(-1)).toMatchObject({
            from_status: from,
            status: to,
            note: 'why',
          });
          continue;
        }
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json().message).toMatch(/^An order that is .+ cannot become .+\.$/);
        expect(res.json().errors.status).toEqual([res.json().message]);
        expect((await order(id)).status).toBe(from);
        expect(await historyCount(id)).toBe(before);
      }
    },
  );

  it('refuses to ship an order on hold, unpaid or done, and to cancel what shipped or is unpaid', async () => {
    for (const from of [S.OnHold, S.NotPaid, S.Shipped, S.Refund]) {
      const id = await orderIn(from);
      const res = await owner.ship(id, (await order(id)).parcels[0].id);
      expect(res.statusCode, `ship from ${from}`).toBe(409);
      expect((await order(id)).parcels[0].status).toBe('pending');
    }
    for (const from of [S.Shipped, S.PartiallyShipped, S.Refund, S.Cancelled, S.NotPaid]) {
      const id = await orderIn(from);
      const stock = await stockOf(db(), sizeOf(tee, 'Black', 'M').product_size_id);
      const res = await owner.cancel(id);
      expect(res.statusCode, `cancel from ${from}`).toBe(409);
      expect((await order(id)).status).toBe(from);
      expect(await stockOf(db(), sizeOf(tee, 'Black', 'M').product_size_id)).toBe(stock);
    }
  });
});

describe('refunds', () => {
  it('never refund more than was paid, even with 20 concurrent requests', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const amount = Math.floor(placed.total * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.refund(placed.id, { amount })),
    );
    const made = answers.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(2);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.amount[0]).toMatch(/^At most \$[\d.]+ can be refunded\.$/);
    }
    const after = await order(placed.id);
    expect(after.refunded).toBe(2 * amount);
    expect(after.refundable).toBe(placed.total - 2 * amount);
    expect(after.payment_status).toBe('partially_refunded');
    const [provider] = await db()
      .select({ sum: sql<number>`sum(${testPaymentRefunds.amount})::int` })
      .from(testPaymentRefunds)
      .where(eq(testPaymentRefunds.orderUuid, placed.uuid));
    expect(provider!.sum).toBe(2 * amount);
  });

  it('answers the first refund again for the same idempotency key', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      owner.refund(placed.id, { amount: 100 }, key),
      owner.refund(placed.id, { amount: 100 }, key),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect((await order(placed.id)).refunded).toBe(100);
  });

  it('refunds lines at their unit price, at most their quantity, and everything moves to Refund', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const line = (await order(placed.id)).lines[0];
    const one = await owner.refund(placed.id, {
      lines: [{ line_id: line.id, quantity: 1 }],
      reason: 'Torn',
    });
    expect(one.json().data).toMatchObject({
      amount: line.price,
      status: 'succeeded',
      reason: 'Torn',
    });
    const over = await owner.refund(placed.id, { lines: [{ line_id: line.id, quantity: 2 }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ 'lines.0.quantity': ['At most 1 left to refund.'] });
    const mid = await order(placed.id);
    expect(mid.lines[0].refunded_quantity).toBe(1);
    expect(mid.payment_status).toBe('partially_refunded');
    await owner.refund(placed.id, { amount: mid.refundable });
    const after = await order(placed.id);
    expect(after).toMatchObject({ payment_status: 'refunded', status: S.Refund, refundable: 0 });
    expect((await owner.refund(placed.id, { amount: 1 })).statusCode).toBe(422);
  });
});

describe('cancelling', () => {
  it('cancelled twice at once: stock, gift card and payment go back exactly once', async () => {
    const code = `CANCEL-${randomUUID().slice(0, 8)}`;
    const [card] = await db()
      .insert(giftCards)
      .values({
        storefrontId: acmeId,
        ...storedCode(code),
        initialBalance: 1000,
        balance: 1000,
        grantsPrivateAccess: false,
      })
      .returning();
    const sizeId = sizeOf(tee, 'Black', 'M').product_size_id;
    const stockBefore = await stockOf(db(), sizeId);
    const placed = await placeOrder(t, acmeId, { tee }, { gift_card_codes: [code] });
    expect(await stockOf(db(), sizeId)).toBe(stockBefore - 2);
    const answers = await Promise.all([
      owner.cancel(placed.id, { reason: 'Asked by phone' }),
      owner.cancel(placed.id, { reason: 'Asked by phone' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(db(), sizeId)).toBe(stockBefore);
    const [balance] = await db().select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(balance!.balance).toBe(1000);
    const ledger = await db()
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, card!.id));
    expect(ledger.map((e) => [e.kind, e.amount])).toEqual([
      ['redeem', -1000],
      ['refund', 1000],
    ]);
    const after = await order(placed.id);
    expect(after).toMatchObject({
      status: S.Cancelled,
      payment_status: 'refunded',
      refunded: placed.total,
      refundable: 0,
    });
    expect(after.parcels[0].status).toBe('cancelled');
    expect(after.history.at(-1)).toMatchObject({
      status: S.Cancelled,
      note: 'Asked by phone',
      actor: { role: 'owner', email: 'owner@acme.test' },
    });
  });
});

describe('notes', () => {
  it('keeps the team’s notes on the order, with who wrote them', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const res = await staff.note(placed.id, { body: 'Customer called about the size.' });
    expect(res.statusCode).toBe(201);
    expect((await order(placed.id)).notes).toEqual([
      expect.objectContaining({
        body: 'Customer called about the size.',
        author: expect.objectContaining({ role: 'staff' }),
      }),
    ]);
  });
});
