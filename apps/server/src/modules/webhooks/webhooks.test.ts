import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import {
  OrderStatus as S,
  ORDER_CSV_COLUMNS,
  WebhookEvent,
  type ProductDetail,
} from '@storefront/contracts';
import { parse } from 'csv-parse/sync';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  orders,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';
import { acmeOrderSetup, consoleCalls, placeOrder } from '../orders/console-orders.fixtures.ts';
import {
  attemptDelivery,
  attemptDueDeliveries,
  BACKOFF_SECONDS,
  MAX_ATTEMPTS,
} from './webhook-delivery.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';
import { postJson, PRIVATE_ADDRESS, publicOnlyLookup } from './webhook-post.ts';
import { isPrivateAddress, namesPrivateHost } from './webhook-url.ts';
import { webhookDepsOf } from './webhooks.deps.ts';
import { startReceiver, webhookCalls } from './webhooks.fixtures.ts';

let t: TestApp;
let acmeId: number;
let globexId: number;
let tee: ProductDetail;
let mug: ProductDetail;
let owner: ReturnType<typeof webhookCalls>;
let staff: ReturnType<typeof webhookCalls>;
let ownerHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ acmeId, tee, mug, ownerHeaders } = await acmeOrderSetup(t));
  globexId = await storeIdOf(t.app, 'globex');
  owner = webhookCalls(t, acmeId, ownerHeaders);
  staff = webhookCalls(t, acmeId, await signedInWithRole(t, 'acme', 'staff'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const deps = () => webhookDepsOf(t.app);
const ALL_EVENTS = ['order.placed', 'order.status_changed', 'parcel.shipped'];
const rowsOf = async (
  table: typeof webhookEndpoints | typeof webhookDeliveries | typeof auditEntries,
) => (await db().select({ n: count() }).from(table))[0]!.n;
const deliveriesOf = (endpointId: number) =>
  db()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);
async function endpointTo(url: string, events = ALL_EVENTS) {
  const res = await owner.create({ url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: { id: number; secret_hint: string }; secret: string };
}

describe('signatures', () => {
  it('verifies its own signature and refuses a wrong secret, a changed body or an old time', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const t0 = Math.floor(now.getTime() / 1000);
    const body = '{"id":"e1"}';
    const header = signWebhook('whsec_a', body, t0);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const ok = { secret: 'whsec_a', header, rawBody: body, now };
    expect(verifyWebhookSignature(ok)).toBe(true);
    expect(verifyWebhookSignature({ ...ok, secret: 'whsec_b' })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, rawBody: '{"id":"e2"}' })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifyWebhookSignature({ ...ok, header: 'garbage' })).toBe(false);
    // While a secret rotates a receiver may see two signatures: one matching is enough.
    const other = signWebhook('whsec_b', body, t0).split(',')[1];
    expect(verifyWebhookSignature({ ...ok, header: `${header},${other}` })).toBe(true);
  });

  it('knows private and loopback addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '2606:2800:220:1::1', 'example.com']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
    expect(namesPrivateHost('http://localhost:8080/x')).toBe(true);
    expect(namesPrivateHost('http://[::1]/x')).toBe(true);
    expect(namesPrivateHost('https://hooks.example.com/x')).toBe(false);
  });

  it('connects to the addresses its lookup checked: a name resolving to a private one is refused', async () => {
    const receiver = await startReceiver([200]);
    const port = new URL(receiver.url).port;
    // A made-up name, answered by the test's own resolver (a rebinding DNS server would answer a
    // public address to a check made apart from the connection, then this one).
    const answering =
      (...addresses: string[]) =>
      (_host: string, _options: unknown, done: (e: null, a: LookupAddress[]) => void) =>
        done(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    const post = (lookup?: LookupFunction) =>
      postJson(`http://hooks.rebound.test:${port}/hooks`, {}, '{}', {
        timeoutMs: 5000,
        keep: 100,
        lookup,
      });
    for (const addresses of [['127.0.0.1'], ['93.184.216.34', '10.0.0.7'], ['::1']]) {
      const refused = await post(publicOnlyLookup(answering(...addresses))).catch((e) => e);
      expect(refused, addresses.join()).toMatchObject({ code: PRIVATE_ADDRESS });
    }
    expect(receiver.received).toHaveLength(0);
    // The same lookup unguarded (as when private URLs are allowed) is what the connection uses.
    const unguarded: LookupFunction = (host, options, callback) =>
      answering('127.0.0.1')(host, options, (e, all) =>
        options.all
          ? (callback as (e: null, a: LookupAddress[]) => void)(e, all)
          : callback(e, all[0]!.address, all[0]!.family),
      );
    expect(await post(unguarded)).toEqual({ status: 200, text: 'ok' });
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });
});

describe('who may use webhooks', () => {
  it('refuses nobody (401), a shopper and staff (403), another store’s owner (404)', async () => {
    const { data } = await endpointTo('https://hooks.example.com/a');
    const [delivery] = await db()
      .insert(webhookDeliveries)
      .values({
        storefrontId: acmeId,
        endpointId: data.id,
        eventId: crypto.randomUUID(),
        eventType: 'order.placed',
        payload: {},
        state: 'failed',
      })
      .returning();
    const calls = (c: ReturnType<typeof webhookCalls>) => [
      c.list(),
      c.create({ url: 'https://hooks.example.com/b', events: ['order.placed'] }),
      c.update(data.id, { active: false }),
      c.remove(data.id),
      c.rotate(data.id),
      c.test(data.id),
      c.deliveries(),
      c.retry(delivery!.id),
    ];
    const nobody = webhookCalls(t, acmeId, {});
    const shopper = webhookCalls(
      t,
      acmeId,
      bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password)),
    );
    const stranger = webhookCalls(
      t,
      acmeId,
      await signedInWithRole(t, 'globex', 'owner'),
      'globex',
    );
    const before = [await rowsOf(webhookEndpoints), await rowsOf(webhookDeliveries)];
    for (const res of await Promise.all(calls(nobody))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(shopper))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(staff))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(stranger))) expect(res.statusCode).toBe(404);
    expect([await rowsOf(webhookEndpoints), await rowsOf(webhookDeliveries)]).toEqual(before);

    // Globex's owner on Globex's own URLs still cannot reach Acme's endpoint or delivery.
    const globexOwner = webhookCalls(
      t,
      globexId,
      await signedInWithRole(t, 'globex', 'owner'),
      'globex',
    );
    expect((await globexOwner.update(data.id, { active: false })).statusCode).toBe(404);
    expect((await globexOwner.test(data.id)).statusCode).toBe(404);
    expect((await globexOwner.retry(delivery!.id)).statusCode).toBe(404);
    expect((await globexOwner.list()).json().data).toEqual([]);
    expect((await globexOwner.deliveries()).json().data.total).toBe(0);
  });
});

describe('endpoints', () => {
  it('creates with the secret shown once, lists, updates, rotates and deletes, each audited', async () => {
    const audits = await rowsOf(auditEntries);
    const created = await owner.create({
      url: 'https://erp.example.com/hooks',
      description: 'ERP',
      events: ['order.placed', 'order.placed'],
    });
    expect(created.statusCode).toBe(201);
    const { data, secret } = created.json();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(data).toMatchObject({
      events: ['order.placed'],
      active: true,
      secret_hint: secret.slice(-4),
    });
    const listed = (await owner.list()).json().data.find((e: { id: number }) => e.id === data.id);
    expect(listed).toEqual(data);
    expect(JSON.stringify((await owner.list()).json())).not.toContain(secret);

    const updated = await owner.update(data.id, { active: false, events: ['parcel.shipped'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      active: false,
      events: ['parcel.shipped'],
      url: data.url,
    });

    const rotated = (await owner.rotate(data.id)).json();
    expect(rotated.secret).not.toBe(secret);
    const [row] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, data.id));
    expect(row!.secret).toBe(rotated.secret);

    expect((await owner.remove(data.id)).statusCode).toBe(204);
    expect((await owner.remove(data.id)).statusCode).toBe(404);
    expect((await owner.update(data.id, { active: true })).statusCode).toBe(404);
    expect(await rowsOf(auditEntries)).toBe(audits + 4);
  });

  it('refuses a bad URL, no events, an unknown event (4xx) and changes nothing', async () => {
    const before = [await rowsOf(webhookEndpoints), await rowsOf(auditEntries)];
    const bad = [
      { url: 'ftp://erp.example.com/x', events: ['order.placed'] },
      { url: 'javascript:alert(1)', events: ['order.placed'] },
      { url: 'not a url', events: ['order.placed'] },
      { url: 'https://erp.example.com/x', events: [] },
      { url: 'https://erp.example.com/x', events: ['order.deleted'] },
      { url: `https://erp.example.com/${'x'.repeat(2000)}`, events: ['order.placed'] },
      { url: 'https://erp.example.com/\u0000', events: ['order.placed'] },
      {},
    ];
    for (const body of bad) {
      const res = await owner.create(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
    expect((await owner.update(1, { url: 'gopher://x' })).statusCode).toBe(400);
    expect((await owner.update(999_999, { active: true })).statusCode).toBe(404);
    expect((await owner.update(0, { active: true })).statusCode).toBe(400);
    expect([await rowsOf(webhookEndpoints), await rowsOf(auditEntries)]).toEqual(before);
  });

  it('refuses private and loopback URLs in production, when not allowed', async () => {
    const before = await rowsOf(webhookEndpoints);
    t.app.config.webhooksAllowPrivateUrls = false;
    try {
      for (const url of [
        'http://127.0.0.1:9000/x',
        'http://localhost/x',
        'http://10.0.0.5/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
      ]) {
        const res = await owner.create({ url, events: ['order.placed'] });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().errors.url).toEqual([
          'Webhooks cannot be sent to a private or loopback address.',
        ]);
      }
      expect(await rowsOf(webhookEndpoints)).toBe(before);
      // One saved while allowed is still refused when it is sent.
      t.app.config.webhooksAllowPrivateUrls = true;
      const receiver = await startReceiver([200]);
      const { data } = await endpointTo(receiver.url);
      t.app.config.webhooksAllowPrivateUrls = false;
      const sent = (await owner.test(data.id)).json().data;
      expect(sent).toMatchObject({ state: 'pending', attempts: 1, last_status_code: null });
      expect(sent.last_error).toContain('private');
      expect(receiver.received).toHaveLength(0);
      await owner.remove(data.id);
      await receiver.close();
    } finally {
      t.app.config.webhooksAllowPrivateUrls = true;
    }
  });
});

describe('delivery', () => {
  it('delivers order.placed at least once after the receiver fails three times; it verifies', async () => {
    const receiver = await startReceiver([500, 500, 500, 200]);
    const { data: endpoint, secret } = await endpointTo(receiver.url, ['order.placed']);
    const placed = await placeOrder(t, acmeId, { tee });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ eventType: 'order.placed', state: 'pending', attempts: 0 });

    // The queue runs attemptDelivery at each attempt's time: a clock we move stands in for it.
    let now = new Date(Date.now() + 1000);
    const times: Date[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      if (attempt > 1) {
        // Not due before its backoff: nothing is sent.
        const early = new Date(now.getTime() + (BACKOFF_SECONDS[attempt - 2]! - 6) * 1000);
        expect(await attemptDelivery(deps(), delivery!.id, early)).toBeNull();
        now = new Date(now.getTime() + BACKOFF_SECONDS[attempt - 2]! * 1000);
      }
      times.push(now);
      const row = await attemptDelivery(deps(), delivery!.id, now);
      expect(row!.attempts).toBe(attempt);
      expect(row!.state).toBe(attempt < 4 ? 'pending' : 'delivered');
      expect(row!.lastStatusCode).toBe(attempt < 4 ? 500 : 200);
    }
    expect(receiver.received).toHaveLength(4);
    // Delivered: later runs send nothing more.
    expect(
      await attemptDelivery(deps(), delivery!.id, new Date(now.getTime() + 86_400_000)),
    ).toBeNull();
    expect(receiver.received).toHaveLength(4);

    const ids = new Set(receiver.received.map((r) => r.headers['storefront-event-id']));
    expect(ids).toEqual(new Set([delivery!.eventId]));
    receiver.received.forEach((r, i) => {
      expect(r.headers['storefront-event']).toBe('order.placed');
      expect(r.headers['content-type']).toBe('application/json');
      const header = r.headers['storefront-signature'] as string;
      expect(verifyWebhookSignature({ secret, header, rawBody: r.body, now: times[i]! })).toBe(
        true,
      );
      expect(
        verifyWebhookSignature({ secret: 'whsec_wrong', header, rawBody: r.body, now: times[i]! }),
      ).toBe(false);
    });
    const event = WebhookEvent.parse(JSON.parse(receiver.received[3]!.body));
    expect(event).toMatchObject({ id: delivery!.eventId, type: 'order.placed' });
    expect(event.data.order).toMatchObject({
      id: placed.id,
      number: placed.uuid,
      status: S.NewOrder,
      status_name: 'New Order',
      payment_status: 'paid',
      customer: { email: 'sam@example.test', name: 'Sam Lee' },
      totals: { total: placed.total },
    });
    expect(event.data.order.lines[0]).toMatchObject({
      name: tee.name,
      color: 'Black',
      size: 'M',
      quantity: 2,
    });
    expect(event.data.order.parcels).toHaveLength(1);

    const log = (await owner.deliveries(`endpoint_id=${endpoint.id}`)).json().data;
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      id: delivery!.id,
      state: 'delivered',
      attempts: 4,
      last_status_code: 200,
      next_attempt_at: null,
      endpoint_url: receiver.url,
    });
    await owner.remove(endpoint.id);
    await receiver.close();
  });

  it('backs off 10 s, 1 min, 5 min… and gives up after the last attempt; retry now brings it back', async () => {
    const receiver = await startReceiver([503]);
    const { data: endpoint } = await endpointTo(receiver.url, ['order.placed']);
    await placeOrder(t, acmeId, { tee });
    const [delivery] = await deliveriesOf(endpoint.id);
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const row = await attemptDelivery(deps(), delivery!.id, now);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(
          BACKOFF_SECONDS[attempt - 1]! * 1000,
        );
        now = row!.nextAttemptAt!;
      } else {
        expect(row).toMatchObject({ state: 'failed', nextAttemptAt: null, lastError: 'HTTP 503' });
      }
    }
    expect(
      (await owner.deliveries('state=failed')).json().data.data.map((d: { id: number }) => d.id),
    ).toContain(delivery!.id);
    expect(receiver.received[0]!.body).toBeTruthy();

    const retried = await owner.retry(delivery!.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({
      attempts: MAX_ATTEMPTS + 1,
      state: 'failed',
      last_response: 'failure 9',
    });
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS + 1);
    expect((await owner.retry(2_000_000)).statusCode).toBe(404);
    await owner.remove(endpoint.id);
    await receiver.close();
  });

  it('announces status changes and shipped parcels, and nothing for a move that rolled back', async () => {
    const receiver = await startReceiver([200]);
    const { data: endpoint } = await endpointTo(receiver.url, [
      'order.status_changed',
      'parcel.shipped',
    ]);
    const orders_ = consoleCalls(t, acmeId, ownerHeaders);
    const placed = await placeOrder(t, acmeId, { tee, mug });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0); // not subscribed to order.placed

    expect((await orders_.status(placed.id, { status: S.OnHold })).statusCode).toBe(200);
    let rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => r.eventType)).toEqual(['order.status_changed']);
    const moved = WebhookEvent.parse(rows[0]!.payload);
    expect(moved.data).toMatchObject({ previous_status: S.NewOrder, order: { status: S.OnHold } });

    // Refused moves roll back: no event, no delivery.
    const parcel = (await orders_.get(placed.id)).json().data.parcels[0].id;
    expect((await orders_.ship(placed.id, parcel)).statusCode).toBe(409);
    expect((await orders_.status(placed.id, { status: S.Shipped })).statusCode).toBe(400);
    expect((await orders_.status(placed.id, { status: S.OnHold })).statusCode).toBe(409);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);

    expect((await orders_.status(placed.id, { status: S.InProgress })).statusCode).toBe(200);
    expect((await orders_.ship(placed.id, parcel)).statusCode).toBe(200);
    rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => r.eventType)).toEqual([
      'order.status_changed',
      'order.status_changed',
      'parcel.shipped',
      'order.status_changed',
    ]);
    const shipped = WebhookEvent.parse(rows[2]!.payload);
    expect(shipped.data.parcel_id).toBe(parcel);
    expect(shipped.data.order.parcels.find((p) => p.id === parcel)).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(WebhookEvent.parse(rows[3]!.payload).data.order.status).toBe(S.PartiallyShipped);
    // Shipping the same parcel again changes nothing: no second event.
    expect((await orders_.ship(placed.id, parcel)).statusCode).toBe(200);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(4);

    // A disabled endpoint gets nothing new.
    await owner.update(endpoint.id, { active: false });
    await orders_.cancel(placed.id);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(4);
    await owner.remove(endpoint.id);
    await receiver.close();
  });

  it('sends an attempt once when a duplicate job and the sweep race for it', async () => {
    const receiver = await startReceiver([200]);
    const { data: endpoint } = await endpointTo(receiver.url, ['order.placed']);
    await placeOrder(t, acmeId, { tee });
    const [delivery] = await deliveriesOf(endpoint.id);
    const now = new Date(Date.now() + 1000);
    const [a, b, swept] = await Promise.all([
      attemptDelivery(deps(), delivery!.id, now),
      attemptDelivery(deps(), delivery!.id, now),
      attemptDueDeliveries(deps(), now),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(swept).toBeGreaterThanOrEqual(0);
    expect(receiver.received).toHaveLength(1);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ state: 'delivered', attempts: 1 });
    await owner.remove(endpoint.id);
    await receiver.close();
  });

  it('sends a test event at once with the latest order; the log pages and filters', async () => {
    const receiver = await startReceiver([200]);
    const { data: endpoint, secret } = await endpointTo(receiver.url, ['parcel.shipped']);
    const res = await owner.test(endpoint.id);
    expect(res.statusCode).toBe(201);
    const { data, event } = res.json();
    expect(data).toMatchObject({
      state: 'delivered',
      attempts: 1,
      event_type: 'webhook.test',
      last_status_code: 200,
    });
    expect(WebhookEvent.parse(event).data.order.number).toMatch(/^[0-9a-f-]{36}$/);
    const got = receiver.received[0]!;
    expect(JSON.parse(got.body)).toEqual(event);
    expect(
      verifyWebhookSignature({
        secret,
        header: got.headers['storefront-signature'] as string,
        rawBody: got.body,
      }),
    ).toBe(true);

    const delivered = (await owner.deliveries('state=delivered')).json().data;
    expect(delivered.data.every((d: { state: string }) => d.state === 'delivered')).toBe(true);
    expect(delivered.data[0].id).toBe(data.id);
    expect((await owner.deliveries('state=lost')).statusCode).toBe(400);
    expect((await owner.deliveries('page=0')).statusCode).toBe(400);
    expect((await owner.deliveries('page=500')).json().data.data).toEqual([]);
    await owner.remove(endpoint.id);
    await receiver.close();
  });

  it('records a timeout-free failure when nobody listens', async () => {
    const receiver = await startReceiver([200]);
    await receiver.close();
    const { data: endpoint } = await endpointTo(receiver.url);
    const sent = (await owner.test(endpoint.id)).json().data;
    expect(sent).toMatchObject({ state: 'pending', attempts: 1, last_status_code: null });
    expect(sent.last_error).toBe('ECONNREFUSED');
    expect(
      new Date(sent.next_attempt_at).getTime() - new Date(sent.last_attempt_at).getTime(),
    ).toBe(10_000);
    await owner.remove(endpoint.id);
  });
});

describe('GET /api/storefronts/{id}/admin/orders/export.csv', () => {
  it('exports the filtered list with the webhook payload’s fields, formulas defused', async () => {
    const a = await placeOrder(t, acmeId, { tee, mug });
    const b = await placeOrder(t, acmeId, { tee });
    await db()
      .update(orders)
      .set({
        shippingAddress: sql`jsonb_set(${orders.shippingAddress}, '{name}', '"=HYPERLINK(1)"')`,
      })
      .where(eq(orders.id, b.id));
    const orders_ = consoleCalls(t, acmeId, ownerHeaders);
    await orders_.status(a.id, { status: S.OnHold });

    const res = await staff.exportCsv(`status=${S.OnHold}&q=${a.uuid.slice(0, 8)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="acme-orders-\d{4}-\d\d-\d\d\.csv"/,
    );
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...ORDER_CSV_COLUMNS]);
    expect(new Set(rows.map((r) => r.order_number))).toEqual(new Set([a.uuid]));
    expect(rows).toHaveLength(2); // a line each: the tee and the mug
    expect(rows[0]).toMatchObject({
      status: String(S.OnHold),
      status_name: 'On Hold',
      customer_email: 'sam@example.test',
      total_cents: String(a.total),
      line_quantity: '2',
      line_color: 'Black',
      parcel_status: 'pending',
    });

    const none = await owner.exportCsv(`status=${S.NewOrder}&q=${a.uuid.slice(0, 8)}`);
    expect(parse(none.body, { bom: true })).toEqual([[...ORDER_CSV_COLUMNS]]);

    const byName = parse((await owner.exportCsv(`q=${encodeURIComponent('=HYPERLINK')}`)).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(byName.map((r) => r.customer_name)).toEqual(["'=HYPERLINK(1)"]);

    // Every matching order, whatever paging the list had; sort as asked.
    const all = parse((await owner.exportCsv('sort=total&order=asc&rows=10&page=3')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const count_ = (
      await db().select({ n: count() }).from(orders).where(eq(orders.storefrontId, acmeId))
    )[0]!.n;
    expect(new Set(all.map((r) => r.order_number)).size).toBe(count_);
    const totals = all.map((r) => Number(r.total_cents));
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
  });

  it('refuses nobody, shoppers, another store’s owner and bad filters', async () => {
    const shopper = webhookCalls(
      t,
      acmeId,
      bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password)),
    );
    const stranger = webhookCalls(
      t,
      acmeId,
      await signedInWithRole(t, 'globex', 'owner'),
      'globex',
    );
    expect((await webhookCalls(t, acmeId, {}).exportCsv()).statusCode).toBe(401);
    expect((await shopper.exportCsv()).statusCode).toBe(403);
    expect((await stranger.exportCsv()).statusCode).toBe(404);
    for (const q of ['status=42', 'from=yesterday', 'sort=email', 'payment_status=free']) {
      expect((await owner.exportCsv(q)).statusCode, q).toBe(400);
    }
  });
});
