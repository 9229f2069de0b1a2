import { OrderStatus, type InsightsGranularity } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  orderLines,
  orders,
  productCategories,
  productCategoryLinks,
  refunds,
} from '../../db/schema/index.ts';

// The order aggregates of store insights (decision 0027): each one SQL statement, nothing summed
// in memory. Periods are half-open UTC ranges [from, until).

export type OrderRange = { storefrontId: number; from: Date; until: Date };

const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Orders that count: paid (refunds included), not cancelled, placed in [from, until). */
const counted = ({ storefrontId, from, until }: OrderRange) => sql`
  ${orders.storefrontId} = ${storefrontId}
  and ${orders.createdAt} >= ${from.toISOString()}::timestamptz
  and ${orders.createdAt} < ${until.toISOString()}::timestamptz
  and ${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')
  and ${orders.status} <> ${OrderStatus.Cancelled}`;

/** Succeeded refunds per order of the store (few rows: joined by hash to the counted orders). */
const refundsPerOrder = (storefrontId: number) => sql`
  select ${refunds.orderId} as order_id, sum(${refunds.amount}) as refunded
  from ${refunds}
  where ${refunds.storefrontId} = ${storefrontId} and ${refunds.status} = 'succeeded'
  group by ${refunds.orderId}`;

/** An order's revenue: what it cost (card or kit budget, and gift cards) less its refunds. */
const revenue = sql`sum(${orders.total} + ${orders.giftCardAmount} - coalesce(r.refunded, 0))`;

export type OrderTotalsRow = {
  orders: number;
  revenue: number;
  previous_orders: number;
  previous_revenue: number;
};

/** Orders and revenue of [from, until) and of the period before it, [previousFrom, from). */
export async function sumOrders(db: Database, range: OrderRange, previousFrom: Date) {
  const [row] = await rowsOf<OrderTotalsRow>(
    db,
    sql`
      with counted as (
        select ${orders.createdAt} >= ${range.from.toISOString()}::timestamptz as current,
               ${orders.total} + ${orders.giftCardAmount} - coalesce(r.refunded, 0) as revenue
        from ${orders}
        left join (${refundsPerOrder(range.storefrontId)}) r on r.order_id = ${orders.id}
        where ${counted({ ...range, from: previousFrom })}
      )
      select count(*) filter (where current)::int as orders,
             coalesce(sum(revenue) filter (where current), 0)::float8 as revenue,
             count(*) filter (where not current)::int as previous_orders,
             coalesce(sum(revenue) filter (where not current), 0)::float8 as previous_revenue
      from counted`,
  );
  return row!;
}

/** `created_at` read as a UTC wall-clock time, truncated to its bucket. */
const bucketOf = (granularity: InsightsGranularity) =>
  sql`date_trunc(${granularity}, ${orders.createdAt} at time zone 'UTC')`;

/** Every bucket from the one holding `from` to the one holding the last instant before `until`. */
const bucketSeries = (granularity: InsightsGranularity, from: Date, until: Date) => sql`
  select generate_series(
    date_trunc(${granularity}, ${from.toISOString()}::timestamptz at time zone 'UTC'),
    date_trunc(${granularity}, (${until.toISOString()}::timestamptz - interval '1 second') at time zone 'UTC'),
    ('1 ' || ${granularity})::interval
  ) as bucket`;

export type OrderBucketRow = { start: string; orders: number; revenue: number };

/** Orders and revenue per bucket, buckets without orders as zeros, oldest first. */
export function ordersPerBucket(db: Database, range: OrderRange, granularity: InsightsGranularity) {
  return rowsOf<OrderBucketRow>(
    db,
    sql`
      with per_bucket as (
        select ${bucketOf(granularity)} as bucket, count(*) as orders, ${revenue} as revenue
        from ${orders}
        left join (${refundsPerOrder(range.storefrontId)}) r on r.order_id = ${orders.id}
        where ${counted(range)}
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
  return rowsOf<TopProductRow>(
    db,
    sql`
      select ${orderLines.productId} as product_id, max(${orderLines.name}) as name,
             sum(${orderLines.quantity})::int as units,
             sum(${orderLines.lineTotal})::float8 as revenue
      from ${orders}
      join ${orderLines} on ${orderLines.orderId} = ${orders.id}
      where ${counted(range)}
      group by ${orderLines.productId},
               case when ${orderLines.productId} is null then ${orderLines.name} end
      order by revenue desc, units desc, max(${orderLines.name})
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
  return rowsOf<TopCategoryRow>(
    db,
    sql`
      select ${productCategories.id} as category_id, ${productCategories.name} as name,
             count(distinct ${orders.id})::int as orders,
             sum(${orderLines.quantity})::int as units,
             sum(${orderLines.lineTotal})::float8 as revenue
      from ${orders}
      join ${orderLines} on ${orderLines.orderId} = ${orders.id}
      join ${productCategoryLinks} on ${productCategoryLinks.productId} = ${orderLines.productId}
      join ${productCategories} on ${productCategories.id} = ${productCategoryLinks.categoryId}
      where ${counted(range)}
      group by ${productCategories.id}, ${productCategories.name}
      order by revenue desc, units desc, ${productCategories.name}
      limit ${limit}`,
  );
}
