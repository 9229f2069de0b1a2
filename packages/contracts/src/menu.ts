import { normalizeLink } from './links.ts';
import type { MenuEntry } from './storefront.ts';

/** How deep the store's navbar shows the menu: top bar, its dropdown, and one nested list. */
export const MENU_MAX_DEPTH = 3;

/** A custom menu link as the store follows it: a path in the store stays, others get §2 normalisation. */
export function normalizeMenuUrl(url: string): string {
  const link = url.trim();
  return link.startsWith('/') && !link.startsWith('//') ? link : normalizeLink(link);
}

/** Levels of a menu: 0 for none, 1 for a flat list. */
export function menuDepth(entries: MenuEntry[]): number {
  return entries.reduce((deepest, e) => Math.max(deepest, 1 + menuDepth(e.children)), 0);
}
