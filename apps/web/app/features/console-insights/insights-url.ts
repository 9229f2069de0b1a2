import {
  defaultGranularity,
  InsightsGranularity,
  InsightsQuery,
  lastDays,
  type InsightsPeriod,
} from '@storefront/contracts';

/** The period picker's presets, in days up to today (UTC). */
export const PRESETS = ['7', '30', '90', '365'] as const;
export type InsightsRange = (typeof PRESETS)[number] | 'custom';
export const DEFAULT_RANGE: InsightsRange = '30';

export type InsightsSelection = {
  range: InsightsRange;
  query: InsightsQuery;
  /** True when the URL asked for a period the API would refuse (the default was used instead). */
  invalid: boolean;
};

/**
 * What the dashboard's URL asks for: `?range=7|30|90|365` (the last days up to `today`) or
 * `?range=custom&from=&to=`, and `granularity=day|week|month` (else the period's default).
 */
export function selectionOf(params: URLSearchParams, today: Date): InsightsSelection {
  const asked = params.get('range') ?? DEFAULT_RANGE;
  const range: InsightsRange = (PRESETS as readonly string[]).includes(asked)
    ? (asked as InsightsRange)
    : asked === 'custom'
      ? 'custom'
      : DEFAULT_RANGE;
  const period: InsightsPeriod =
    range === 'custom'
      ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
      : lastDays(Number(range), today);
  const granularity = InsightsGranularity.safeParse(params.get('granularity'));
  const parsed = InsightsQuery.safeParse({
    ...period,
    granularity: granularity.success ? granularity.data : defaultGranularity(period),
  });
  if (parsed.success) return { range, query: parsed.data, invalid: false };
  const fallback = lastDays(Number(DEFAULT_RANGE), today);
  return {
    range: DEFAULT_RANGE,
    query: { ...fallback, granularity: defaultGranularity(fallback) },
    invalid: true,
  };
}

/** The API's query string for a period. */
export function insightsQueryString({ from, to, granularity }: InsightsQuery): string {
  return new URLSearchParams({ from, to, granularity }).toString();
}

/** The dashboard's own URL for a preset or a custom period. */
export function insightsUrl(range: InsightsRange, query?: Partial<InsightsQuery>): string {
  const params = new URLSearchParams({ range });
  if (range === 'custom' && query?.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query?.granularity) params.set('granularity', query.granularity);
  return `/admin/insights?${params}`;
}
