import { parse } from 'csv-parse/sync';
import type { Insights, ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, pageViews, refunds } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf } from '../cart/cart.fixtures.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';
import { consoleCalls, placeOrder } from '../orders/console-orders.fixtures.ts';

let t: TestApp;
let acmeId: number;
let ownerToken: string;
let tee: ProductDetail;
let mug: ProductDetail;
const db = () => t.database.db;

const FROM = '2025-03-01';
const TO = '2025-03-10';

const insights = (
  query: string,
  headers: Record<string, string> = bearer(ownerToken),
  slug = 'acme',
  csv = false,
) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/insights${csv ? '.csv' : ''}?${query}`,
    headers: { ...hostOf(slug), ...headers },
  });
const figures = async (query: string): Promise<Insights> => {
  const res = await insights(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Moves an order (and its refunds) to `at`, so a test owns a quiet stretch of the calendar. */
const placedAt = async (orderId: number, at: string) => {
  await db().execute(sql`update orders set created_at = ${at}::timestamptz where id = ${orderId}`);
  await db().execute(
    sql`update refunds set created_at = ${at}::timestamptz where order_id = ${orderId}`,
  );
};

const view = (visitor: string, at: string, path = '/') => ({
  storefrontId: acmeId,
  path,
  visitorId: visitor,
  createdAt: new Date(at),
});

/** The figures counted directly in SQL, the plain way, for [from, to] (whole UTC days). */
async function countedInSql(from: string, to: string) {
  const range = sql`created_at >= ${from}::date and created_at < ${to}::date + 1`;
  const kept = sql`storefront_id = ${acmeId} and ${range}
    and payment_status in ('paid', 'partially_refunded', 'refunded') and status <> 5`;
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db().execute(q)) as unknown as { rows: T[] }).rows;
  const [o] = await rows<{ orders: number; gross: number }>(
    sql`select count(*)::int as orders, coalesce(sum(total + gift_card_amount), 0)::int as gross
        from orders where ${kept}`,
  );
  const [r] = await rows<{ refunded: number }>(
    sql`select coalesce(sum(amount), 0)::int as refunded from refunds
        where status = 'succeeded' and order_id in (select id from orders where ${kept})`,
  );
  const [v] = await rows<{ views: number; visitors: number }>(
    sql`select count(*)::int as views, count(distinct visitor_id)::int as visitors
        from page_views where storefront_id = ${acmeId} and ${range}`,
  );
  const products = await rows<{ product_id: number; units: number; revenue: number }>(
    sql`select product_id, sum(quantity)::int as units, sum(line_total)::int as revenue
        from order_lines where order_id in (select id from orders where ${kept})
        group by product_id order by product_id`,
  );
  const categories = await rows<{ category_id: number; units: number; revenue: number }>(
    sql`select l.category_id, sum(ol.quantity)::int as units, sum(ol.line_total)::int as revenue
        from order_lines ol join product_category_links l on l.product_id = ol.product_id
        where ol.order_id in (select id from orders where ${kept})
        group by l.category_id order by l.category_id`,
  );
  return {
    orders: o!.orders,
    revenue: o!.gross - r!.refunded,
    views: v!.views,
    visitors: v!.visitors,
    products,
    categories,
  };
}

let placed: { kept: number[]; cancelled: number; refunded: number; fullyRefunded: number };

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  ownerToken = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
  const owner = consoleCalls(t, acmeId, bearer(ownerToken));

  const a = await placeOrder(t, acmeId, { tee });
  const b = await placeOrder(t, acmeId, { tee, mug });
  const c = await placeOrder(t, acmeId, { tee });
  const cancelled = await placeOrder(t, acmeId, { tee, mug });
  const refunded = await placeOrder(t, acmeId, { tee, mug });
  const fullyRefunded = await placeOrder(t, acmeId, { tee });
  const before = await placeOrder(t, acmeId, { mug, tee });
  expect((await owner.cancel(cancelled.id, { reason: 'Changed mind' })).statusCode).toBe(200);
  expect((await owner.refund(refunded.id, { amount: 500 })).statusCode).toBe(201);
  const lines = await db()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, fullyRefunded.id));
  const all = { lines: lines.map((l) => ({ line_id: l.id, quantity: l.quantity })) };
  expect((await owner.refund(fullyRefunded.id, all)).statusCode).toBe(201);

  await placedAt(a.id, '2025-03-02T00:00:00Z');
  await placedAt(b.id, '2025-03-02T23:59:59Z');
  await placedAt(c.id, '2025-03-05T12:00:00Z');
  await placedAt(cancelled.id, '2025-03-03T09:00:00Z');
  await placedAt(refunded.id, '2025-03-10T23:30:00Z');
  await placedAt(fullyRefunded.id, '2025-03-07T08:00:00Z');
  await placedAt(before.id, '2025-02-25T10:00:00Z');
  // Just outside the period on both sides.
  const outside = await placeOrder(t, acmeId, { tee });
  await placedAt(outside.id, '2025-03-11T00:00:00Z');

  await db()
    .insert(pageViews)
    .values([
      view('visitor-aaaa', '2025-03-02T08:00:00Z'),
      view('visitor-aaaa', '2025-03-02T08:01:00Z', '/products'),
      view('visitor-aaaa', '2025-03-02T08:02:00Z', '/cart'),
      view('visitor-aaaa', '2025-03-05T10:00:00Z'),
      view('visitor-bbbb', '2025-03-02T20:00:00Z'),
      view('visitor-bbbb', '2025-03-02T20:05:00Z', '/cart'),
      view('visitor-cccc', '2025-03-09T23:59:59Z'),
      view('visitor-dddd', '2025-02-20T12:00:00Z'),
      view('visitor-eeee', '2025-03-11T00:00:00Z'),
    ]);
  placed = {
    kept: [a.id, b.id, c.id, refunded.id, fullyRefunded.id],
    cancelled: cancelled.id,
    refunded: refunded.id,
    fullyRefunded: fullyRefunded.id,
  };
}, 120_000);
afterAll(() => t.close());

describe('GET /api/storefronts/{id}/insights', () => {
  it('counts what a direct SQL count counts: paid orders, revenue less refunds, no cancelled', async () => {
    const data = await figures(`from=${FROM}&to=${TO}`);
    const direct = await countedInSql(FROM, TO);
    const keptRows = await db()
      .select()
      .from(orders)
      .where(sql`${orders.id} in ${placed.kept}`);
    const gross = keptRows.reduce((sum, o) => sum + o.total + o.giftCardAmount, 0);
    const given = await db()
      .select()
      .from(refunds)
      .where(sql`${refunds.orderId} in ${[placed.refunded, placed.fullyRefunded]}`);
    // The lines' refund gives back their prices; shipping and tax were kept.
    const linesRefund = given.find((r) => r.orderId === placed.fullyRefunded)!.amount;

    expect(direct).toMatchObject({ orders: 5, views: 7, visitors: 3 });
    expect(given.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(direct.revenue).toBe(gross - 500 - linesRefund);
    expect(data.totals).toEqual({
      page_views: direct.views,
      visitors: direct.visitors,
      orders: direct.orders,
      revenue_cents: direct.revenue,
      average_order_cents: Math.round(direct.revenue / direct.orders),
      conversion: direct.orders / direct.visitors,
    });
    expect(
      data.top_products
        .map((p) => ({ product_id: p.product_id, units: p.units, revenue: p.revenue_cents }))
        .sort((x, y) => x.product_id! - y.product_id!),
    ).toEqual(direct.products);
    expect(
      data.top_categories
        .map((c) => ({ category_id: c.category_id, units: c.units, revenue: c.revenue_cents }))
        .sort((x, y) => x.category_id - y.category_id),
    ).toEqual(direct.categories);
    expect(direct.categories.length).toBeGreaterThan(0);
    expect(data.top_products.map((p) => p.name)).toEqual(
      expect.arrayContaining([tee.name, mug.name]),
    );
    // Ranked by revenue.
    const revenues = data.top_products.map((p) => p.revenue_cents);
    expect(revenues).toEqual([...revenues].sort((x, y) => y - x));
  });

  it('gives the period before, of the same length, counted the same way', async () => {
    const data = await figures(`from=${FROM}&to=${TO}`);
    expect(data.previous_period).toEqual({ from: '2025-02-19', to: '2025-02-28' });
    const direct = await countedInSql('2025-02-19', '2025-02-28');
    expect(direct).toMatchObject({ orders: 1, views: 1, visitors: 1 });
    expect(data.previous_totals).toMatchObject({
      page_views: 1,
      visitors: 1,
      orders: 1,
      revenue_cents: direct.revenue,
      average_order_cents: direct.revenue,
      conversion: 1,
    });
  });

  it('lists every day, days without anything as zeros, adding up to the totals', async () => {
    const data = await figures(`from=${FROM}&to=${TO}&granularity=day`);
    expect(data.series.map((b) => b.start)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    const day = (d: string) => data.series.find((b) => b.start === d)!;
    expect(day('2025-03-01')).toEqual({
      start: '2025-03-01',
      page_views: 0,
      visitors: 0,
      orders: 0,
      revenue_cents: 0,
      conversion: null,
    });
    expect(day('2025-03-02')).toMatchObject({
      page_views: 5,
      visitors: 2,
      orders: 2,
      conversion: 1,
    });
    expect(day('2025-03-03').orders).toBe(0); // the cancelled order
    const direct2nd = await countedInSql('2025-03-02', '2025-03-02');
    expect(day('2025-03-02').revenue_cents).toBe(direct2nd.revenue);
    const sum = (k: 'orders' | 'revenue_cents' | 'page_views') =>
      data.series.reduce((s, b) => s + b[k], 0);
    expect([sum('orders'), sum('revenue_cents'), sum('page_views')]).toEqual([
      data.totals.orders,
      data.totals.revenue_cents,
      data.totals.page_views,
    ]);
  });

  it('groups by UTC week (Mondays) and month, with the same totals', async () => {
    const weeks = await figures(`from=${FROM}&to=${TO}&granularity=week`);
    expect(weeks.series.map((b) => b.start)).toEqual(['2025-02-24', '2025-03-03', '2025-03-10']);
    expect(weeks.series.map((b) => b.orders)).toEqual([2, 2, 1]);
    // Visitor A came back in the second week: unique per bucket, and once over the period.
    expect(weeks.series.map((b) => b.visitors)).toEqual([2, 2, 0]);
    const months = await figures(`from=2025-02-01&to=${TO}&granularity=month`);
    expect(months.series.map((b) => [b.start, b.orders])).toEqual([
      ['2025-02-01', 1],
      ['2025-03-01', 5],
    ]);
    expect(months.totals.orders).toBe(6);
    expect(weeks.totals).toEqual((await figures(`from=${FROM}&to=${TO}`)).totals);
  });

  it('answers an empty period with zeros in every bucket and nothing ranked', async () => {
    const data = await figures('from=2020-01-01&to=2020-01-05');
    expect(data.series).toHaveLength(5);
    expect(data.series.every((b) => b.orders === 0 && b.page_views === 0)).toBe(true);
    expect(data.totals).toEqual({
      page_views: 0,
      visitors: 0,
      orders: 0,
      revenue_cents: 0,
      average_order_cents: 0,
      conversion: null,
    });
    expect([data.top_products, data.top_categories]).toEqual([[], []]);
  });

  it('is for the store’s owner: nobody 401, a shopper or staff 403, another store’s owner 404', async () => {
    const query = `from=${FROM}&to=${TO}`;
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    const staff = await signedInWithRole(t, 'acme', 'staff');
    const stranger = await signedInWithRole(t, 'globex', 'owner');
    for (const csv of [false, true]) {
      expect((await insights(query, {}, 'acme', csv)).statusCode).toBe(401);
      expect((await insights(query, shopper, 'acme', csv)).statusCode).toBe(403);
      expect((await insights(query, staff, 'acme', csv)).statusCode).toBe(403);
      const other = await insights(query, stranger, 'globex', csv);
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('revenue');
    }
  });

  it('refuses a bad period with 400 and the field', async () => {
    for (const [query, field] of [
      ['from=2025-03-10&to=2025-03-01', 'to'],
      ['from=2023-01-01&to=2025-01-02', 'to'],
      ['from=2025-03-01&to=2025-03-10&granularity=year', 'granularity'],
      ['from=2025-02-30&to=2025-03-10', 'from'],
      ['from=yesterday&to=2025-03-10', 'from'],
      ['to=2025-03-10', 'from'],
    ] as const) {
      for (const csv of [false, true]) {
        const res = await insights(query, bearer(ownerToken), 'acme', csv);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors, query).toHaveProperty(field);
      }
    }
    // Two years, a leap day included, is allowed.
    expect((await insights('from=2023-03-01&to=2025-02-28')).statusCode).toBe(200);
  });
});

describe('GET /api/storefronts/{id}/insights.csv', () => {
  it('holds the same figures as the JSON', async () => {
    const query = `from=${FROM}&to=${TO}&granularity=week`;
    const data = await figures(query);
    const res = await insights(query, bearer(ownerToken), 'acme', true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="acme-insights-${FROM}-${TO}.csv"`,
    );
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const num = (s: string | undefined) => (s === '' || s === undefined ? null : Number(s));
    const section = (name: string) => rows.filter((r) => r.section === name);
    const totalsOf = (r: Record<string, string>) => ({
      page_views: num(r.page_views),
      visitors: num(r.visitors),
      orders: num(r.orders),
      revenue_cents: num(r.revenue_cents),
      average_order_cents: num(r.average_order_cents),
      conversion: num(r.conversion),
    });
    expect(section('totals')).toHaveLength(1);
    expect(section('totals')[0]).toMatchObject({ start: FROM, end: TO });
    expect(totalsOf(section('totals')[0]!)).toEqual(data.totals);
    expect(totalsOf(section('previous_totals')[0]!)).toEqual(data.previous_totals);
    expect(
      section('series').map((r) => ({
        start: r.start,
        page_views: num(r.page_views),
        visitors: num(r.visitors),
        orders: num(r.orders),
        revenue_cents: num(r.revenue_cents),
        conversion: num(r.conversion),
      })),
    ).toEqual(data.series);
    expect(
      section('top_products').map((r) => ({
        product_id: num(r.id),
        name: r.name,
        units: num(r.units),
        revenue_cents: num(r.revenue_cents),
      })),
    ).toEqual(data.top_products);
    expect(
      section('top_categories').map((r) => ({
        category_id: num(r.id),
        name: r.name,
        orders: num(r.orders),
        units: num(r.units),
        revenue_cents: num(r.revenue_cents),
      })),
    ).toEqual(data.top_categories);
  });
});
