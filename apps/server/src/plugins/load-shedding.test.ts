import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { productOf, sizeOf } from '../modules/cart/cart.fixtures.ts';
import { ADDRESS, PAYS } from '../modules/checkout/checkout.fixtures.ts';

// Shedding counts requests from the network only, so these go over a real socket.
let t: TestApp;
let base: string;
let acmeId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  acmeId = await storeIdOf(t.app, 'acme');
});
afterAll(() => t.close());

const acme = { host: 'acme.localhost' };

/** Takes every place the read gate has, in flight and in line; returns the release. */
async function fillReadGate() {
  const gate = t.app.readGate;
  const { inFlight, waiting } = gate.limits;
  for (let i = 0; i < inFlight; i++) expect(await gate.enter()).toBe(true);
  const inLine = Array.from({ length: waiting }, () => gate.enter());
  return async () => {
    for (let i = 0; i < inFlight; i++) gate.leave();
    // Those that waited past the limit were shed; the others are let in and leave at once.
    for (const admitted of await Promise.all(inLine)) if (admitted) gate.leave();
  };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/storefronts/${acmeId}${path}`, {
    method: 'POST',
    headers: { ...acme, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const readProducts = () =>
  fetch(`${base}/api/storefronts/${acmeId}/storefront-products`, { headers: acme });

describe('the health checks', () => {
  it('answer liveness while the gate is full, and readiness 503 (not ready now)', async () => {
    const release = await fillReadGate();
    try {
      const started = performance.now();
      const live = await fetch(`${base}/api/health/live`, { headers: acme });
      expect(live.status).toBe(200);
      expect(live.headers.get('cache-control')).toBe('no-store');
      const { inFlight, waiting } = t.app.readGate.limits;
      expect(await live.json()).toEqual({
        status: 'ok',
        uptime_s: expect.any(Number),
        reads: { in_flight: inFlight, waiting },
      });
      expect(performance.now() - started).toBeLessThan(500);
      const ready = await fetch(`${base}/api/health`, { headers: acme });
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('2');
    } finally {
      await release();
    }
    const ready = await fetch(`${base}/api/health`, { headers: acme });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: t.app.dbKind });
  });

  it('answer liveness on any host, a store’s or none', async () => {
    for (const host of ['acme.localhost', 'nowhere.example', 'admin.localhost']) {
      const live = await fetch(`${base}/api/health/live`, { headers: { host } });
      expect(live.status, host).toBe(200);
      expect(((await live.json()) as { status: string }).status).toBe('ok');
    }
    const head = await fetch(`${base}/api/health/live`, { method: 'HEAD', headers: acme });
    expect(head.status).toBe(200);
  });
});

describe('load shedding', () => {
  it('answers a read 503 with Retry-After at once when the gate is full', async () => {
    const release = await fillReadGate();
    try {
      const started = performance.now();
      const read = await readProducts();
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('2');
      expect(await read.json()).toEqual({
        message: 'The store is busy. Please try again in a moment.',
        errors: {},
      });
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await release();
    }
    expect((await readProducts()).status).toBe(200);
  });

  it('still admits the cart and the order placement while reads are shed', async () => {
    const tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
    const release = await fillReadGate();
    try {
      const added = await post('/cart/lines', { ...sizeOf(tee, 'Black', 'M'), quantity: 1 });
      expect(added.status).toBe(201);
      const cartId = ((await added.json()) as { data: { id: string } }).data.id;
      const order = await post(
        '/orders',
        { email: 'sam@example.test', shipping_address: ADDRESS, payment: PAYS },
        { 'cart-id': cartId, 'idempotency-key': randomUUID() },
      );
      expect(order.status).toBe(201);
      expect((await readProducts()).status).toBe(503);
    } finally {
      await release();
    }
  });

  it('admits reads again at once after an overload burst whose clients went away', async () => {
    const gate = t.app.readGate;
    // Reads nobody may keep (a session cookie), more than the gate holds, from 50 connections
    // that close at the end with reads still in line and running: a GET's request is complete
    // on arrival, so a client going away runs neither onResponse nor onRequestAbort. Before the
    // fix each such read kept its place, and the gate stayed shut (16 of 16 taken) for good.
    const paths = Array.from({ length: 40 }, (_, i) => ({
      method: 'GET' as const,
      path: `/api/storefronts/${acmeId}/storefront-products?rows=${i + 1}`,
      headers: { ...acme, cookie: 'token=gone' },
    }));
    await autocannon({ url: base, connections: 50, duration: 2, requests: paths });
    const started = Date.now();
    while ((gate.inFlight > 0 || gate.waiting > 0) && Date.now() - started < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.inFlight).toBe(0);
    expect(gate.waiting).toBe(0);
    expect((await readProducts()).status).toBe(200);
  });
});
