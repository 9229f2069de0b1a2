import { z } from 'zod';

// Store insights (issue #17, decision 0027): a store's visitors, orders and revenue over a period.

const DAY_MS = 86_400_000;
const Day = z.iso.date('Must be a date as YYYY-MM-DD.');

/** Longest period one request may ask for: two years (a leap day included). */
export const MAX_INSIGHTS_DAYS = 731;
/** How many products and categories the dashboard ranks. */
export const INSIGHTS_TOP = 10;

export const InsightsGranularity = z.enum(['day', 'week', 'month']);
export type InsightsGranularity = z.infer<typeof InsightsGranularity>;

/** A period of whole UTC days, both ends included. */
export type InsightsPeriod = { from: string; to: string };

/** Days in a period, both ends included (0 when it runs backwards). */
export function periodDays({ from, to }: InsightsPeriod): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

/** `day` moved by `days` (negative: back), as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: InsightsPeriod): InsightsPeriod {
  const length = periodDays(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The last `days` UTC days up to and including `today` (a Date, read in UTC). */
export function lastDays(days: number, today: Date): InsightsPeriod {
  const to = today.toISOString().slice(0, 10);
  return { from: addDays(to, 1 - days), to };
}

/** The granularity a period reads best in: days up to three months, weeks up to a year, months beyond. */
export function defaultGranularity(period: InsightsPeriod): InsightsGranularity {
  const days = periodDays(period);
  return days <= 92 ? 'day' : days <= 366 ? 'week' : 'month';
}

/** Change from `previous` to `current` as a fraction (0.25 = +25 %); null when there was nothing before. */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

export const InsightsQuery = z
  .object({ from: Day, to: Day, granularity: InsightsGranularity.default('day') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'Must not be before from.' })
  .refine((q) => periodDays(q) <= MAX_INSIGHTS_DAYS, {
    path: ['to'],
    message: `At most ${MAX_INSIGHTS_DAYS} days (two years) at once.`,
  })
  .refine((q) => q.from >= '2000-01-01' && q.to <= '2100-12-31', {
    path: ['from'],
    message: 'Must be between 2000 and 2100.',
  });
export type InsightsQuery = z.infer<typeof InsightsQuery>;

const Count = z.number().int().nonnegative();
/** Cents; revenue can dip below zero on a day whose orders were refunded more than once paid. */
const Cents = z.number().int();

/**
 * A period's figures. Revenue: what paid orders cost their shoppers (card or kit budget plus gift
 * cards) less the refunds that succeeded, cancelled orders left out; orders are counted on the UTC
 * day they were placed, and so are their refunds. Conversion: orders per unique visitor (null
 * without visitors).
 */
export const InsightsTotals = z.object({
  page_views: Count,
  visitors: Count,
  orders: Count,
  revenue_cents: Cents,
  average_order_cents: Cents,
  conversion: z.number().nonnegative().nullable(),
});
export type InsightsTotals = z.infer<typeof InsightsTotals>;

/** One bucket of the series: the UTC day, week (Monday) or month (the 1st) it starts on. */
export const InsightsBucket = InsightsTotals.omit({ average_order_cents: true }).extend({
  start: z.string(),
});
export type InsightsBucket = z.infer<typeof InsightsBucket>;

export const InsightsProduct = z.object({
  /** Null when the product has since been deleted (its lines keep the name). */
  product_id: z.number().int().nullable(),
  name: z.string(),
  units: Count,
  /** The lines' totals, before refunds. */
  revenue_cents: Cents,
});
export type InsightsProduct = z.infer<typeof InsightsProduct>;

export const InsightsCategory = z.object({
  category_id: z.number().int(),
  name: z.string(),
  orders: Count,
  units: Count,
  revenue_cents: Cents,
});
export type InsightsCategory = z.infer<typeof InsightsCategory>;

export const Insights = z.object({
  period: z.object({ from: z.string(), to: z.string(), granularity: InsightsGranularity }),
  previous_period: z.object({ from: z.string(), to: z.string() }),
  totals: InsightsTotals,
  previous_totals: InsightsTotals,
  series: z.array(InsightsBucket),
  top_products: z.array(InsightsProduct),
  top_categories: z.array(InsightsCategory),
});
export type Insights = z.infer<typeof Insights>;

export const InsightsResponse = z.object({ data: Insights });

/** Conversion of `orders` among `visitors` (null without visitors). */
export function conversionOf(orders: number, visitors: number): number | null {
  return visitors > 0 ? orders / visitors : null;
}

/** Average order in whole cents (0 without orders). */
export function averageOrderOf(revenueCents: number, orders: number): number {
  return orders > 0 ? Math.round(revenueCents / orders) : 0;
}
