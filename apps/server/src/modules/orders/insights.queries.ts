import { OrderStatus, type InsightsGranularity } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  dropOrphanMarks,
  storesWithMarkedDays,
  takeMarkedDays,
  underSummarisingLock,
} from '../../db/day-marks.ts';
import { rowsOf, rowsWithoutJit } from '../../db/rows.ts';
import {
  orderInsightCategories,
  orderInsightDays,
  orderInsightLinks,
  orderInsightMarks,
  orderInsightProducts,
  orderLines,
  orders,
  productCategories,
  productCategoryLinks,
  refunds,
} from '../../db/schema/index.ts';

// The order aggregates of store insights (decisions 0027, 0030): each one SQL statement, nothing
// summed in memory. Closed UTC days (before `today`) are read from the per-day summaries, today
// and later from the orders themselves. Periods are half-open UTC ranges [from, until).

/** `today` is the first day not summarised (YYYY-MM-DD, UTC): everything before it is closed. */
export type OrderRange = { storefrontId: number; from: Date; until: Date; today: string };

/** Key of the advisory lock that serialises the summarising of one store's order days. */
const ROLLUP_LOCK = 1_730_017;

const dayOf = (iso: string) => iso.slice(0, 10);
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const dateOf = (day: string) => sql`${day}::date`;
/** Midnight UTC starting a `date` value, as a timestamptz. */
const midnight = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;
/** The UTC day of an order. */
const placedDay = sql`(${orders.createdAt} at time zone 'UTC')::date`;

/** Orders that count: paid (refunds included) and not cancelled. */
const counts = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')
  and ${orders.status} <> ${OrderStatus.Cancelled}`;

/** The days of [from, until) that are summarised, and the instants counted live. */
function partsOf({ from, until, today }: OrderRange) {
  const closedUntil = dayOf(until.toISOString()) < today ? dayOf(until.toISOString()) : today;
  const liveFrom = dayOf(from.toISOString()) < today ? new Date(`${today}T00:00:00Z`) : from;
  return { closedFrom: dayOf(from.toISOString()), closedUntil, liveFrom, liveUntil: until };
}

/**
 * The counted orders of the store placed in [from, until) with their day and revenue (what they
 * cost less succeeded refunds), as a query.
 */
const countedOrders = (storefrontId: number, from: SQL, until: SQL) => sql`
  select ${orders.id} as id, ${placedDay} as day,
         ${orders.total} + ${orders.giftCardAmount} - coalesce((
           select sum(${refunds.amount}) from ${refunds}
           where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded'
         ), 0) as revenue
  from ${orders}
  where ${orders.storefrontId} = ${storefrontId}
    and ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${until}
    and ${counts}`;

/**
 * The lines of counted orders (as `countedOrders` named `counted`), with their order's day: by
 * each order's index (`offset 0` keeps the planner from hashing every line of every store to
 * summarise one day).
 */
const countedLines = sql`
  select c.id, c.day, l.product_id, l.name, l.quantity, l.line_total
  from counted c
  cross join lateral (
    select ${orderLines.productId} as product_id, ${orderLines.name} as name,
           ${orderLines.quantity} as quantity, ${orderLines.lineTotal} as line_total
    from ${orderLines} where ${orderLines.orderId} = c.id
    offset 0
  ) l`;

/** A product's key: its id, or for lines of a deleted product, the name they kept. */
const productKey = (productId: SQL, name: SQL) =>
  sql`${productId}, case when ${productId} is null then ${name} end`;

// --- Summarising -------------------------------------------------------------------------------

/**
 * Brings the store's order summaries up to date for every day before `today`: takes the marks
 * the triggers left (orders, lines, refunds written since), adds the days of products whose
 * categories changed since they were summarised, and recomputes those days, all in one
 * transaction under the store's summarising lock. Answers the days recomputed.
 */
export async function rollUpOrderDays(db: Database, storefrontId: number, today: string) {
  return underSummarisingLock(db, ROLLUP_LOCK, storefrontId, async (tx) => {
    const marked = await takeMarkedDays(tx, orderInsightMarks, storefrontId, today);
    const recategorised = await takeCategoryChanges(tx, storefrontId, today);
    const days = [...new Set([...marked, ...recategorised.map((r) => r.day)])].sort();
    if (days.length > 0) await summariseDays(tx, storefrontId, days);
    // After many days at once (a history's first summary), fresh statistics for the reads that
    // follow (PGlite never analyzes by itself).
    if (days.length > 7) {
      await tx.execute(
        sql`analyze ${orderInsightDays}, ${orderInsightProducts}, ${orderInsightCategories}`,
      );
    }
    return days;
  });
}

/**
 * Makes the kept copy of the store's product–category links equal to the catalogue's, and answers
 * the summarised days (before `today`) of every product whose links were added or removed.
 */
function takeCategoryChanges(tx: Transaction, storefrontId: number, today: string) {
  const kept = orderInsightLinks;
  return rowsOf<{ day: string }>(
    tx,
    sql`
      with current_links as (
        select ${productCategoryLinks.productId} as product_id,
               ${productCategoryLinks.categoryId} as category_id
        from ${productCategoryLinks}
        where ${productCategoryLinks.storefrontId} = ${storefrontId}
      ), added as (
        insert into ${kept} (storefront_id, product_id, category_id)
        select ${storefrontId}, c.product_id, c.category_id from current_links c
        where not exists (
          select 1 from ${kept} k
          where k.storefront_id = ${storefrontId}
            and k.product_id = c.product_id and k.category_id = c.category_id)
        returning product_id
      ), removed as (
        delete from ${kept} k
        where k.storefront_id = ${storefrontId}
          and not exists (
            select 1 from current_links c
            where c.product_id = k.product_id and c.category_id = k.category_id)
        returning k.product_id
      )
      select distinct ${orderInsightProducts.day}::text as day
      from ${orderInsightProducts}
      where ${orderInsightProducts.storefrontId} = ${storefrontId}
        and ${orderInsightProducts.day} < ${dateOf(today)}
        and ${orderInsightProducts.productId} in (
          select product_id from added union select product_id from removed)`,
  );
}

/** Replaces the summaries of `days` with what the orders now say: one delete, one insert. */
async function summariseDays(tx: Transaction, storefrontId: number, days: string[]) {
  const dayList = sql`${`{${days.join(',')}}`}::date[]`;
  const ofDays = (table: typeof orderInsightDays | typeof orderInsightProducts) =>
    sql`${table.storefrontId} = ${storefrontId} and ${table.day} = any(${dayList})`;
  await tx.execute(sql`
    with d1 as (delete from ${orderInsightDays} where ${ofDays(orderInsightDays)}),
         d2 as (delete from ${orderInsightProducts} where ${ofDays(orderInsightProducts)})
    delete from ${orderInsightCategories}
    where ${orderInsightCategories.storefrontId} = ${storefrontId}
      and ${orderInsightCategories.day} = any(${dayList})`);
  await tx.execute(sql`
    with counted as (
      select c.* from unnest(${dayList}) as d(day)
      cross join lateral (
        ${countedOrders(storefrontId, midnight(sql`d.day`), midnight(sql`d.day + 1`))}
      ) c
    ), lines as (${countedLines}),
    per_day as (
      insert into ${orderInsightDays} (storefront_id, day, orders, revenue)
      select ${storefrontId}, day, count(*), sum(revenue) from counted group by day
    ), per_product as (
      insert into ${orderInsightProducts} (storefront_id, day, product_id, name, units, revenue)
      select ${storefrontId}, day, product_id, max(name), sum(quantity), sum(line_total)
      from lines
      group by day, ${productKey(sql`product_id`, sql`name`)}
    )
    insert into ${orderInsightCategories} (storefront_id, day, category_id, orders, units, revenue)
    select ${storefrontId}, l.day, k.category_id, count(distinct l.id), sum(l.quantity),
           sum(l.line_total)
    from lines l
    join ${productCategoryLinks} k on k.product_id = l.product_id
    group by l.day, k.category_id`);
}

/** The stores with order days to summarise before `today` (for the nightly job). */
export const storesWithMarkedOrderDays = (db: Database, today: string) =>
  storesWithMarkedDays(db, orderInsightMarks, today);

/** Marks left by stores deleted since. */
export const dropOrphanOrderMarks = (db: Database) => dropOrphanMarks(db, orderInsightMarks);

// --- Reading -----------------------------------------------------------------------------------

/** Orders and revenue by day of [from, until): summaries of closed days, today's orders live. */
function ordersPerDay(range: OrderRange) {
  const { closedFrom, closedUntil, liveFrom, liveUntil } = partsOf(range);
  const t = orderInsightDays;
  return sql`
    select ${t.day} as day, ${t.orders}::bigint as orders, ${t.revenue}::bigint as revenue
    from ${t}
    where ${t.storefrontId} = ${range.storefrontId}
      and ${t.day} >= ${dateOf(closedFrom)} and ${t.day} < ${dateOf(closedUntil)}
    union all
    select day, count(*), sum(revenue)
    from (${countedOrders(range.storefrontId, instant(liveFrom), instant(liveUntil))}) live
    group by day`;
}

export type OrderTotalsRow = {
  orders: number;
  revenue: number;
  previous_orders: number;
  previous_revenue: number;
};

/** Orders and revenue of [from, until) and of the period before it, [previousFrom, from). */
export async function sumOrders(db: Database, range: OrderRange, previousFrom: Date) {
  const from = dateOf(dayOf(range.from.toISOString()));
  const [row] = await rowsWithoutJit<OrderTotalsRow>(
    db,
    sql`
      with per_day as (${ordersPerDay({ ...range, from: previousFrom })})
      select coalesce(sum(orders) filter (where day >= ${from}), 0)::int as orders,
             coalesce(sum(revenue) filter (where day >= ${from}), 0)::float8 as revenue,
             coalesce(sum(orders) filter (where day < ${from}), 0)::int as previous_orders,
             coalesce(sum(revenue) filter (where day < ${from}), 0)::float8 as previous_revenue
      from per_day`,
  );
  return row!;
}

/** Every bucket from the one holding `from` to the one holding the last instant before `until`. */
const bucketSeries = (granularity: InsightsGranularity, from: Date, until: Date) => sql`
  select generate_series(
    date_trunc(${granularity}, ${instant(from)} at time zone 'UTC'),
    date_trunc(${granularity}, (${instant(until)} - interval '1 second') at time zone 'UTC'),
    ('1 ' || ${granularity})::interval
  ) as bucket`;

export type OrderBucketRow = { start: string; orders: number; revenue: number };

/** Orders and revenue per bucket, buckets without orders as zeros, oldest first. */
export function ordersPerBucket(db: Database, range: OrderRange, granularity: InsightsGranularity) {
  return rowsWithoutJit<OrderBucketRow>(
    db,
    sql`
      with per_bucket as (
        select date_trunc(${granularity}, day::timestamp) as bucket,
               sum(orders) as orders, sum(revenue) as revenue
        from (${ordersPerDay(range)}) per_day
        group by 1
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as start,
             coalesce(p.orders, 0)::int as orders,
             coalesce(p.revenue, 0)::float8 as revenue
      from (${bucketSeries(granularity, range.from, range.until)}) b
      left join per_bucket p on p.bucket = b.bucket
      order by b.bucket`,
  );
}

export type TopProductRow = {
  product_id: number | null;
  name: string;
  units: number;
  revenue: number;
};

/** The best-selling products by line revenue, then units; lines of deleted products by name. */
export function topProducts(db: Database, range: OrderRange, limit: number) {
  const { closedFrom, closedUntil, liveFrom, liveUntil } = partsOf(range);
  const t = orderInsightProducts;
  return rowsWithoutJit<TopProductRow>(
    db,
    sql`
      with counted as (
        ${countedOrders(range.storefrontId, instant(liveFrom), instant(liveUntil))}
      ), per_day as (
        select ${t.productId} as product_id, ${t.name} as name, ${t.units}::bigint as units,
               ${t.revenue}::bigint as revenue
        from ${t}
        where ${t.storefrontId} = ${range.storefrontId}
          and ${t.day} >= ${dateOf(closedFrom)} and ${t.day} < ${dateOf(closedUntil)}
        union all
        select product_id, name, quantity, line_total from (${countedLines}) live
      )
      select product_id, max(name) as name, sum(units)::int as units,
             sum(revenue)::float8 as revenue
      from per_day
      group by ${productKey(sql`product_id`, sql`name`)}
      order by revenue desc, units desc, max(name)
      limit ${limit}`,
  );
}

export type TopCategoryRow = {
  category_id: number;
  name: string;
  orders: number;
  units: number;
  revenue: number;
};

/** The best-selling categories: lines of their products (a product in two counts in both). */
export function topCategories(db: Database, range: OrderRange, limit: number) {
  const { closedFrom, closedUntil, liveFrom, liveUntil } = partsOf(range);
  const t = orderInsightCategories;
  return rowsWithoutJit<TopCategoryRow>(
    db,
    sql`
      with counted as (
        ${countedOrders(range.storefrontId, instant(liveFrom), instant(liveUntil))}
      ), per_day as (
        select ${t.categoryId} as category_id, ${t.orders}::bigint as orders,
               ${t.units}::bigint as units, ${t.revenue}::bigint as revenue
        from ${t}
        where ${t.storefrontId} = ${range.storefrontId}
          and ${t.day} >= ${dateOf(closedFrom)} and ${t.day} < ${dateOf(closedUntil)}
        union all
        select k.category_id, count(distinct l.id), sum(l.quantity), sum(l.line_total)
        from (${countedLines}) l
        join ${productCategoryLinks} k on k.product_id = l.product_id
        group by k.category_id
      )
      select c.id as category_id, c.name, sum(p.orders)::int as orders,
             sum(p.units)::int as units, sum(p.revenue)::float8 as revenue
      from per_day p join ${productCategories} c on c.id = p.category_id
      group by c.id, c.name
      order by revenue desc, units desc, c.name
      limit ${limit}`,
  );
}
