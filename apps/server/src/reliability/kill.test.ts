/**
 * Kills under load: the real server takes orders from a few shoppers while others browse, and is
 * killed with SIGKILL at random moments (10 times on PGlite, 5 on PostgreSQL) and restarted.
 * Afterwards every order confirmed with a 2xx is there and paid, the stock equals the initial
 * stock less the units of paid (and still reserved) orders, and no order is left pending once the
 * recovery job has had RECOVERY_WAIT_MS after the last restart.
 *
 * Then webhooks: the server dies (SIGKILL, from `die-after-commit.ts`) right after an order's
 * transaction committed, before its after-commit step turned the order's event into a delivery.
 * After the restart the outbox's sweep delivers `order.placed` to a real receiver on loopback,
 * signed, exactly once (decision 0022).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductDetail } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { copyPostgresTemplate } from '../test/test-databases.ts';
import { ADDRESS, PAYS } from '../modules/checkout/checkout.fixtures.ts';
import { verifyWebhookSignature } from '../modules/webhooks/index.ts';
import { LEFTOVER_AFTER_MS } from '../modules/webhooks/webhooks.service.ts';
import { startReceiver } from '../modules/webhooks/webhooks.fixtures.ts';
import { recordFigures } from './figures.ts';
import { startServer, stopServer, type ServerProcess } from './server-process.ts';

const templates = inject('testTemplates');
const KILLS = templates.kind === 'pglite' ? 10 : 5;
const INITIAL_STOCK = 5000;
const SHOPPERS = 4;
/** The kills stop early past this, so a slow machine still finishes (and reports) in time. */
const KILLS_BUDGET_MS = 150_000;
/** Load between two kills: a random span in this range (seeded, so a run can be repeated). */
const LOAD_MS = [300, 1500] as const;
/**
 * How long the recovery job may take after the last restart to settle every order that a kill
 * left pending. The server gets RECOVERY_ENV, so its reservations expire well within this.
 */
const RECOVERY_WAIT_MS = Number(process.env.RELIABILITY_RECOVERY_WAIT_MS ?? 15_000);
const RECOVERY_ENV = { ORDER_RESERVATION_SECONDS: '5', JOBS: 'true' };
/** RELIABILITY_PORT picks the ports (PGlite on it, PostgreSQL on the next); else free ones. */
const PORT = process.env.RELIABILITY_PORT
  ? Number(process.env.RELIABILITY_PORT) + (templates.kind === 'pglite' ? 0 : 1)
  : 0;

type Target = { env: Record<string, string>; open(): Promise<DatabaseHandle>; dispose(): void };

/** The seeded demo stores in a data folder or a PostgreSQL database of this test's own. */
async function prepareTarget(): Promise<Target> {
  if (templates.kind === 'postgres') {
    const url = await copyPostgresTemplate(templates, true);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ url, dataDir: null }),
      dispose() {},
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-kill-'));
  const snapshot = new Blob([await fs.promises.readFile(templates.seeded)]);
  await (await openDatabase({ dataDir, snapshot })).close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The size every shopper buys: one black M tee per order, its stock set to INITIAL_STOCK. */
async function stockUp(database: DatabaseHandle): Promise<number> {
  const [size] = await rows<{ id: number }>(
    database,
    sql`select s.id from product_variant_sizes s
        join product_variants v on v.id = s.variant_id
        join products p on p.id = v.product_id
        join storefronts f on f.id = p.storefront_id
        where f.slug = 'acme' and p.slug = 'classic-cotton-tee' and v.color = 'Black' and s.size = 'M'`,
  );
  await database.db.execute(
    sql`update product_variant_sizes set quantity = ${INITIAL_STOCK} where id = ${size!.id}`,
  );
  return size!.id;
}

/** A seeded random number generator (mulberry32), so the kill moments repeat run to run. */
function randomOf(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let target: Target;
let sizeId: number;
let server: ServerProcess;
beforeAll(async () => {
  target = await prepareTarget();
  const database = await target.open();
  sizeId = await stockUp(database);
  await database.close();
});
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  target?.dispose();
});

/** Calls to the running server as a browser of the acme store. */
const call = async <T>(url: string, init: RequestInit = {}) => {
  const res = await fetch(server.base + url, {
    ...init,
    headers: { host: 'acme.localhost', 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { data: T } | null,
  };
};

describe(`kill -9 under load (${KILLS}×)`, () => {
  it('keeps every confirmed order, the stock consistent and no order pending', async () => {
    const start = () => startServer({ ...target.env, ...RECOVERY_ENV }, PORT);
    server = await start();
    const store = (await call<{ id: number }>('/api/storefronts/get-by-url')).body!.data.id;
    const tee = (
      await call<ProductDetail>(`/api/storefronts/${store}/storefront-products/classic-cotton-tee`)
    ).body!.data;
    const variant = tee.product_variants.find((v) => v.color === 'Black')!;
    const line = {
      product_id: tee.id,
      product_variant_id: variant.id,
      product_size_id: sizeId,
      quantity: 1,
    };

    const confirmed: string[] = [];
    let attempts = 0;
    let stopped = false;
    const shopper = async () => {
      while (!stopped) {
        try {
          const cart = await call<{ id: string }>(`/api/storefronts/${store}/cart/lines`, {
            method: 'POST',
            body: JSON.stringify(line),
          });
          attempts++;
          const order = await call<{ uuid: string }>(`/api/storefronts/${store}/orders`, {
            method: 'POST',
            headers: { 'cart-id': cart.body!.data.id, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              email: 'load@example.test',
              shipping_address: ADDRESS,
              payment: PAYS,
            }),
          });
          if (order.status === 200 || order.status === 201) confirmed.push(order.body!.data.uuid);
        } catch {
          await sleep(50); // the server is down: try again once it is back
        }
      }
    };
    const browser = async () => {
      while (!stopped) {
        await call(`/api/storefronts/${store}/storefront-products?rows=9`).catch(() => sleep(50));
      }
    };
    const load = [...Array.from({ length: SHOPPERS }, shopper), browser()];

    const random = randomOf(20_261_124);
    const killsEnd = Date.now() + KILLS_BUDGET_MS;
    for (let kill = 0; kill < KILLS && Date.now() < killsEnd; kill++) {
      await sleep(LOAD_MS[0] + random() * (LOAD_MS[1] - LOAD_MS[0]));
      await stopServer(server, 'SIGKILL');
      server = await start();
    }
    await sleep(LOAD_MS[1]);
    stopped = true;
    await Promise.all(load);

    const database = await afterRecovery();
    try {
      const placed = await rows<{ uuid: string; payment_status: string }>(
        database,
        sql`select uuid, payment_status from orders where email = 'load@example.test'`,
      );
      const paid = new Set(placed.filter((o) => o.payment_status === 'paid').map((o) => o.uuid));
      const lost = confirmed.filter((uuid) => !paid.has(uuid));
      const pending = await pendingIn(database);
      const [held] = await rows<{ units: number }>(
        database,
        sql`select coalesce(sum(l.quantity), 0)::int as units from order_lines l
            join orders o on o.id = l.order_id
            where l.size_id = ${sizeId} and o.payment_status in ('paid', 'pending')
              and o.email = 'load@example.test'`,
      );
      const [size] = await rows<{ quantity: number }>(
        database,
        sql`select quantity from product_variant_sizes where id = ${sizeId}`,
      );
      const stockOff = size!.quantity !== INITIAL_STOCK - held!.units;
      recordFigures(`kill -9 under load (${KILLS}×)`, {
        attempts,
        bad: pending + (stockOff ? 1 : 0),
        lost: lost.length,
      });
      expect(confirmed.length, 'orders confirmed under load').toBeGreaterThan(0);
      expect(lost, 'confirmed orders missing or not paid').toEqual([]);
      const counts = ['paid', 'pending', 'failed']
        .map((status) => `${placed.filter((o) => o.payment_status === status).length} ${status}`)
        .join(', ');
      expect(
        size!.quantity,
        `stock = initial − units of paid and reserved orders (${counts})`,
      ).toBe(INITIAL_STOCK - held!.units);
      expect(pending, `orders pending ${RECOVERY_WAIT_MS} ms after the last restart`).toBe(0);
    } finally {
      await database.close();
    }
  }, 360_000);
});

/**
 * The database once the recovery job has had its time after the last restart: PostgreSQL is
 * polled beside the running server until no order is pending; PGlite (one process at a time)
 * waits the whole RECOVERY_WAIT_MS. Then the server stops and the database is opened.
 */
async function afterRecovery(): Promise<DatabaseHandle> {
  if (templates.kind === 'postgres') {
    const watcher = await target.open();
    const deadline = Date.now() + RECOVERY_WAIT_MS;
    while ((await pendingIn(watcher)) > 0 && Date.now() < deadline) await sleep(500);
    await watcher.close();
  } else {
    await sleep(RECOVERY_WAIT_MS);
  }
  await stopServer(server, 'SIGTERM');
  return target.open();
}

async function pendingIn(database: DatabaseHandle): Promise<number> {
  const [left] = await rows<{ count: number }>(
    database,
    sql`select count(*)::int as count from orders where payment_status = 'pending'`,
  );
  return left!.count;
}

/** Makes the server kill itself right after an order change commits (see the file). */
const DIE_AFTER_COMMIT = './apps/server/src/reliability/die-after-commit.ts';
/** How long the restarted server has to deliver the event. */
const DELIVERY_WAIT_MS = 30_000;

describe('kill -9 right after an order’s commit, with a webhook endpoint', () => {
  it('delivers the order’s order.placed after the restart (the outbox’s sweep), once', async () => {
    const own = await prepareTarget();
    const receiver = await startReceiver([200]);
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const email = 'webhook@example.test';
    try {
      const setup = await own.open();
      await setup.db.execute(
        sql`insert into webhook_endpoints (storefront_id, url, secret, events)
            select id, ${receiver.url}, ${secret}, '["order.placed"]'::jsonb
            from storefronts where slug = 'acme'`,
      );
      await setup.close();
      // The receiver is on loopback: allowed, as in development (production refuses it).
      const env = { ...own.env, WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' };

      // No jobs in the run that dies: the only order change is the shopper's.
      server = await startServer({ ...env, JOBS: 'false' }, 0, { preload: [DIE_AFTER_COMMIT] });
      const store = (await call<{ id: number }>('/api/storefronts/get-by-url')).body!.data.id;
      const tee = (
        await call<ProductDetail>(
          `/api/storefronts/${store}/storefront-products/classic-cotton-tee`,
        )
      ).body!.data;
      const variant = tee.product_variants.find((v) => v.color === 'Black')!;
      const size = variant.product_variant_sizes.find((s) => s.size === 'M')!;
      const cart = await call<{ id: string }>(`/api/storefronts/${store}/cart/lines`, {
        method: 'POST',
        body: JSON.stringify({
          product_id: tee.id,
          product_variant_id: variant.id,
          product_size_id: size.id,
          quantity: 1,
        }),
      });
      expect(cart.status).toBe(201);
      const answered = await call(`/api/storefronts/${store}/orders`, {
        method: 'POST',
        headers: { 'cart-id': cart.body!.data.id, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ email, shipping_address: ADDRESS, payment: PAYS }),
      }).then(
        () => true,
        () => false,
      );
      expect(answered, 'the order’s request died with the server').toBe(false);
      await stopServer(server, 'SIGKILL');
      expect(server.child.signalCode).toBe('SIGKILL');

      // What the crash left: the order placed and paid, its event in the outbox, no delivery.
      const crashed = await own.open();
      const [order] = await rows<{ id: number; uuid: string; payment_status: string }>(
        crashed,
        sql`select id, uuid, payment_status from orders where email = ${email}`,
      );
      expect(order?.payment_status).toBe('paid');
      const waiting = await rows<{ uuid: string; type: string; created_at: Date | string }>(
        crashed,
        sql`select uuid, type, created_at from order_events where order_id = ${order!.id}`,
      );
      expect(waiting.map((e) => e.type)).toEqual(['order.placed']);
      expect(await deliveriesIn(crashed)).toEqual([]);
      await crashed.close();

      // The sweep takes events older than LEFTOVER_AFTER_MS (younger ones may still be on their
      // way): restarted once the event is that old, its run at start takes it.
      const recordedAt = new Date(waiting[0]!.created_at).getTime();
      await sleep(recordedAt + LEFTOVER_AFTER_MS + 500 - Date.now());
      server = await startServer({ ...env, JOBS: 'true' }, 0);
      const deadline = Date.now() + DELIVERY_WAIT_MS;
      while (!receiver.received.length && Date.now() < deadline) await sleep(100);
      await sleep(2000); // a second request, if any, would come now
      await stopServer(server, 'SIGTERM');

      const got = receiver.received.length;
      recordFigures('kill -9 right after an order’s commit (webhook)', {
        attempts: 1,
        bad: Math.max(0, got - 1),
        lost: got ? 0 : 1,
      });
      expect(receiver.received, 'requests the receiver got').toHaveLength(1);
      const [request] = receiver.received;
      const event = JSON.parse(request!.body);
      expect(request!.headers['storefront-event-id']).toBe(waiting[0]!.uuid);
      expect(request!.headers['storefront-event']).toBe('order.placed');
      expect(event).toMatchObject({
        id: waiting[0]!.uuid,
        type: 'order.placed',
        data: { order: { id: order!.id, number: order!.uuid } },
      });
      const header = request!.headers['storefront-signature'] as string;
      expect(verifyWebhookSignature({ secret, header, rawBody: request!.body })).toBe(true);

      const after = await own.open();
      try {
        expect(await deliveriesIn(after)).toEqual([
          { event_id: waiting[0]!.uuid, state: 'delivered', attempts: 1 },
        ]);
        expect(await rows(after, sql`select id from order_events`)).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      if (server) await stopServer(server, 'SIGKILL');
      await receiver.close();
      own.dispose();
    }
  }, 120_000);
});

const deliveriesIn = (database: DatabaseHandle) =>
  rows<{ event_id: string; state: string; attempts: number }>(
    database,
    sql`select event_id, state, attempts from webhook_deliveries order by id`,
  );
