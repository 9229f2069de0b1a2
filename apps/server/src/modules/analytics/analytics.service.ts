import {
  referrerWithoutQuery,
  TOP_PATHS_PER_DAY,
  utcDays,
  type PageViewBody,
  type PageViewDay,
  type PageViewSummaryQuery,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { countViewsPerDay, insertPageView, topPathsPerDay } from './analytics.queries.ts';

/** Keeps one page view: the path without its query, the referrer without its query. */
export async function recordPageView(db: Database, storefrontId: number, view: PageViewBody) {
  await insertPageView(db, {
    storefrontId,
    path: view.path.split(/[?#]/)[0]!,
    visitorId: view.visitor_id,
    referrer: view.referrer ? referrerWithoutQuery(view.referrer) : null,
  });
}

/** Every UTC day of the range, days without views included, with its most viewed paths. */
export async function summarisePageViews(
  db: Database,
  storefrontId: number,
  { from, to }: PageViewSummaryQuery,
): Promise<PageViewDay[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const until = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const [totals, paths] = await Promise.all([
    countViewsPerDay(db, storefrontId, start, until),
    topPathsPerDay(db, storefrontId, start, until, TOP_PATHS_PER_DAY),
  ]);
  const totalOf = new Map(totals.map((t) => [t.day, t]));
  return utcDays(from, to).map((day) => ({
    day,
    views: totalOf.get(day)?.views ?? 0,
    visitors: totalOf.get(day)?.visitors ?? 0,
    top_paths: paths
      .filter((p) => p.day === day)
      .map(({ path, views }) => ({ path, views: Number(views) })),
  }));
}
