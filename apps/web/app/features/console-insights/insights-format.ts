import { formatMoney, type InsightsGranularity } from '@storefront/contracts';

const localeOf = (lang: string) => (lang === 'de' ? 'de-DE' : lang === 'fr' ? 'fr-FR' : 'en-US');

/** Whole dollars for chart axes and labels: "$1,234" / "1.234 $" / "1 234 $US". */
export function formatMoneyShort(cents: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(Math.round(cents / 100));
}

export const formatCents = (cents: number, lang: string) => formatMoney(cents, 'usd', lang);

export function formatCount(n: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang)).format(n);
}

/** A fraction as a percentage with up to `digits` decimals ("2.5%", "2,5 %"); "–" for null. */
export function formatPercent(fraction: number | null, lang: string, digits = 1): string {
  if (fraction === null) return '–';
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'percent',
    maximumFractionDigits: digits,
  }).format(fraction);
}

/** A change as a signed percentage ("+12.5%", "−3%"); null when there was nothing before. */
export function formatChange(change: number | null, lang: string): string | null {
  if (change === null) return null;
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
}

/** A bucket's start (YYYY-MM-DD, UTC) as its label: "Mar 2", "Mar 2" (week of), "Mar 2025". */
export function formatBucket(start: string, granularity: InsightsGranularity, lang: string) {
  const date = new Date(`${start}T00:00:00Z`);
  return new Intl.DateTimeFormat(
    localeOf(lang),
    granularity === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  ).format(date);
}

/** A UTC day in full, for the period's heading: "March 2, 2025", "2. März 2025". */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
