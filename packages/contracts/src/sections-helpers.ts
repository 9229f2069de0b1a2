/**
 * Section helpers, without the schemas of sections.ts: shopper pages import these, and a page that
 * imports no schema ships no zod (`npm run weight` checks it). sections.ts re-exports them.
 */
import { normalizeLink, trimSlashes } from './links.ts';
import type { TileRedirect } from './sections.ts';

/** The banner a BANNER_IMAGE section shows when the owner chose no image (§2). */
export const DEFAULT_BANNER_IMAGE = '/assets/images/default-banner.png';

/** Where a redirect tile leads (§2): categories/{url}, the store page /{url}, or an external url. */
export function tileHref(redirect: TileRedirect): string {
  const path = trimSlashes(redirect.url);
  switch (redirect.type) {
    case 'category':
      return `/categories/${path}`;
    case 'page':
      return `/${path}`;
    case 'external':
      return normalizeLink(redirect.url);
  }
}
