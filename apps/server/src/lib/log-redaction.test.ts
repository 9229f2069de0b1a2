import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import { storeIdOf } from '../modules/identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf } from '../modules/cart/cart.fixtures.ts';
import { ADDRESS, checkoutCalls } from '../modules/checkout/checkout.fixtures.ts';
import { loggerOptions } from './log-redaction.ts';

/** Every line the app logs, parsed. */
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };

let t: TestApp;
let acmeId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream });
  acmeId = await storeIdOf(t.app, 'acme');
});
afterAll(() => t.close());

const EMAIL = 'sam.private@example.test';

describe('the log of a failed request', () => {
  it('keeps the error and its SQL but no e-mail, address or query parameter', async () => {
    const tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
    const cart = cartClient(t.app, acmeId);
    expect((await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 })).statusCode).toBe(201);
    // The database refuses every new order, as a broken migration or a full disk would.
    await t.database.db.execute(
      sql`alter table orders add constraint log_test_no_orders check (false) not valid`,
    );
    lines.length = 0;
    const res = await checkoutCalls(t.app, acmeId, cart).place({ email: EMAIL });
    await t.database.db.execute(sql`alter table orders drop constraint log_test_no_orders`);
    expect(res.statusCode).toBe(500);

    const failed = lines.find((line) => line.msg === 'request failed')!;
    expect(failed).toBeDefined();
    const err = failed.err as Record<string, unknown>;
    expect(err.message).toMatch(/^Failed query: insert into "orders"/);
    expect(err.stack).toContain('Failed query: insert into "orders"');
    expect(err.query).toMatch(/^insert into "orders"/);
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'log_test_no_orders' });

    const logged = JSON.stringify(lines);
    for (const secret of [EMAIL, ADDRESS.name, ADDRESS.line1, ADDRESS.postal_code, 'Springfield'])
      expect(logged).not.toContain(secret);
    expect(err.message).toMatch(/\nparams: \[redacted\]$/);
    expect(logged).not.toMatch(/params: (?!\[redacted\])/);
    expect(logged).not.toContain('[email]'); // no stack frame taken for an address
  });

  it('logs the path of a request but not its query (reset tokens, e-mail addresses)', async () => {
    lines.length = 0;
    await t.app.inject({
      url: `/api/storefronts/${acmeId}?email=${encodeURIComponent(EMAIL)}&token=secret-token`,
      headers: { ...hostOf('acme'), cookie: 'session=secret-cookie', authorization: 'Bearer x' },
    });
    // One line per answer: the request, its status, time and id (Fastify's two lines are one).
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'GET', url: `/api/storefronts/${acmeId}`, host: 'acme.localhost:3000' },
      res: { statusCode: 404 },
      responseTime: expect.any(Number),
    });
    expect(lines[0]!.req).toHaveProperty('remoteAddress');
    const logged = JSON.stringify(lines);
    for (const secret of [EMAIL, 'secret-token', 'secret-cookie', 'Bearer'])
      expect(logged).not.toContain(secret);
  });
});

describe('the log of an answer', () => {
  it('is one line, also for an answer kept by the read cache', async () => {
    const url = `/api/storefronts/${acmeId}/storefront-products?rows=3`;
    await t.app.inject({ url, headers: hostOf('acme') });
    lines.length = 0;
    const kept = await t.app.inject({ url, headers: hostOf('acme') });
    expect(kept.headers['x-read-cache']).toBe('hit');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({
          method: 'GET',
          url: `/api/storefronts/${acmeId}/storefront-products`,
        }),
        res: { statusCode: 200 },
      }),
    ]);
  });
});

describe('the log of a request whose client left', () => {
  it('is a line that says so, with the request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // Every place of the read gate taken: the read waits in line until its client leaves.
    const gate = t.app.readGate;
    for (let i = 0; i < gate.limits.inFlight; i++) expect(await gate.enter()).toBe(true);
    try {
      lines.length = 0;
      const client = new AbortController();
      const read = fetch(`http://127.0.0.1:${port}/api/storefronts/${acmeId}/storefront-products`, {
        headers: hostOf('acme'),
        signal: client.signal,
      }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 100));
      client.abort();
      await read;
      await expect
        .poll(() => lines.find((line) => line.msg === 'request aborted'))
        .toMatchObject({
          reqId: expect.any(String),
          req: { method: 'GET', url: `/api/storefronts/${acmeId}/storefront-products` },
        });
    } finally {
      for (let i = 0; i < gate.limits.inFlight; i++) gate.leave();
    }
  });
});

describe('loggerOptions', () => {
  it('drops bodies, addresses, secrets and e-mail addresses in messages wherever they are logged', () => {
    const said: string[] = [];
    const log = Fastify({ logger: loggerOptions('info', { write: (l) => void said.push(l) }) }).log;
    const error = new Error(`No account for ${EMAIL}`, { cause: new Error(`Mail to ${EMAIL}`) });
    log.error(
      {
        err: error,
        body: { message: 'hello' },
        order: { email: EMAIL, shipping_address: ADDRESS },
        headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
      },
      'failed',
    );
    const [line] = said.map((l) => JSON.parse(l));
    expect(line.err.message).toBe('No account for [email]');
    expect(line.err.cause.message).toBe('Mail to [email]');
    expect(line.err.stack).toMatch(/^Error: No account for \[email\]\n\s+at /);
    expect(line).toMatchObject({
      body: '[redacted]',
      order: { email: '[redacted]', shipping_address: '[redacted]' },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
    for (const secret of [EMAIL, 'hello', ADDRESS.line1, 'secret-token', 'secret-cookie'])
      expect(said.join()).not.toContain(secret);
  });
});
