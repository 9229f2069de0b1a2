import type { InsightsGranularity } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  dropOrphanMarks,
  storesWithMarkedDays,
  takeMarkedDays,
  underSummarisingLock,
} from '../../db/day-marks.ts';
import { rowsWithoutJit } from '../../db/rows.ts';
import {
  pageViewInsightDays,
  pageViewInsightMarks,
  pageViews,
  VISITOR_CHUNK_BITS,
  visitorDayBits,
  visitorNumbers,
} from '../../db/schema/index.ts';

// Store insights' page views and exact unique visitors (decisions 0027, 0030), one SQL statement
// each. Closed UTC days (before `today`) are read from per-day summaries: views as a count, the
// day's visitors as bitmaps of their numbers; today and later from the page views themselves.

/** `today` is the first day not summarised (YYYY-MM-DD, UTC): everything before it is closed. */
export type ViewRange = { storefrontId: number; from: Date; until: Date; today: string };

/** Key of the advisory lock that serialises the summarising of one store's page-view days. */
const ROLLUP_LOCK = 1_730_018;
const CHUNK = sql.raw(String(VISITOR_CHUNK_BITS));
/** Up to this many days are summarised looking each visitor's number up (see summariseDays). */
const LOOKUP_DAYS = 7;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const dateOf = (day: string) => sql`${day}::date`;
/** The UTC day of a page view. */
const viewedDay = sql`(${pageViews.createdAt} at time zone 'UTC')::date`;

/**
 * Bitmaps of numbered visitors: `numbered` answers distinct (g, number) rows; the result has one row per
 * group `g` and chunk, bit `number % 8192` set for each number of the chunk. Built as a string of
 * 0s and 1s (each number adds its gap of 0s and a 1), so it costs one step per visitor.
 */
const bitmapsOf = (numbered: SQL) => sql`
  select g, chunk,
         rpad(string_agg(repeat('0', pos - prev - 1) || '1', '' order by pos), ${CHUNK}, '0')::bit(${CHUNK}) as bits
  from (
    select g, chunk, pos, lag(pos, 1, -1) over (partition by g, chunk order by pos) as prev
    from (
      select g, number / ${CHUNK} as chunk, number % ${CHUNK} as pos from (${numbered}) n
    ) numbers
  ) gaps
  group by g, chunk`;

/** A visitor's number, by the primary key (a subquery: one index lookup per visitor). */
const numberOf = (storefrontId: number, visitorId: SQL) => sql`
  select ${visitorNumbers.number} from ${visitorNumbers}
  where ${visitorNumbers.storefrontId} = ${storefrontId} and ${visitorNumbers.visitorId} = ${visitorId}`;

// --- Summarising -------------------------------------------------------------------------------

/**
 * Brings the store's page-view summaries up to date for every day before `today`: takes the marks
 * the trigger left (page views written since) and recomputes those days in one transaction under
 * the store's summarising lock: visitors first seen on them get the next numbers, then each day's
 * views and visitor bitmaps are replaced. Answers the days recomputed.
 */
export async function rollUpViewDays(db: Database, storefrontId: number, today: string) {
  return underSummarisingLock(db, ROLLUP_LOCK, storefrontId, async (tx) => {
    const days = await takeMarkedDays(tx, pageViewInsightMarks, storefrontId, today);
    if (days.length > 0) await summariseDays(tx, storefrontId, days);
    // After a history's first summary the planner's statistics still describe the tables as they
    // were (PGlite never analyzes by itself): a day's lookups then scanned all 730,000 numbers
    // 4,000 times over (8 minutes instead of 0.1 s).
    if (days.length > LOOKUP_DAYS) {
      await tx.execute(sql`analyze ${visitorNumbers}, ${visitorDayBits}, ${pageViewInsightDays}`);
    }
    return days;
  });
}

async function summariseDays(tx: Transaction, storefrontId: number, days: string[]) {
  const dayList = sql`${`{${days.join(',')}}`}::date[]`;
  await tx.execute(sql`
    with gone as (
      delete from ${pageViewInsightDays}
      where ${pageViewInsightDays.storefrontId} = ${storefrontId}
        and ${pageViewInsightDays.day} = any(${dayList})
    )
    delete from ${visitorDayBits}
    where ${visitorDayBits.storefrontId} = ${storefrontId} and ${visitorDayBits.day} = any(${dayList})`);
  const n = visitorNumbers;
  const viewsOfDay = (columns: SQL, groupBy?: SQL) => sql`
    select d.day, v.* from unnest(${dayList}) as d(day)
    cross join lateral (
      select ${columns} from ${pageViews}
      where ${pageViews.storefrontId} = ${storefrontId}
        and ${pageViews.createdAt} >= (d.day::timestamp at time zone 'UTC')
        and ${pageViews.createdAt} < ((d.day + 1)::timestamp at time zone 'UTC')
      ${groupBy ? sql`group by ${groupBy}` : sql``}
    ) v`;
  // A few days (the usual case: yesterday) look their visitors' numbers up one by one, where a
  // join would hash every number of the store; a history (the first summary) joins them.
  const many = days.length > LOOKUP_DAYS;
  const unnumbered = many
    ? sql`where not exists (
        select 1 from ${n}
        where ${n.storefrontId} = ${storefrontId} and ${n.visitorId} = viewed.visitor_id)
      group by viewed.visitor_id`
    : sql`group by viewed.visitor_id
      having (${numberOf(storefrontId, sql`viewed.visitor_id`)}) is null`;
  const numbered = many
    ? sql`select s.day as g, ${n.number} as number
      from seen s join ${n} on ${n.storefrontId} = ${storefrontId} and ${n.visitorId} = s.visitor_id`
    : sql`select s.day as g, (${numberOf(storefrontId, sql`s.visitor_id`)}) as number from seen s`;
  // Visitors never seen before get the next numbers, in the order they came. (A statement of its
  // own: joined to the numbers it inserts, a planner without statistics loops over both.)
  await tx.execute(sql`
    insert into ${n} (storefront_id, visitor_id, number)
    select ${storefrontId}, newcomer.visitor_id,
           next_number.first + row_number() over (order by newcomer.first_seen, newcomer.visitor_id) - 1
    from (
      select viewed.visitor_id, min(viewed.created_at) as first_seen
      from (${viewsOfDay(sql`${pageViews.visitorId} as visitor_id, ${pageViews.createdAt} as created_at`)}) viewed
      ${unnumbered}
    ) newcomer
    cross join (
      select coalesce(max(${n.number}) + 1, 0) as first from ${n}
      where ${n.storefrontId} = ${storefrontId}
    ) next_number`);
  await tx.execute(sql`
    with seen as (
      ${viewsOfDay(sql`${pageViews.visitorId} as visitor_id, count(*) as views`, sql`${pageViews.visitorId}`)}
    ), per_day as (
      insert into ${pageViewInsightDays} (storefront_id, day, views)
      select ${storefrontId}, day, sum(views) from seen group by day
    )
    insert into ${visitorDayBits} (storefront_id, day, chunk, visitors)
    select ${storefrontId}, g, chunk, bits
    from (${bitmapsOf(numbered)}) b`);
}

/** The stores with page-view days to summarise before `today` (for the nightly job). */
export const storesWithMarkedViewDays = (db: Database, today: string) =>
  storesWithMarkedDays(db, pageViewInsightMarks, today);

/** Marks left by stores deleted since. */
export const dropOrphanViewMarks = (db: Database) => dropOrphanMarks(db, pageViewInsightMarks);

// --- Reading -----------------------------------------------------------------------------------

/**
 * Views and exact distinct visitors of [from, until) per key, where `keysOf` maps a day to the
 * keys it counts towards (its period and its bucket: one statement answers both). Closed days:
 * summed views, and the days' bitmaps OR'ed chunk by chunk, their set bits counted. Today: the
 * page views themselves, each visitor's number looked up once; a visitor with a number joins the
 * bitmaps (so one seen on a closed day too counts once), one without has never been seen on a
 * closed day and counts as new.
 */
function viewsPerKey({ storefrontId, from, until, today }: ViewRange, keysOf: (day: SQL) => SQL) {
  const closedFrom = dayOf(from);
  const closedUntil = dayOf(until) < today ? dayOf(until) : today;
  const liveFrom = closedFrom < today ? new Date(`${today}T00:00:00Z`) : from;
  const v = pageViewInsightDays;
  const b = visitorDayBits;
  const closed = (table: typeof v | typeof b) =>
    sql`${table.storefrontId} = ${storefrontId}
      and ${table.day} >= ${dateOf(closedFrom)} and ${table.day} < ${dateOf(closedUntil)}`;
  const keyed = (day: SQL) => sql`cross join lateral unnest(${keysOf(day)}) as k(g)`;
  return sql`
    with live as (
      select ${viewedDay} as day, ${pageViews.visitorId} as visitor_id, count(*) as views
      from ${pageViews}
      where ${pageViews.storefrontId} = ${storefrontId}
        and ${pageViews.createdAt} >= ${instant(liveFrom)} and ${pageViews.createdAt} < ${instant(until)}
      group by 1, 2
    ), live_numbered as (
      -- A lookup per visitor of the day: a join would hash the store's every number.
      select live.*, (${numberOf(storefrontId, sql`live.visitor_id`)}) as number from live
    ), live_keyed as (
      select k.g, n.* from live_numbered n ${keyed(sql`n.day`)} where k.g is not null
    ), bitmaps as (
      select k.g, ${b.chunk} as chunk, ${b.visitors} as bits
      from ${b} ${keyed(sql`${b.day}`)} where ${closed(b)} and k.g is not null
      union all
      select g, chunk, bits
      from (${bitmapsOf(sql`select distinct g, number from live_keyed where number is not null`)}) today
    ), per_chunk as (
      select g, bit_count(bit_or(bits)) as visitors from bitmaps group by g, chunk
    )
    select g, sum(views)::int as views, sum(visitors)::int as visitors
    from (
      select k.g, ${v.views}::bigint as views, 0::bigint as visitors
      from ${v} ${keyed(sql`${v.day}`)} where ${closed(v)} and k.g is not null
      union all
      select g, sum(views), count(distinct visitor_id) filter (where number is null)
      from live_keyed group by g
      union all
      select g, 0, visitors from per_chunk
    ) figures
    group by g`;
}

export type ViewTotalsRow = {
  views: number;
  visitors: number;
  previous_views: number;
  previous_visitors: number;
};
export type ViewBucketRow = { start: string; views: number; visitors: number };

/**
 * Views and distinct visitors of [from, until) and of the period before, [previousFrom, from),
 * and per UTC day, week or month of [from, until) (empty buckets as zeros, oldest first): one
 * statement, so today's visitors are looked up once.
 */
export async function sumViews(
  db: Database,
  range: ViewRange,
  previousFrom: Date,
  granularity: InsightsGranularity,
): Promise<{ totals: ViewTotalsRow; series: ViewBucketRow[] }> {
  const from = instant(range.from);
  const until = instant(range.until);
  const fromDay = dateOf(dayOf(range.from));
  // A day counts towards its period, and (in the current period) towards its bucket.
  const keysOf = (day: SQL) => sql`array[
    case when ${day} >= ${fromDay} then 'current' else 'previous' end,
    case when ${day} >= ${fromDay}
      then to_char(date_trunc(${granularity}, (${day})::timestamp), 'YYYY-MM-DD') end]`;
  const rows = await rowsWithoutJit<{ key: string; views: number; visitors: number }>(
    db,
    sql`
      with per_key as (${viewsPerKey({ ...range, from: previousFrom }, keysOf)}),
      buckets as (
        select to_char(generate_series(
          date_trunc(${granularity}, ${from} at time zone 'UTC'),
          date_trunc(${granularity}, (${until} - interval '1 second') at time zone 'UTC'),
          ('1 ' || ${granularity})::interval
        ), 'YYYY-MM-DD') as start
      )
      select p.g as key, p.views, p.visitors from per_key p where p.g in ('current', 'previous')
      union all
      select b.start, coalesce(p.views, 0)::int, coalesce(p.visitors, 0)::int
      from buckets b left join per_key p on p.g = b.start`,
  );
  const period = (key: string) => rows.find((r) => r.key === key) ?? { views: 0, visitors: 0 };
  return {
    totals: {
      views: period('current').views,
      visitors: period('current').visitors,
      previous_views: period('previous').views,
      previous_visitors: period('previous').visitors,
    },
    series: rows
      .filter((r) => r.key !== 'current' && r.key !== 'previous')
      .map((r) => ({ start: r.key, views: r.views, visitors: r.visitors }))
      .sort((a, b) => a.start.localeCompare(b.start)),
  };
}
