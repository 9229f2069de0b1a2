import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storefrontId } from './columns.ts';

// Per-day summaries of store insights' page views and exact unique visitors (the analytics
// module; decision 0030). A closed UTC day is read from these rows unless marked; today is live.

/** Visitor numbers per bitmap chunk: a chunk of a day is a `bit(8192)`, 1 KB. */
export const VISITOR_CHUNK_BITS = 8192;

const visitorBits = customType<{ data: string; driverData: string }>({
  dataType: () => `bit(${VISITOR_CHUNK_BITS})`,
});

/**
 * Days whose page-view summary may be out of date: every insert, update or delete of
 * `page_views` adds its day here (a trigger of the migration); the next read or the nightly job
 * recomputes the marked days before today and takes their marks. Append-only, no foreign key
 * (as `order_insight_marks`).
 */
export const pageViewInsightMarks = pgTable(
  'page_view_insight_marks',
  {
    storefrontId: integer('storefront_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('page_view_insight_marks_store_day').on(t.storefrontId, t.day)],
);

/** Page views of a closed day. */
export const pageViewInsightDays = pgTable(
  'page_view_insight_days',
  {
    storefrontId: storefrontId(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontId, t.day] })],
);

/**
 * Each visitor of a store numbered 0, 1, 2… in the order first seen, when a day they visited is
 * summarised. Numbers never change, so a visitor is the same bit on every day.
 */
export const visitorNumbers = pgTable(
  'visitor_numbers',
  {
    storefrontId: storefrontId(),
    visitorId: text('visitor_id').notNull(),
    number: integer('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontId, t.visitorId] }),
    uniqueIndex('visitor_numbers_number').on(t.storefrontId, t.number),
  ],
);

/**
 * The visitors of a closed day as bitmaps: bit `number % 8192` of chunk `number / 8192` is set
 * when visitor `number` came that day. The distinct visitors of any set of days are the set bits
 * of the days' bitmaps OR'ed chunk by chunk: exact, never added up from daily counts.
 */
export const visitorDayBits = pgTable(
  'visitor_day_bits',
  {
    storefrontId: storefrontId(),
    day: date('day', { mode: 'string' }).notNull(),
    chunk: integer('chunk').notNull(),
    visitors: visitorBits('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontId, t.day, t.chunk] })],
);
