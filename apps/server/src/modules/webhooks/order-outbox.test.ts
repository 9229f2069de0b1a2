import { randomUUID } from 'node:crypto';
import {
  OrderStatus as S,
  WebhookEvent,
  type PlaceOrderBody,
  type ProductDetail,
} from '@storefront/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, webhookDeliveries } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { cartClient, sizeOf } from '../cart/cart.fixtures.ts';
import { ADDRESS, checkoutCalls, DECLINED, PAYS } from '../checkout/checkout.fixtures.ts';
import { prepareCheckout } from '../checkout/checkout.service.ts';
import { TestPaymentProvider } from '../checkout/payments/test-provider.ts';
import { recoverExpiredOrders } from '../checkout/recover-orders.ts';
import { RESERVATION_MS, reserveOrder } from '../checkout/steps/reserve-order.ts';
import { acmeOrderSetup, consoleCalls, placeOrder } from '../orders/console-orders.fixtures.ts';
import { findLinesOfOrder } from '../orders/index.ts';
import { lockStoreOrder, moveOrder } from '../orders/order-lifecycle.ts';
import { claimLeftoverOrderEvent, claimOrderEvents } from '../orders/index.ts';
import { findStorefrontBySlug } from '../storefronts/storefronts.queries.ts';
import { webhookDepsOf } from './webhooks.deps.ts';
import { startReceiver, webhookCalls } from './webhooks.fixtures.ts';
import {
  deliverLeftoverEvents,
  deliverOrderEvents,
  LEFTOVER_AFTER_MS,
  sweepWebhooks,
  webhookOrderEvents,
} from './webhooks.service.ts';

// The orders' outbox (decision 0022, "Events recorded with the order"): every order change writes
// its event in its own transaction; after the commit the change's own step turns it into
// deliveries, and the minute's sweep takes what a crash left. A crash between the commit and that
// step is played by switching the step off (`withoutAfterCommit`).

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let mug: ProductDetail;
let ownerHeaders: Record<string, string>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let endpointId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ acmeId, tee, mug, ownerHeaders } = await acmeOrderSetup(t));
  receiver = await startReceiver([200]);
  const res = await webhookCalls(t, acmeId, ownerHeaders).create({
    url: receiver.url,
    events: ['order.placed', 'order.status_changed', 'parcel.shipped'],
  });
  expect(res.statusCode).toBe(201);
  endpointId = res.json().data.id;
});
afterAll(async () => {
  await receiver?.close();
  await t.close();
});

const db = () => t.database.db;
const deps = () => webhookDepsOf(t.app);
const console_ = () => consoleCalls(t, acmeId, ownerHeaders);
const outbox = () => db().select().from(orderEvents).orderBy(orderEvents.id);
const outboxOf = (orderId: number) =>
  db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
const deliveriesOf = async (orderIds: number[]) =>
  (
    await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.id)
  )
    .map((d) => ({ ...d, event: WebhookEvent.parse(d.payload) }))
    .filter((d) => orderIds.includes(d.event.data.order.id));
const deliveryCount = async () => (await db().select({ n: count() }).from(webhookDeliveries))[0]!.n;
/** Long enough after every event recorded so far for the sweep to take it. */
const sweepTime = () => new Date(Date.now() + LEFTOVER_AFTER_MS + 1000);

/** Runs `fn` as if the process died after each change's commit, before its after-commit step. */
async function withoutAfterCommit<T>(fn: () => Promise<T>): Promise<T> {
  const events = t.app.orderEvents;
  const announce = events.announce;
  events.announce = async () => {};
  try {
    return await fn();
  } finally {
    events.announce = announce;
  }
}

/** A shopper's order of a tee, reserved as the request placing it would have, then never settled. */
async function reservedThenDied() {
  const cart = cartClient(t.app, acmeId);
  expect((await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 })).statusCode).toBe(201);
  const store = (await findStorefrontBySlug(db(), 'acme'))!;
  const body = {
    email: 'sam@example.test',
    shipping_address: ADDRESS,
    gift_card_codes: [],
    payment: { ...PAYS, card_number: PAYS.card_number.replace(/ /g, '') },
  } as PlaceOrderBody;
  const owner = { storefrontId: acmeId, userId: null, cartId: cart.cartId };
  const reservation = await reserveOrder(db(), {
    storefrontId: acmeId,
    userId: null,
    idempotencyKey: randomUUID(),
    body,
    prepared: await prepareCheckout(db(), store, owner, body),
  });
  if (!reservation.fresh) throw new Error('not reserved');
  return reservation.order;
}

const draftOrder = (mode: 'charge_store' | 'send_link', email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${acmeId}/admin/draft-orders`,
    headers: { ...hostOf('acme'), ...ownerHeaders },
    payload: {
      customer: { name: 'Robin Park', email },
      lines: [{ ...sizeOf(tee, 'Black', 'M'), quantity: 1 }],
      shipping_address: ADDRESS,
      mode,
    },
  });
const bulkOrder = (csv: string, dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${acmeId}/admin/bulk-orders`,
    headers: { ...hostOf('acme'), ...ownerHeaders },
    payload: { kit: [{ ...sizeOf(tee, 'Black', 'M'), quantity: 1 }], csv, dry_run: dryRun },
  });
const bulkCsv = (...names: string[]) =>
  [
    'name,email,line1,city,region,postal_code,country,size_1',
    ...names.map(
      (n) =>
        `${n},${n.toLowerCase()}-${randomUUID().slice(0, 6)}@example.test,1 Main St,Springfield,IL,62701,US,`,
    ),
  ].join('\n');
const ordersOfEmail = async (prefix: string) =>
  (await db().select().from(orders).where(eq(orders.storefrontId, acmeId))).filter((o) =>
    o.email.startsWith(prefix),
  );

describe('the orders’ outbox', () => {
  it('delivers through the sweep an event whose after-commit step never ran', async () => {
    const placed = await withoutAfterCommit(() => placeOrder(t, acmeId, { tee }));
    const [event] = await outboxOf(placed.id);
    expect(event).toMatchObject({
      storefrontId: acmeId,
      orderId: placed.id,
      type: 'order.placed',
      fromStatus: null,
      toStatus: null,
      parcelId: null,
    });
    expect(await deliveriesOf([placed.id])).toEqual([]);

    // Younger than LEFTOVER_AFTER_MS: left to its own step, which may still be running.
    expect(await deliverLeftoverEvents(deps(), new Date())).toBe(0);
    expect(await outboxOf(placed.id)).toHaveLength(1);

    const received = receiver.received.length;
    expect(await sweepWebhooks(deps(), sweepTime())).toMatchObject({ events: 1 });
    expect(await outbox()).toEqual([]);
    const [delivery] = await deliveriesOf([placed.id]);
    expect(delivery).toMatchObject({ eventId: event!.uuid, state: 'delivered', attempts: 1 });
    expect(delivery!.event).toMatchObject({
      id: event!.uuid,
      type: 'order.placed',
      created_at: event!.createdAt.toISOString(),
      data: {
        previous_status: null,
        parcel_id: null,
        order: { id: placed.id, status: S.NewOrder },
      },
    });
    expect(receiver.received).toHaveLength(received + 1);
    expect(JSON.parse(receiver.received.at(-1)!.body)).toEqual(delivery!.payload);

    // Claimed once: a second sweep finds nothing to make.
    expect(await sweepWebhooks(deps(), sweepTime())).toEqual({ events: 0, attempts: 0 });
    expect(await deliveriesOf([placed.id])).toHaveLength(1);
  });

  it('puts the events back when the after-commit step fails; the sweep delivers them', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    await withoutAfterCommit(() => console_().status(placed.id, { status: S.OnHold }));
    const failing = webhookOrderEvents({
      ...deps(),
      orderPayloadOf: async () => {
        throw new Error('the database went away');
      },
    });
    // Never throws, and leaves the event recorded.
    await failing.announce({ storefrontId: acmeId, orderId: placed.id });
    expect((await outboxOf(placed.id)).map((e) => e.type)).toEqual(['order.status_changed']);
    expect((await deliveriesOf([placed.id])).map((d) => d.eventType)).toEqual(['order.placed']);

    // A sweep whose deliveries fail puts the event back too, and goes on with the others.
    const other = await withoutAfterCommit(() => placeOrder(t, acmeId, { tee }));
    const sweepDeps = {
      ...deps(),
      orderPayloadOf: async (...args: Parameters<ReturnType<typeof deps>['orderPayloadOf']>) => {
        if (args[2] === placed.id) throw new Error('the database went away');
        return deps().orderPayloadOf(...args);
      },
    };
    expect(await deliverLeftoverEvents(sweepDeps, sweepTime())).toBe(1);
    expect((await outbox()).map((e) => e.orderId)).toEqual([placed.id]);
    expect((await deliveriesOf([other.id])).map((d) => d.eventType)).toEqual(['order.placed']);

    await sweepWebhooks(deps(), sweepTime());
    expect(await outbox()).toEqual([]);
    const moved = (await deliveriesOf([placed.id])).at(-1)!;
    expect(moved.event).toMatchObject({
      type: 'order.status_changed',
      data: { previous_status: S.NewOrder, order: { status: S.OnHold } },
    });
  });

  it('claims each event once when after-commit steps and sweeps race', async () => {
    const placed = await withoutAfterCommit(async () => {
      const all = [];
      for (let i = 0; i < 6; i++) all.push(await placeOrder(t, acmeId, { tee }));
      for (const o of all.slice(0, 3)) await console_().status(o.id, { status: S.InProgress });
      return all;
    });
    const ids = placed.map((o) => o.id);
    const recorded = await outbox();
    expect(recorded).toHaveLength(9);

    // The claims themselves, each in its own transaction held open a moment after claiming, so
    // on PostgreSQL they overlap: a claimer skips rows another holds and never sees them again.
    const hold = (tx: Pick<ReturnType<typeof db>, 'execute'>) =>
      tx.execute(sql`select pg_sleep(0.03)`);
    const claimed = await Promise.all([
      ...placed.flatMap((o) =>
        [1, 2].map(() =>
          db().transaction(async (tx) => {
            const got = await claimOrderEvents(tx, acmeId, o.id);
            await hold(tx);
            return got;
          }),
        ),
      ),
      ...[1, 2, 3].map(() =>
        db().transaction(async (tx) => {
          const got = [];
          for (;;) {
            const one = await claimLeftoverOrderEvent(tx, sweepTime(), []);
            if (!one) return got;
            await hold(tx);
            got.push(one);
          }
        }),
      ),
    ]);
    const ids_ = claimed.flat().map((e) => e.id);
    expect(ids_.sort((a, b) => a - b)).toEqual(recorded.map((e) => e.id));
    expect(await outbox()).toEqual([]);

    // The whole path: the same again, through the steps that also write the deliveries.
    await withoutAfterCommit(async () => {
      for (const o of placed.slice(0, 3)) await console_().status(o.id, { status: S.OnHold });
    });
    const before = await deliveryCount();
    const results = await Promise.all([
      ...placed.flatMap((o) =>
        [1, 2].map(() => deliverOrderEvents(deps(), { storefrontId: acmeId, orderId: o.id })),
      ),
      deliverLeftoverEvents(deps(), sweepTime()),
      deliverLeftoverEvents(deps(), sweepTime()),
    ]);
    const viaSteps = results.filter(Array.isArray).flat().length;
    const viaSweeps = results.filter((r) => typeof r === 'number').reduce((a, b) => a + b, 0);
    expect(viaSteps + viaSweeps).toBe(3);
    expect(await deliveryCount()).toBe(before + 3);
    expect(await outbox()).toEqual([]);
    const onHold = (await deliveriesOf(ids)).filter((d) => d.event.data.order.status === S.OnHold);
    expect(new Set(onHold.map((d) => d.eventId)).size).toBe(3);
  });

  it('records nothing for a change that rolled back', async () => {
    const placed = await placeOrder(t, acmeId, { tee, mug });
    const before = await deliveryCount();
    // Refused moves (409, 400): their transaction rolled back.
    expect((await console_().status(placed.id, { status: S.NewOrder })).statusCode).toBe(409);
    expect((await console_().status(placed.id, { status: S.Shipped })).statusCode).toBe(400);
    // A move made, then the transaction failed after it.
    const failed = await db()
      .transaction(async (tx) => {
        const order = await lockStoreOrder(tx, acmeId, placed.id);
        await moveOrder(tx, order, S.OnHold, {
          role: 'owner',
          userId: null,
          email: null,
          impersonatedBy: null,
        });
        expect(
          await tx.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id)),
        ).toHaveLength(1);
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('rolled back');
    // A declined card: the order is released, never placed.
    const cart = cartClient(t.app, acmeId);
    await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 });
    expect((await checkoutCalls(t.app, acmeId, cart).place({ payment: DECLINED })).statusCode).toBe(
      402,
    );
    // A bulk order's dry run, and one refused for a bad row: rolled back whole.
    expect((await bulkOrder(bulkCsv('Ana', 'Ben'), true)).json().data.ok).toBe(true);
    const bad = `${bulkCsv('Cy')}\nDee,not-an-email,1 Main St,Springfield,IL,62701,US,`;
    expect((await bulkOrder(bad)).json().data.ok).toBe(false);

    await withoutAfterCommit(async () => {
      expect(await outbox()).toEqual([]);
    });
    expect(await sweepWebhooks(deps(), sweepTime())).toMatchObject({ events: 0 });
    expect(await deliveryCount()).toBe(before);
  });

  it('each change writes its event in its own transaction; the sweep delivers them in order', async () => {
    const receivedBefore = receiver.received.length;
    const made = await withoutAfterCommit(async () => {
      // Checkout: a paid order is placed.
      const shipped = await placeOrder(t, acmeId, { tee, mug });
      // The console: a status change, a parcel shipped (the order partially shipped).
      await console_().status(shipped.id, { status: S.InProgress });
      const parcel = (await console_().get(shipped.id)).json().data.parcels[0].id as number;
      expect((await console_().ship(shipped.id, parcel)).statusCode).toBe(200);
      // Cancelled by the owner; another refunded in full (moved to Refund).
      const cancelled = await placeOrder(t, acmeId, { tee });
      expect((await console_().cancel(cancelled.id)).statusCode).toBe(200);
      const refunded = await placeOrder(t, acmeId, { tee });
      const refund = await console_().refund(refunded.id, { amount: refunded.total });
      expect(refund.statusCode, refund.body).toBe(201);
      // A draft order charged to the store, and one paid through its link.
      const charged = await draftOrder('charge_store', `charged-${randomUUID()}@example.test`);
      expect(charged.statusCode, charged.body).toBe(201);
      const linkEmail = `link-${randomUUID()}@example.test`;
      expect((await draftOrder('send_link', linkEmail)).statusCode).toBe(201);
      const mail = (await t.app.mailer.listForStore(acmeId, 200)).find((m) => m.to === linkEmail);
      const token = mail!.text.match(/\/pay\/([\w-]+)/)![1]!;
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/storefronts/${acmeId}/draft-orders/pay/${token}`,
        headers: hostOf('acme'),
        payload: { payment: PAYS },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      // A bulk kit order of two recipients.
      const prefix = `bulk${randomUUID().slice(0, 4)}`;
      const bulk = await bulkOrder(bulkCsv(`${prefix}a`, `${prefix}b`));
      expect(bulk.json().data.ok, bulk.body).toBe(true);
      // The recovery job confirms an order whose request died after charging it.
      const died = await reservedThenDied();
      const provider = new TestPaymentProvider(db());
      await provider.charge({
        amount: died.total,
        currency: died.currency,
        orderUuid: died.uuid,
        storefrontId: acmeId,
        email: died.email,
        payment: { ...PAYS, card_number: PAYS.card_number.replace(/ /g, '') },
      });
      const later = new Date(died.createdAt.getTime() + RESERVATION_MS + 1000);
      expect(await recoverExpiredOrders(t.app, provider, later)).toBeGreaterThanOrEqual(1);
      return {
        shipped,
        parcel,
        cancelled,
        refunded,
        charged: charged.json().data.order_id as number,
        paidUuid: paid.json().data.order_uuid as string,
        bulk: (bulk.json().data.orders as { id: number }[]).map((o) => o.id),
        recovered: died.id,
      };
    });
    const [paidOrder] = await db().select().from(orders).where(eq(orders.uuid, made.paidUuid));
    const rows = await outbox();
    const of = (orderId: number) =>
      rows
        .filter((e) => e.orderId === orderId)
        .map((e) => [e.type, e.fromStatus, e.toStatus, e.parcelId]);
    expect(of(made.shipped.id)).toEqual([
      ['order.placed', null, null, null],
      ['order.status_changed', S.NewOrder, S.InProgress, null],
      ['parcel.shipped', null, null, made.parcel],
      ['order.status_changed', S.InProgress, S.PartiallyShipped, null],
    ]);
    expect(of(made.cancelled.id)).toEqual([
      ['order.placed', null, null, null],
      ['order.status_changed', S.NewOrder, S.Cancelled, null],
    ]);
    expect(of(made.refunded.id)).toEqual([
      ['order.placed', null, null, null],
      ['order.status_changed', S.NewOrder, S.Refund, null],
    ]);
    const placedOnly = [['order.placed', null, null, null]];
    expect(of(made.charged)).toEqual(placedOnly);
    expect(of(paidOrder!.id)).toEqual(placedOnly);
    expect(made.bulk).toHaveLength(2);
    for (const id of made.bulk) expect(of(id)).toEqual(placedOnly);
    expect(of(made.recovered)).toEqual(placedOnly);
    expect(rows.every((e) => e.storefrontId === acmeId)).toBe(true);

    // Delivered by the sweep, each event once, in the order they happened.
    await sweepWebhooks(deps(), sweepTime());
    expect(await outbox()).toEqual([]);
    const ids = [...new Set(rows.map((e) => e.orderId))];
    const deliveries = await deliveriesOf(ids);
    expect(deliveries.map((d) => d.eventId)).toEqual(rows.map((e) => e.uuid));
    expect(deliveries.every((d) => d.state === 'delivered')).toBe(true);
    expect(receiver.received.length - receivedBefore).toBe(rows.length);
  });

  it('an order edit whose refund completes the payment announces the move to Refund at once', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const [line] = await findLinesOfOrder(db(), placed.id);
    const edit = (preview: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/storefronts/${acmeId}/admin/orders/${placed.id}/edits`,
        headers: { ...hostOf('acme'), ...ownerHeaders },
        payload: {
          line_id: line!.id,
          kind: 'lower_quantity',
          quantity: 1,
          reason: 'Asked',
          preview,
        },
      });
    const less = (await edit(true)).json().data.refund as number;
    expect(less).toBeGreaterThan(0);
    // Everything else refunded first: the edit's refund completes the payment's.
    const first = await console_().refund(placed.id, { amount: placed.total - less });
    expect(first.statusCode, first.body).toBe(201);
    const edited = await edit(false);
    expect(edited.statusCode, edited.body).toBe(201);
    expect(edited.json().data).toMatchObject({ refund: less, refund_status: 'succeeded' });
    expect(await outbox()).toEqual([]);
    const moved = (await deliveriesOf([placed.id])).at(-1)!;
    expect(moved.event).toMatchObject({
      type: 'order.status_changed',
      data: { previous_status: S.NewOrder, order: { status: S.Refund } },
    });
  });

  it('with the after-commit step in place, the outbox empties at once; drafts and bulk orders are announced', async () => {
    const prefix = `now${randomUUID().slice(0, 4)}`;
    const before = await deliveryCount();
    const charged = await draftOrder('charge_store', `${prefix}-draft@example.test`);
    expect(charged.statusCode).toBe(201);
    expect((await bulkOrder(bulkCsv(`${prefix}a`))).json().data.ok).toBe(true);
    const placed = await placeOrder(t, acmeId, { tee });
    expect((await console_().status(placed.id, { status: S.OnHold })).statusCode).toBe(200);
    expect(await outbox()).toEqual([]);
    const ids = [
      charged.json().data.order_id as number,
      ...(await ordersOfEmail(prefix)).map((o) => o.id),
      placed.id,
    ];
    const deliveries = await deliveriesOf([...new Set(ids)]);
    expect(deliveries.map((d) => d.eventType)).toEqual([
      'order.placed',
      'order.placed',
      'order.placed',
      'order.status_changed',
    ]);
    expect(await deliveryCount()).toBe(before + 4);
    const rowsOf = await db()
      .select()
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.eventId,
          deliveries.map((d) => d.eventId),
        ),
      );
    expect(rowsOf).toHaveLength(4);
  });
});
