import { and, count, countDistinct, eq, gte, lt, lte, sql } from 'drizzle-orm';
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
