import type { InsightsGranularity } from '@storefront/contracts';
import { and, count, countDistinct, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export type NewPageView = typeof pageViews.$inferInsert;

export async function insertPageView(db: Database, view: NewPageView) {
  await db.insert(pageViews).values(view);
}

/** The UTC day of a view, as YYYY-MM-DD. */
const utcDay = sql<string>`to_char(${pageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

const inRange = (storefrontId: number, from: Date, until: Date) =>
  and(
    eq(pageViews.storefrontId, storefrontId),
    gte(pageViews.createdAt, from),
    lt(pageViews.createdAt, until),
  );

/** Views and distinct visitors per UTC day in [from, until). */
export function countViewsPerDay(db: Database, storefrontId: number, from: Date, until: Date) {
  return db
    .select({
      day: utcDay.as('day'),
      views: count(),
      visitors: countDistinct(pageViews.visitorId),
    })
    .from(pageViews)
    .where(inRange(storefrontId, from, until))
    .groupBy(utcDay);
}

/** The `limit` most viewed paths of each UTC day in [from, until), most viewed first. */
export async function topPathsPerDay(
  db: Database,
  storefrontId: number,
  from: Date,
  until: Date,
  limit: number,
) {
  const ranked = db
    .select({
      day: utcDay.as('day'),
      path: pageViews.path,
      views: count().as('views'),
      rank: sql<number>`row_number() over (partition by ${utcDay} order by count(*) desc, ${pageViews.path})`.as(
        'rank',
      ),
    })
    .from(pageViews)
    .where(inRange(storefrontId, from, until))
    .groupBy(utcDay, pageViews.path)
    .as('ranked');
  return db
    .select({ day: ranked.day, path: ranked.path, views: ranked.views })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(ranked.day, ranked.rank);
}

// Store insights (decision 0027): page views and unique visitors, one SQL statement each.

const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type ViewRange = { storefrontId: number; from: Date; until: Date };

export type ViewTotalsRow = {
  views: number;
  visitors: number;
  previous_views: number;
  previous_visitors: number;
};

/** Views and distinct visitors of [from, until) and of the period before, [previousFrom, from). */
export async function sumViews(db: Database, range: ViewRange, previousFrom: Date) {
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const [row] = await rowsOf<ViewTotalsRow>(
    db,
    sql`
      select count(*) filter (where ${pageViews.createdAt} >= ${from})::int as views,
             count(distinct ${pageViews.visitorId}) filter (where ${pageViews.createdAt} >= ${from})::int as visitors,
             count(*) filter (where ${pageViews.createdAt} < ${from})::int as previous_views,
             count(distinct ${pageViews.visitorId}) filter (where ${pageViews.createdAt} < ${from})::int as previous_visitors
      from ${pageViews}
      where ${pageViews.storefrontId} = ${range.storefrontId}
        and ${pageViews.createdAt} >= ${previousFrom.toISOString()}::timestamptz
        and ${pageViews.createdAt} < ${range.until.toISOString()}::timestamptz`,
  );
  return row!;
}

export type ViewBucketRow = { start: string; views: number; visitors: number };

/** Views and distinct visitors per UTC day, week or month, empty buckets as zeros, oldest first. */
export function viewsPerBucket(db: Database, range: ViewRange, granularity: InsightsGranularity) {
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const until = sql`${range.until.toISOString()}::timestamptz`;
  return rowsOf<ViewBucketRow>(
    db,
    sql`
      with per_bucket as (
        select date_trunc(${granularity}, ${pageViews.createdAt} at time zone 'UTC') as bucket,
               count(*) as views, count(distinct ${pageViews.visitorId}) as visitors
        from ${pageViews}
        where ${pageViews.storefrontId} = ${range.storefrontId}
          and ${pageViews.createdAt} >= ${from} and ${pageViews.createdAt} < ${until}
        group by 1
      ), buckets as (
        select generate_series(
          date_trunc(${granularity}, ${from} at time zone 'UTC'),
          date_trunc(${granularity}, (${until} - interval '1 second') at time zone 'UTC'),
          ('1 ' || ${granularity})::interval
        ) as bucket
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as start,
             coalesce(p.views, 0)::int as views, coalesce(p.visitors, 0)::int as visitors
      from buckets b left join per_bucket p on p.bucket = b.bucket
      order by b.bucket`,
  );
}
