import { addDays, type Insights, type ProductDetail } from '@storefront/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderInsightCategories,
  orderInsightDays,
  orderInsightMarks,
  orderLines,
  pageViewInsightMarks,
  visitorDayBits,
  visitorNumbers,
} from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf } from '../cart/cart.fixtures.ts';
import { bearer, signedInWithRole, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { consoleCalls, placeOrder } from '../orders/console-orders.fixtures.ts';
import { rollUpOrderInsights } from '../orders/index.ts';
import { ROLL_UP_INSIGHTS } from './insights.routes.ts';
import { rollUpInsights, utcDayOf } from './insights.service.ts';

// Store insights from per-day summaries (decision 0030): whatever was summarised when, the
// figures equal a direct count in SQL over the raw rows.

let t: TestApp;
let acmeId: number;
let globexId: number;
let acmeOwner: Record<string, string>;
let globexOwner: Record<string, string>;
let tee: ProductDetail;
let mug: ProductDetail;
const db = () => t.database.db;
const DAY_MS = 86_400_000;
/** Today as the app sees it (tests move the app's clock to close a day). */
const today = () => utcDayOf(t.app.clock.now());
/** The generated data covers the 70 days up to and including the real today. */
const TODAY = utcDayOf(new Date());
const FIRST = addDays(TODAY, -69);

const rows = async <T>(q: SQL) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;

async function figures(
  query: string,
  storeId = acmeId,
  slug = 'acme',
  owner = acmeOwner,
): Promise<Insights> {
  const res = await t.app.inject({
    url: `/api/storefronts/${storeId}/insights?${query}`,
    headers: { ...hostOf(slug), ...owner },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

type Granularity = 'day' | 'week' | 'month';

/** Every figure of the dashboard counted directly over the raw rows, the plain way. */
async function counted(storeId: number, from: string, to: string, granularity: Granularity) {
  const period = sql`created_at >= ${from}::date and created_at < ${to}::date + 1`;
  const kept = sql`o.storefront_id = ${storeId} and o.created_at >= ${from}::date
    and o.created_at < ${to}::date + 1
    and o.payment_status in ('paid', 'partially_refunded', 'refunded') and o.status <> 5`;
  const revenue = sql`o.total + o.gift_card_amount - coalesce((select sum(amount) from refunds r
    where r.order_id = o.id and r.status = 'succeeded'), 0)`;
  const bucket = (column: SQL) =>
    sql`to_char(date_trunc(${granularity}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [totals] = await rows<{ orders: number; revenue: number }>(
    sql`select count(*)::int as orders, coalesce(sum(${revenue}), 0)::int as revenue
        from orders o where ${kept}`,
  );
  const [views] = await rows<{ views: number; visitors: number }>(
    sql`select count(*)::int as views, count(distinct visitor_id)::int as visitors
        from page_views where storefront_id = ${storeId} and ${period}`,
  );
  const orderBuckets = await rows<{ start: string; orders: number; revenue: number }>(
    sql`select ${bucket(sql`o.created_at`)} as start, count(*)::int as orders,
               sum(${revenue})::int as revenue
        from orders o where ${kept} group by 1`,
  );
  const viewBuckets = await rows<{ start: string; views: number; visitors: number }>(
    sql`select ${bucket(sql`created_at`)} as start, count(*)::int as views,
               count(distinct visitor_id)::int as visitors
        from page_views where storefront_id = ${storeId} and ${period} group by 1`,
  );
  const products = await rows<{
    product_id: number | null;
    name: string;
    units: number;
    revenue: number;
  }>(
    sql`select l.product_id, max(l.name) as name, sum(l.quantity)::int as units,
               sum(l.line_total)::int as revenue
        from orders o join order_lines l on l.order_id = o.id where ${kept}
        group by l.product_id, case when l.product_id is null then l.name end
        order by revenue desc, units desc, max(l.name) limit 10`,
  );
  const categories = await rows<{
    category_id: number;
    name: string;
    orders: number;
    units: number;
    revenue: number;
  }>(
    sql`select c.id as category_id, c.name, count(distinct o.id)::int as orders,
               sum(l.quantity)::int as units, sum(l.line_total)::int as revenue
        from orders o join order_lines l on l.order_id = o.id
        join product_category_links k on k.product_id = l.product_id
        join product_categories c on c.id = k.category_id
        where ${kept} group by c.id, c.name
        order by revenue desc, units desc, c.name limit 10`,
  );
  return { totals: totals!, views: views!, orderBuckets, viewBuckets, products, categories };
}

/** Asserts that the API's answer for the period equals the direct count, figure by figure. */
async function expectExact(
  from: string,
  to: string,
  granularity: Granularity,
  storeId = acmeId,
  slug = 'acme',
  owner = acmeOwner,
) {
  const query = `from=${from}&to=${to}&granularity=${granularity}`;
  const data = await figures(query, storeId, slug, owner);
  const direct = await counted(storeId, from, to, granularity);
  expect(data.totals).toMatchObject({
    orders: direct.totals.orders,
    revenue_cents: direct.totals.revenue,
    page_views: direct.views.views,
    visitors: direct.views.visitors,
  });
  const previous = await counted(
    storeId,
    data.previous_period.from,
    data.previous_period.to,
    granularity,
  );
  expect(data.previous_totals).toMatchObject({
    orders: previous.totals.orders,
    revenue_cents: previous.totals.revenue,
    page_views: previous.views.views,
    visitors: previous.views.visitors,
  });
  const orderOf = new Map(direct.orderBuckets.map((b) => [b.start, b]));
  const viewOf = new Map(direct.viewBuckets.map((b) => [b.start, b]));
  expect(
    data.series.map((b) => ({
      start: b.start,
      orders: b.orders,
      revenue_cents: b.revenue_cents,
      page_views: b.page_views,
      visitors: b.visitors,
    })),
  ).toEqual(
    data.series.map((b) => ({
      start: b.start,
      orders: orderOf.get(b.start)?.orders ?? 0,
      revenue_cents: orderOf.get(b.start)?.revenue ?? 0,
      page_views: viewOf.get(b.start)?.views ?? 0,
      visitors: viewOf.get(b.start)?.visitors ?? 0,
    })),
  );
  // Every bucket with something in it is in the series.
  const starts = new Set(data.series.map((b) => b.start));
  for (const start of [...orderOf.keys(), ...viewOf.keys()]) expect(starts).toContain(start);
  expect(
    data.top_products.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      units: p.units,
      revenue: p.revenue_cents,
    })),
  ).toEqual(direct.products);
  expect(
    data.top_categories.map((c) => ({
      category_id: c.category_id,
      name: c.name,
      orders: c.orders,
      units: c.units,
      revenue: c.revenue_cents,
    })),
  ).toEqual(direct.categories);
  return data;
}

/** Orders, lines, refunds and page views spread over the 70 days up to today, by SQL. */
async function generate(storeId: number, tag: string) {
  const start = `${FIRST}T00:00:00Z`;
  await db().execute(sql`
    insert into orders (storefront_id, email, status, payment_status, subtotal, total,
                        total_without_discounts, gift_card_amount, payment_provider, created_at)
    select ${storeId}, ${tag} || g || '@insights.test',
           case when g % 13 = 0 then 5 else 3 end,
           case when g % 17 = 0 then 'failed' when g % 19 = 0 then 'pending'
                when g % 11 = 0 then 'partially_refunded' else 'paid' end,
           1000 + g * 37 % 5000, 1000 + g * 37 % 5000, 1000 + g * 37 % 5000,
           case when g % 7 = 0 then 250 else 0 end, 'test',
           ${start}::timestamptz + g * interval '1 day' * 70 / 420
    from generate_series(0, 419) g`);
  // One to three lines an order; consecutive products often share a category.
  await db().execute(sql`
    with ps as (
      select id, name, row_number() over (order by id) - 1 as i, count(*) over () as n
      from products where storefront_id = ${storeId}
    )
    insert into order_lines (storefront_id, order_id, product_id, name, quantity, unit_price, line_total)
    select o.storefront_id, o.id, ps.id, ps.name, 1 + (o.id + k) % 3, 700 + ps.i * 10,
           (1 + (o.id + k) % 3) * (700 + ps.i * 10)
    from orders o
    cross join lateral generate_series(0, o.id % 3) k
    join ps on ps.i = (o.id * 7 + k) % ps.n
    where o.storefront_id = ${storeId} and o.email like ${`${tag}%`}`);
  await db().execute(sql`
    insert into refunds (storefront_id, order_id, amount, status, idempotency_key)
    select storefront_id, id, 300, case when id % 2 = 0 then 'succeeded' else 'failed' end,
           ${tag} || id
    from orders where storefront_id = ${storeId} and email like ${`${tag}%`} and id % 5 = 0`);
  // 400 visitors coming back over days, weeks and months; more on some weekdays.
  await db().execute(sql`
    insert into page_views (storefront_id, path, visitor_id, created_at)
    select ${storeId}, '/p/' || k, 'visitor-' || ((d * 37 + k * 11) % 400),
           ${start}::timestamptz + d * interval '1 day' + (k * 997 % 86000) * interval '1 second'
    from generate_series(0, 69) d cross join generate_series(0, 20 + (d % 7) * 5) k`);
}

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  globexId = await storeIdOf(t.app, 'globex');
  acmeOwner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  globexOwner = await signedInWithRole(t, 'globex', 'owner');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
  await generate(acmeId, 'acme-gen');
  // Another store on the same days, with the same visitor ids: never counted for Acme.
  await generate(globexId, 'globex-gen');
}, 120_000);
afterAll(() => t.close());

const unread = async () => ({
  orderMarks: (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from ${orderInsightMarks}
          where storefront_id = ${acmeId} and day < ${today()}::date`,
    )
  )[0]!.n,
  viewMarks: (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from ${pageViewInsightMarks}
          where storefront_id = ${acmeId} and day < ${today()}::date`,
    )
  )[0]!.n,
});

describe('insights from per-day summaries', () => {
  it('equal a direct SQL count by day, week and month, today counted live', async () => {
    expect((await unread()).orderMarks).toBeGreaterThan(0);
    await expectExact(addDays(TODAY, -29), TODAY, 'day');
    // The first read summarised every marked day before today; today is not summarised.
    expect(await unread()).toEqual({ orderMarks: 0, viewMarks: 0 });
    const summarised = await rows<{ day: string }>(
      sql`select day::text from ${orderInsightDays} where storefront_id = ${acmeId} order by day`,
    );
    expect(summarised.at(-1)!.day < TODAY).toBe(true);
    expect(summarised.length).toBeGreaterThan(60);
    for (const granularity of ['day', 'week', 'month'] as const) {
      await expectExact(FIRST, TODAY, granularity);
      await expectExact(addDays(TODAY, -6), TODAY, granularity);
      await expectExact(addDays(FIRST, 3), addDays(TODAY, -1), granularity);
    }
    // A period reaching past today, and one wholly before the data.
    await expectExact(addDays(TODAY, -10), addDays(TODAY, 5), 'day');
    await expectExact(addDays(FIRST, -100), addDays(FIRST, -1), 'week');
  });

  it('counts a visitor who comes back on other days, weeks and months once', async () => {
    // A quiet stretch of 2024: A on 1, 9 January and 20 February; B on 1 January; C on 20 February.
    await db().execute(sql`
      insert into page_views (storefront_id, path, visitor_id, created_at) values
        (${acmeId}, '/', 'quiet-a', '2024-01-01T10:00:00Z'),
        (${acmeId}, '/', 'quiet-a', '2024-01-01T11:00:00Z'),
        (${acmeId}, '/', 'quiet-b', '2024-01-01T23:59:59Z'),
        (${acmeId}, '/', 'quiet-a', '2024-01-09T00:00:00Z'),
        (${acmeId}, '/', 'quiet-a', '2024-02-20T12:00:00Z'),
        (${acmeId}, '/', 'quiet-c', '2024-02-20T12:00:00Z')`);
    const months = await figures('from=2024-01-01&to=2024-02-29&granularity=month');
    expect(months.series.map((b) => [b.start, b.page_views, b.visitors])).toEqual([
      ['2024-01-01', 4, 2],
      ['2024-02-01', 2, 2],
    ]);
    expect(months.totals).toMatchObject({ page_views: 6, visitors: 3 });
    const weeks = await figures('from=2024-01-01&to=2024-01-14&granularity=week');
    expect(weeks.series.map((b) => b.visitors)).toEqual([2, 1]);
    expect(weeks.totals.visitors).toBe(2);
    await expectExact('2024-01-01', '2024-02-29', 'week');
  });

  it('stays exact past 8,192 visitors a day (several bitmap chunks)', async () => {
    // 9,000 visitors on 3 June 2023, 1,500 on the 4th of whom 1,000 came on the 3rd.
    await db().execute(sql`
      insert into page_views (storefront_id, path, visitor_id, created_at)
      select ${acmeId}::int, '/', 'many-' || g, '2023-06-03T08:00:00Z'::timestamptz + g * interval '1 second'
      from generate_series(0, 8999) g
      union all
      select ${acmeId}::int, '/', 'many-' || g, '2023-06-04T08:00:00Z'::timestamptz
      from generate_series(8000, 9499) g`);
    const data = await expectExact('2023-06-03', '2023-06-04', 'day');
    expect(data.series.map((b) => b.visitors)).toEqual([9000, 1500]);
    expect(data.totals.visitors).toBe(9500);
    const chunks = await rows<{ chunk: number }>(
      sql`select distinct chunk from ${visitorDayBits}
          where storefront_id = ${acmeId} and day = '2023-06-03' order by chunk`,
    );
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('updates a summarised day after a refund, a cancellation and an order edit', async () => {
    const owner = consoleCalls(t, acmeId, acmeOwner);
    const refunded = await placeOrder(t, acmeId, { tee, mug });
    const cancelled = await placeOrder(t, acmeId, { tee });
    const edited = await placeOrder(t, acmeId, { tee });
    const dayOf = (back: number) => `${addDays(TODAY, -back)}T15:00:00Z`;
    for (const [order, back] of [
      [refunded, 5],
      [cancelled, 3],
      [edited, 10],
    ] as const) {
      await db().execute(
        sql`update orders set created_at = ${dayOf(back)}::timestamptz where id = ${order.id}`,
      );
    }
    const from = addDays(TODAY, -13);
    const before = await expectExact(from, TODAY, 'day');
    expect(await unread()).toEqual({ orderMarks: 0, viewMarks: 0 });
    const dayFigures = (data: Insights, back: number) =>
      data.series.find((b) => b.start === addDays(TODAY, -back))!;

    expect((await owner.refund(refunded.id, { amount: 700 })).statusCode).toBe(201);
    expect((await owner.cancel(cancelled.id, { reason: 'Changed mind' })).statusCode).toBe(200);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, edited.id));
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/admin/orders/${edited.id}/edits`,
      headers: { ...hostOf('acme'), ...acmeOwner },
      payload: { line_id: line!.id, kind: 'lower_quantity', quantity: 1, reason: 'Asked' },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);
    expect((await unread()).orderMarks).toBeGreaterThan(0);

    const after = await expectExact(from, TODAY, 'day');
    expect(dayFigures(after, 5).revenue_cents).toBe(dayFigures(before, 5).revenue_cents - 700);
    expect(dayFigures(after, 3).orders).toBe(dayFigures(before, 3).orders - 1);
    expect(dayFigures(after, 10).revenue_cents).toBeLessThan(dayFigures(before, 10).revenue_cents);
    const tees = (data: Insights) => data.top_products.find((p) => p.product_id === tee.id)!;
    // Two tees cancelled and one taken off the edited order.
    expect(tees(after).units).toBe(tees(before).units - 3);
    await expectExact(from, TODAY, 'week');
  });

  it('counts today live and keeps it exact once the day has closed, late writes included', async () => {
    await placeOrder(t, acmeId, { tee, mug });
    await db().execute(sql`
      insert into page_views (storefront_id, path, visitor_id)
      values (${acmeId}, '/', 'visitor-1'), (${acmeId}, '/', 'today-only')`);
    const live = await expectExact(addDays(TODAY, -6), TODAY, 'week');
    try {
      // A day later: today is closed and summarised on the next read.
      t.app.clock.offsetMs = DAY_MS;
      const tomorrow = addDays(TODAY, 1);
      const closed = await expectExact(addDays(TODAY, -6), TODAY, 'week');
      expect(closed.totals).toEqual(live.totals);
      const summarisedToday = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${orderInsightDays}
            where storefront_id = ${acmeId} and day = ${TODAY}::date`,
      );
      expect(summarisedToday[0]!.n).toBe(1);
      // Written late into closed days: a page view and an order moved onto yesterday.
      await db().execute(sql`
        insert into page_views (storefront_id, path, visitor_id, created_at)
        values (${acmeId}, '/', 'late-visitor', ${`${TODAY}T12:00:00Z`}::timestamptz)`);
      const late = await placeOrder(t, acmeId, { tee });
      await db().execute(
        sql`update orders set created_at = ${`${addDays(TODAY, -1)}T09:00:00Z`}::timestamptz
            where id = ${late.id}`,
      );
      const after = await expectExact(addDays(TODAY, -6), tomorrow, 'day');
      expect(after.totals.orders).toBe(closed.totals.orders + 1);
      expect(after.totals.visitors).toBe(closed.totals.visitors + 1);
    } finally {
      t.app.clock.offsetMs = 0;
    }
  });

  it('moves a product’s figures when its categories change after its days were summarised', async () => {
    const from = addDays(TODAY, -40);
    await expectExact(from, TODAY, 'month');
    const [link] = await rows<{ category_id: number }>(
      sql`select category_id from product_category_links where product_id = ${tee.id} limit 1`,
    );
    const [other] = await rows<{ id: number }>(
      sql`select id from product_categories
          where storefront_id = ${acmeId}
            and id not in (select category_id from product_category_links where product_id = ${tee.id})
          order by id limit 1`,
    );
    // As the product editor saves: every link deleted, the new ones inserted.
    await db().execute(sql`delete from product_category_links where product_id = ${tee.id}`);
    await db().execute(sql`
      insert into product_category_links (product_id, category_id, storefront_id)
      values (${tee.id}, ${other!.id}, ${acmeId})`);
    const moved = await expectExact(from, TODAY, 'month');
    expect(moved.top_categories.map((c) => c.category_id)).toContain(other!.id);
    // Saved again with nothing changed: no summary is recomputed (its rows are the same rows).
    const versions = () =>
      rows<{ v: string }>(
        sql`select xmin::text as v from ${orderInsightCategories}
            where storefront_id = ${acmeId} order by day, category_id`,
      );
    const kept = await versions();
    await db().execute(sql`delete from product_category_links where product_id = ${tee.id}`);
    await db().execute(sql`
      insert into product_category_links (product_id, category_id, storefront_id)
      values (${tee.id}, ${other!.id}, ${acmeId})`);
    await expectExact(from, TODAY, 'day');
    expect(await versions()).toEqual(kept);
    // Back where it was, and a product deleted: its lines are ranked by the name they kept.
    await db().execute(sql`
      update product_category_links set category_id = ${link!.category_id}
      where product_id = ${tee.id}`);
    const [gone] = await rows<{ id: number }>(
      sql`select product_id as id from order_lines
          where storefront_id = ${acmeId} and product_id not in (${tee.id}, ${mug.id})
          group by product_id order by sum(line_total) desc limit 1`,
    );
    await db().execute(sql`delete from products where id = ${gone!.id}`);
    const deleted = await expectExact(FIRST, TODAY, 'week');
    expect(deleted.top_products.some((p) => p.product_id === null)).toBe(true);
  });

  it('never counts another store’s data, and numbers each store’s visitors apart', async () => {
    await expectExact(FIRST, TODAY, 'week', globexId, 'globex', globexOwner);
    await expectExact(FIRST, TODAY, 'week');
    const numbers = await rows<{ storefront_id: number; n: number; top: number }>(
      sql`select storefront_id, count(*)::int as n, max(number)::int as top
          from ${visitorNumbers} where storefront_id in (${acmeId}, ${globexId})
          group by storefront_id order by storefront_id`,
    );
    // Each store numbers its own visitors from 0, without gaps.
    for (const row of numbers) expect(row.top).toBe(row.n - 1);
    expect(numbers).toHaveLength(2);
  });

  it('the nightly job summarises every store’s marked days, so a read summarises nothing', async () => {
    await db().execute(sql`
      insert into page_views (storefront_id, path, visitor_id, created_at)
      values (${acmeId}, '/', 'job-visitor', ${`${addDays(TODAY, -2)}T12:00:00Z`}::timestamptz),
             (${globexId}, '/', 'job-visitor', ${`${addDays(TODAY, -2)}T12:00:00Z`}::timestamptz)`);
    const result = await rollUpInsights(db(), today(), rollUpOrderInsights);
    expect(result.viewDays).toBeGreaterThanOrEqual(2);
    const left = await rows<{ n: number }>(
      sql`select (select count(*) from ${pageViewInsightMarks} where day < ${today()}::date)
               + (select count(*) from ${orderInsightMarks} where day < ${today()}::date) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect(await rollUpInsights(db(), today(), rollUpOrderInsights)).toEqual({
      viewDays: 0,
      orderDays: 0,
    });
    await expectExact(addDays(TODAY, -3), TODAY, 'day');
  });

  it('answers reads at once with the same figures, each day summarised once', async () => {
    await db().execute(sql`
      insert into page_views (storefront_id, path, visitor_id, created_at)
      select ${acmeId}, '/', 'burst-' || g, ${`${addDays(TODAY, -4)}T10:00:00Z`}::timestamptz
      from generate_series(1, 50) g`);
    const query = `from=${addDays(TODAY, -20)}&to=${TODAY}&granularity=week`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => figures(query)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await expectExact(addDays(TODAY, -20), TODAY, 'week');
    const dupes = await rows<{ n: number }>(
      sql`select count(*)::int as n from (
            select visitor_id from ${visitorNumbers} where storefront_id = ${acmeId}
            group by visitor_id having count(*) > 1) d`,
    );
    expect(dupes[0]!.n).toBe(0);
  });
});

describe('the summarising job in the queue', () => {
  it('is scheduled at 00:05 UTC and, run at start, summarises every marked day', async () => {
    const q = await createTestApp({ config: { jobs: true } });
    try {
      const qdb = q.database.db;
      const schedules = (await qdb.execute(
        sql`select name, cron from pgboss.schedule where name = ${ROLL_UP_INSIGHTS}`,
      )) as unknown as { rows: unknown[] };
      expect(schedules.rows).toEqual([{ name: ROLL_UP_INSIGHTS, cron: '5 0 * * *' }]);
      const storeId = await storeIdOf(q.app, 'acme');
      await qdb.execute(sql`
        insert into page_views (storefront_id, path, visitor_id, created_at)
        values (${storeId}, '/', 'queued-visitor', ${`${addDays(TODAY, -3)}T12:00:00Z`}::timestamptz)`);
      await q.app.jobs.send(ROLL_UP_INSIGHTS, {});
      const marked = async () =>
        Number(
          (
            (await qdb.execute(
              sql`select (select count(*) from ${pageViewInsightMarks} where day < ${TODAY}::date)
                       + (select count(*) from ${orderInsightMarks} where day < ${TODAY}::date) as n`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        );
      for (let i = 0; i < 150 && (await marked()) > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await marked()).toBe(0);
      const summarised = (await qdb.execute(
        sql`select views from page_view_insight_days
            where storefront_id = ${storeId} and day = ${addDays(TODAY, -3)}::date`,
      )) as unknown as { rows: { views: number }[] };
      expect(summarised.rows[0]!.views).toBeGreaterThanOrEqual(1);
    } finally {
      await q.close();
    }
  }, 30_000);
});
