import type { LowStockPage, ProductDetail } from '@storefront/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingEmails, productVariantSizes, storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { cartClient, productOf, setStock, sizeOf, stockOf } from '../cart/cart.fixtures.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';
import { mailLowStock } from './low-stock-mail.ts';

let t: TestApp;
let acmeId: number;
let owner: Record<string, string>;
let staff: Record<string, string>;
let tee: ProductDetail;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  staff = await signedInWithRole(t, 'acme', 'staff');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
  headers = owner,
  host = 'acme',
) =>
  t.app.inject({
    method,
    url: `/api/storefronts/${acmeId}/stock${path}`,
    headers: { ...hostOf(host), ...headers },
    ...(payload !== undefined && { payload: payload as object }),
  });
const lowStock = async (query = '', headers = owner) => {
  const res = await call('GET', `/low${query}`, undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as LowStockPage;
};
const sizeId = (color: string, size: string) => sizeOf(tee, color, size).product_size_id;

describe('GET /api/storefronts/{id}/stock/low', () => {
  it('lists sizes at or under the threshold, fewest first, paged, to owners and staff', async () => {
    await setStock(db(), sizeId('Black', 'S'), 0);
    await setStock(db(), sizeId('Black', 'M'), 5);
    await setStock(db(), sizeId('Black', 'L'), 6);
    const page = await lowStock('?rows=100');
    expect(page.threshold).toBe(5);
    const ids = page.data.map((s) => s.size_id);
    expect(ids).toContain(sizeId('Black', 'S'));
    expect(ids).toContain(sizeId('Black', 'M'));
    expect(ids).not.toContain(sizeId('Black', 'L'));
    expect(page.data.every((s) => s.quantity <= 5)).toBe(true);
    const quantities = page.data.map((s) => s.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(page.data.find((s) => s.size_id === sizeId('Black', 'M'))).toMatchObject({
      product_name: tee.name,
      product_slug: 'classic-cotton-tee',
      color: 'Black',
      size: 'M',
      quantity: 5,
    });
    const first = await lowStock('?rows=1&page=2', staff);
    expect(first.data).toEqual([page.data[1]]);
    expect(first.total).toBe(page.total);
  });

  it('refuses strangers, shoppers, another store’s owner and bad queries', async () => {
    expect((await call('GET', '/low', undefined, {})).statusCode).toBe(401);
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    expect((await call('GET', '/low', undefined, shopper)).statusCode).toBe(403);
    const initech = bearer(
      await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'),
    );
    expect((await call('GET', '/low', undefined, initech, 'initech')).statusCode).toBe(404);
    expect((await call('GET', '/low?rows=500')).statusCode).toBe(400);
  });
});

describe('PUT /api/storefronts/{id}/stock/threshold', () => {
  it('sets the threshold for the owner only; bad values change nothing', async () => {
    const put = (body: unknown, headers = owner) => call('PUT', '/threshold', body, headers);
    expect((await put({ low_stock_threshold: 6 }, staff)).statusCode).toBe(403);
    const bad = await put({ low_stock_threshold: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.low_stock_threshold).toEqual(['Stock cannot be negative.']);
    expect((await lowStock()).threshold).toBe(5);
    const res = await put({ low_stock_threshold: 6 });
    expect(res.statusCode).toBe(200);
    const page = await lowStock('?rows=100');
    expect(page.threshold).toBe(6);
    expect(page.data.map((s) => s.size_id)).toContain(sizeId('Black', 'L'));
    expect((await put({ low_stock_threshold: 5 })).statusCode).toBe(200);
  });
});

describe('POST /api/storefronts/{id}/stock/adjust', () => {
  it('adds, takes and sets stock, all in one request, audited', async () => {
    const [a, b, c] = [sizeId('White', 'S'), sizeId('White', 'M'), sizeId('White', 'L')];
    await Promise.all([setStock(db(), a, 10), setStock(db(), b, 10), setStock(db(), c, 10)]);
    const res = await call('POST', '/adjust', [
      { size_id: a, delta: 5 },
      { size_id: b, delta: -3 },
      { size_id: c, set: 2, expected: 10 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(
      [
        { size_id: a, quantity: 15 },
        { size_id: b, quantity: 7 },
        { size_id: c, quantity: 2 },
      ].sort((x, y) => x.size_id - y.size_id),
    );
    const audit = await t.app.inject({
      url: `/api/storefronts/${acmeId}/audit-log`,
      headers: { ...hostOf('acme'), ...owner },
    });
    expect(audit.json().data.data[0]).toMatchObject({ action: 'stock.adjust' });
  });

  it('refuses a stale set or a decrease below zero with the current counts (409), changing nothing', async () => {
    const [a, b] = [sizeId('White', 'S'), sizeId('White', 'M')];
    await Promise.all([setStock(db(), a, 4), setStock(db(), b, 9)]);
    const stale = await call('POST', '/adjust', [
      { size_id: a, delta: 1 },
      { size_id: b, set: 20, expected: 10 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors['1.expected']).toHaveLength(1);
    expect(stale.json().current).toContainEqual({ size_id: b, quantity: 9 });
    const below = await call('POST', '/adjust', [{ size_id: a, delta: -5 }]);
    expect(below.statusCode).toBe(409);
    expect(below.json().current).toEqual([{ size_id: a, quantity: 4 }]);
    expect([await stockOf(db(), a), await stockOf(db(), b)]).toEqual([4, 9]);
  });

  it('refuses bad payloads, sizes of another store and staff, changing nothing', async () => {
    const a = sizeId('White', 'S');
    const globex = await db()
      .select({ id: productVariantSizes.id })
      .from(productVariantSizes)
      .where(eq(productVariantSizes.storefrontId, await storeIdOf(t.app, 'globex')))
      .limit(1);
    const before = await stockOf(db(), a);
    const cases: [unknown, number][] = [
      [[], 400],
      [[{ size_id: a }], 400],
      [[{ size_id: a, delta: 1, set: 3 }], 400],
      [[{ size_id: a, delta: 0 }], 400],
      [[{ size_id: a, delta: 1, expected: 3 }], 400],
      [[{ size_id: a, set: -1 }], 400],
      [
        [
          { size_id: a, delta: 1 },
          { size_id: a, delta: 1 },
        ],
        400,
      ],
      [
        [
          { size_id: a, delta: 1 },
          { size_id: globex[0]!.id, delta: 1 },
        ],
        422,
      ],
    ];
    for (const [body, status] of cases) {
      const res = await call('POST', '/adjust', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    expect((await call('POST', '/adjust', [{ size_id: a, delta: 1 }], staff)).statusCode).toBe(403);
    expect(await stockOf(db(), a)).toBe(before);
  });

  it('20 concurrent owner changes and 20 orders on one size never lose an update', async () => {
    const line = sizeOf(tee, 'Navy', 'M');
    const id = line.product_size_id;
    await setStock(db(), id, 100);
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const cart = cartClient(t.app, acmeId);
      expect((await cart.add({ ...line, quantity: 1 })).statusCode).toBe(201);
      shoppers.push(checkoutCalls(t.app, acmeId, cart));
    }
    /** An owner's stocktake: read the count, set it one higher, again while someone got there first. */
    const countOneMore = async () => {
      for (;;) {
        const now = await stockOf(db(), id);
        const res = await call('POST', '/adjust', [{ size_id: id, set: now + 1, expected: now }]);
        if (res.statusCode === 200) return;
        expect(res.statusCode).toBe(409);
      }
    };
    const results = await Promise.all([
      ...shoppers.map((s) => s.place()),
      ...Array.from({ length: 8 }, () => call('POST', '/adjust', [{ size_id: id, delta: 2 }])),
      ...Array.from({ length: 7 }, () => call('POST', '/adjust', [{ size_id: id, delta: -1 }])),
      ...Array.from({ length: 5 }, countOneMore),
    ]);
    const orders = results.slice(0, 20).filter((r) => r!.statusCode === 201).length;
    expect(orders).toBe(20);
    expect(results.slice(20, 35).every((r) => r!.statusCode === 200)).toBe(true);
    expect(await stockOf(db(), id)).toBe(100 - orders + 16 - 7 + 5);
  }, 60_000);
});

describe('the daily low-stock mail', () => {
  const lowStockMails = async (storefrontId: number) =>
    db()
      .select()
      .from(outgoingEmails)
      .where(
        and(
          eq(outgoingEmails.storefrontId, storefrontId),
          like(outgoingEmails.subject, '%low on stock%'),
        ),
      );
  const deps = () => ({ db: db(), mailer: t.app.mailer, port: t.app.config.port });

  it('sends one mail per owner once a day even when run twice at once, none where nothing is low', async () => {
    const globexId = await storeIdOf(t.app, 'globex');
    await db()
      .update(productVariantSizes)
      .set({ quantity: 50 })
      .where(eq(productVariantSizes.storefrontId, globexId));
    await setStock(db(), sizeId('Black', 'S'), 0);
    const day = new Date('2030-03-01T07:00:00Z');
    const queued = await Promise.all([mailLowStock(deps(), day), mailLowStock(deps(), day)]);
    const mails = await lowStockMails(acmeId);
    expect(mails.map((m) => m.to)).toEqual(['owner@acme.test']);
    expect(queued[0]! + queued[1]!).toBeGreaterThanOrEqual(1);
    expect(mails[0]!.subject).toMatch(/^Acme: \d+ sizes? (is|are) low on stock$/);
    expect(mails[0]!.text).toContain(`${tee.name} — Black, S: 0 left`);
    expect(mails[0]!.text).toContain('/admin/stock');
    expect(await lowStockMails(globexId)).toEqual([]);

    expect(await mailLowStock(deps(), new Date('2030-03-01T23:00:00Z'))).toBe(0);
    await mailLowStock(deps(), new Date('2030-03-02T07:00:00Z'));
    expect(await lowStockMails(acmeId)).toHaveLength(2);
    const [store] = await db()
      .select({ day: storefronts.lowStockMailedOn })
      .from(storefronts)
      .where(eq(storefronts.id, acmeId));
    expect(store!.day).toBe('2030-03-02');
  });
});
