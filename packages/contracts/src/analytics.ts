import { z } from 'zod';
import { requestText } from './request.ts';

/** A page view the store's pages send with `navigator.sendBeacon` on every navigation end. */
export const PageViewBody = z.object({
  path: requestText().max(2000).startsWith('/', 'Must start with /.'),
  referrer: requestText().max(2000).nullable().default(null),
  /** Random per browser (local storage), so visitors are counted without knowing who they are. */
  visitor_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Must be 8 to 64 letters, digits or dashes.'),
});
export type PageViewBody = z.infer<typeof PageViewBody>;

const Day = z.iso.date('Must be a date as YYYY-MM-DD.');

/** Longest summary one request may ask for. */
export const MAX_SUMMARY_DAYS = 366;

export const PageViewSummaryQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'Must not be before from.' })
  .refine((q) => utcDays(q.from, q.to).length <= MAX_SUMMARY_DAYS, {
    path: ['to'],
    message: `At most ${MAX_SUMMARY_DAYS} days at once.`,
  });
export type PageViewSummaryQuery = z.infer<typeof PageViewSummaryQuery>;

export const PageViewDay = z.object({
  day: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
  top_paths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type PageViewDay = z.infer<typeof PageViewDay>;

export const PageViewSummaryResponse = z.object({ data: z.array(PageViewDay) });

/** How many paths each day of the summary lists. */
export const TOP_PATHS_PER_DAY = 5;

/** Every UTC day from `from` to `to` inclusive, as YYYY-MM-DD ([] when `to` is before `from`). */
export function utcDays(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
    if (days.length > MAX_SUMMARY_DAYS) break;
  }
  return days;
}

/**
 * A referrer as it is kept: origin and path only. Query strings and fragments often carry
 * tokens (reset links, gifting links) and search terms, which analytics has no need of.
 */
export function referrerWithoutQuery(referrer: string): string | null {
  const match = /^(https?:\/\/[^/?#\s]+)([^?#\s]*)/i.exec(referrer.trim());
  return match ? `${match[1]}${match[2]}` : null;
}
