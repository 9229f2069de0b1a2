import { readableTextColor, type Storefront } from '@storefront/contracts';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

/**
 * The store's favicon; without one, its initial on its primary colour as an inline SVG, so
 * browsers never ask for a /favicon.ico the store does not have.
 */
export function storeFavicon(store: Storefront): string {
  const { favicon, primaryColor } = store.settings;
  if (favicon) return favicon;
  const initial = escapeXml((store.name.trim()[0] ?? '•').toUpperCase());
  const fill = escapeXml(primaryColor);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${fill}"/>` +
    `<text x="16" y="22.5" font-family="system-ui,sans-serif" font-size="19" font-weight="700" ` +
    `text-anchor="middle" fill="${readableTextColor(primaryColor)}">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
