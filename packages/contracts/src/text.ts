/** "acme corp" → "Acme Corp". */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Text that remains once HTML tags and entities for spaces are removed. */
export function textOfHtml(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#0*160;|&#x0*a0;/gi, ' ')
    .trim();
}

export function hasVisibleText(html: string | null | undefined): boolean {
  return textOfHtml(html).length > 0;
}
