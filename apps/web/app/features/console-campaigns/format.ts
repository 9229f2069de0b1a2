import { centsToDollars, dollarsToCents } from '@storefront/contracts';

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

/** The budget as typed ("12.50", "12,50") → cents; null when blank (none), NaN when not dollars. */
export const budgetCents = (text: string) =>
  text.trim() ? (dollarsToCents(text, { decimalComma: true }) ?? Number.NaN) : null;

/** The budget's cents as the field shows them; blank for none. */
export const budgetText = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));
