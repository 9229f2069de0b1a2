import type { InsightsGranularity } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import {
  dropOrphanOrderMarks,
  ordersPerBucket,
  rollUpOrderDays,
  storesWithMarkedOrderDays,
  sumOrders,
  topCategories,
  topProducts,
  type OrderRange,
} from './insights.queries.ts';

export type { OrderRange } from './insights.queries.ts';

export type OrderInsightsRequest = OrderRange & {
  /** Start of the period before, of the same length: it ends where `from` begins. */
  previousFrom: Date;
  granularity: InsightsGranularity;
  top: number;
};

/**
 * What the orders module tells store insights (decisions 0027, 0030): the store's marked days
 * before `today` are summarised first, then each figure is one SQL statement over the per-day
 * summaries and today's orders.
 */
export async function orderInsights(db: Database, request: OrderInsightsRequest) {
  const { previousFrom, granularity, top, ...range } = request;
  await rollUpOrderDays(db, range.storefrontId, range.today);
  const [totals, series, products, categories] = await Promise.all([
    sumOrders(db, range, previousFrom),
    ordersPerBucket(db, range, granularity),
    topProducts(db, range, top),
    topCategories(db, range, top),
  ]);
  return {
    totals: { orders: totals.orders, revenue_cents: totals.revenue },
    previous_totals: { orders: totals.previous_orders, revenue_cents: totals.previous_revenue },
    series: series.map((b) => ({ start: b.start, orders: b.orders, revenue_cents: b.revenue })),
    top_products: products.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      units: p.units,
      revenue_cents: p.revenue,
    })),
    top_categories: categories.map((c) => ({
      category_id: c.category_id,
      name: c.name,
      orders: c.orders,
      units: c.units,
      revenue_cents: c.revenue,
    })),
  };
}

export type OrderInsights = Awaited<ReturnType<typeof orderInsights>>;
export type OrderInsightsReader = (
  db: Database,
  request: OrderInsightsRequest,
) => Promise<OrderInsights>;

/**
 * Summarises every store's marked order days before `today` (the nightly job), one store per
 * transaction. Answers how many days were summarised.
 */
export async function rollUpOrderInsights(db: Database, today: string): Promise<number> {
  await dropOrphanOrderMarks(db);
  let days = 0;
  for (const storefrontId of await storesWithMarkedOrderDays(db, today)) {
    days += (await rollUpOrderDays(db, storefrontId, today)).length;
  }
  return days;
}
export type OrderInsightsRollUp = typeof rollUpOrderInsights;
