const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The router's module preloads made low priority: on a slow phone connection the stylesheet and
 * the main picture then arrive before the scripts that hydrate the page, which would otherwise
 * share the bandwidth with them at high priority. Over the whole rendered document
 * (entry.server.tsx renders it before sending it).
 */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll(PRELOAD, LOW);
}
