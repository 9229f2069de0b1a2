/** Integer cents → "$12.50" in the page's language. */
export function formatMoney(cents: number, currency = 'usd', lang = 'en'): string {
  const locale = lang === 'de' ? 'de-DE' : lang === 'fr' ? 'fr-FR' : 'en-US';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
