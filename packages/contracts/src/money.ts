/** One formatter per language and currency: making an `Intl.NumberFormat` costs far more than
 * using one (a page of cards formats dozens of prices). */
const formatters = new Map<string, Intl.NumberFormat>();

/** Integer cents → "$12.50" in the page's language. */
export function formatMoney(cents: number, currency = 'usd', lang = 'en'): string {
  const locale = lang === 'de' ? 'de-DE' : lang === 'fr' ? 'fr-FR' : 'en-US';
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
