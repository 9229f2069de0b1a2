/** Dates and shares as the console's language writes them. */
const LOCALES: Record<string, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

export const localeOf = (lang: string) => LOCALES[lang] ?? 'en-US';

export function formatDate(iso: string | null, lang: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function formatShare(rate: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate);
}

/** Dollars as typed ("12.50", "12,50") → cents; null when empty, NaN when not a number. */
export function dollarsToCents(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!clean) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

export const centsToDollars = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2);
