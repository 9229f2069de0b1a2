import {
  averageOrderOf,
  conversionOf,
  INSIGHTS_TOP,
  previousPeriod,
  type Insights,
  type InsightsQuery,
  type InsightsTotals,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { spreadsheetSafe } from '../../lib/csv-records.ts';
import type { OrderInsightsReader, OrderInsightsRollUp } from '../orders/index.ts';
import {
  dropOrphanViewMarks,
  rollUpViewDays,
  storesWithMarkedViewDays,
  sumViews,
} from './insights.queries.ts';

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

function totalsOf(
  views: { page_views: number; visitors: number },
  orders: { orders: number; revenue_cents: number },
): InsightsTotals {
  return {
    ...views,
    ...orders,
    average_order_cents: averageOrderOf(orders.revenue_cents, orders.orders),
    conversion: conversionOf(orders.orders, views.visitors),
  };
}

/** The UTC day of `now`, YYYY-MM-DD: days before it are closed and read from summaries. */
export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A store's insights for whole UTC days `from`–`to` (both included) and the period of the same
 * length before: page views from analytics, orders through the orders module's public face. Each
 * side first summarises the store's days before `today` that changed since (decision 0030), then
 * reads summaries for closed days and raw rows for today.
 */
export async function getInsights(
  db: Database,
  storefrontId: number,
  { from, to, granularity }: InsightsQuery,
  readOrders: OrderInsightsReader,
  now: Date,
): Promise<Insights> {
  const previous = previousPeriod({ from, to });
  const range = {
    storefrontId,
    from: startOf(from),
    until: new Date(startOf(to).getTime() + DAY_MS),
    today: utcDayOf(now),
  };
  const previousFrom = startOf(previous.from);
  const readViews = async () => {
    await rollUpViewDays(db, storefrontId, range.today);
    return sumViews(db, range, previousFrom, granularity);
  };
  const [{ totals: views, series: viewSeries }, orders] = await Promise.all([
    readViews(),
    readOrders(db, { ...range, previousFrom, granularity, top: INSIGHTS_TOP }),
  ]);
  const ordersOf = new Map(orders.series.map((b) => [b.start, b]));
  return {
    period: { from, to, granularity },
    previous_period: previous,
    totals: totalsOf({ page_views: views.views, visitors: views.visitors }, orders.totals),
    previous_totals: totalsOf(
      { page_views: views.previous_views, visitors: views.previous_visitors },
      orders.previous_totals,
    ),
    series: viewSeries.map((bucket) => {
      const placed = ordersOf.get(bucket.start) ?? { orders: 0, revenue_cents: 0 };
      return {
        start: bucket.start,
        page_views: bucket.views,
        visitors: bucket.visitors,
        orders: placed.orders,
        revenue_cents: placed.revenue_cents,
        conversion: conversionOf(placed.orders, bucket.visitors),
      };
    }),
    top_products: orders.top_products,
    top_categories: orders.top_categories,
  };
}

/** Columns of the insights CSV: one row per figure group, cells that do not apply left empty. */
export const INSIGHTS_CSV_COLUMNS = [
  'section',
  'start',
  'end',
  'id',
  'name',
  'page_views',
  'visitors',
  'orders',
  'units',
  'revenue_cents',
  'average_order_cents',
  'conversion',
] as const;

type CsvRow = Partial<Record<(typeof INSIGHTS_CSV_COLUMNS)[number], string | number | null>>;

/** The same figures as the JSON, as one CSV (sections: totals, previous_totals, series, top_*). */
export function insightsCsv(insights: Insights): string {
  const totalsRow = (
    section: string,
    period: { from: string; to: string },
    t: InsightsTotals,
  ): CsvRow => ({ section, start: period.from, end: period.to, ...t });
  const rows: CsvRow[] = [
    totalsRow('totals', insights.period, insights.totals),
    totalsRow('previous_totals', insights.previous_period, insights.previous_totals),
    ...insights.series.map((b) => ({ section: 'series', ...b })),
    ...insights.top_products.map((p) => ({
      section: 'top_products',
      id: p.product_id,
      name: p.name,
      units: p.units,
      revenue_cents: p.revenue_cents,
    })),
    ...insights.top_categories.map((c) => ({
      section: 'top_categories',
      id: c.category_id,
      name: c.name,
      orders: c.orders,
      units: c.units,
      revenue_cents: c.revenue_cents,
    })),
  ];
  // Product and category names are the owner's text: a leading = + - @ must not run as a formula.
  return stringify(rows, {
    header: true,
    columns: [...INSIGHTS_CSV_COLUMNS],
    cast: { string: spreadsheetSafe },
  });
}

/**
 * The nightly job's work: summarises every store's marked page-view and order days before `today`
 * (yesterday's, and any older day written since), so the day's first read finds them ready.
 * Answers how many store-days each side summarised.
 */
export async function rollUpInsights(
  db: Database,
  today: string,
  rollUpOrders: OrderInsightsRollUp,
): Promise<{ viewDays: number; orderDays: number }> {
  await dropOrphanViewMarks(db);
  let viewDays = 0;
  for (const storefrontId of await storesWithMarkedViewDays(db, today)) {
    viewDays += (await rollUpViewDays(db, storefrontId, today)).length;
  }
  return { viewDays, orderDays: await rollUpOrders(db, today) };
}
