import { PAGINATOR_LINKS } from './constants.ts';

/**
 * The page numbers a paginator links to (§9: 5 links): a window around the current page, shifted
 * to stay inside 1…last so it always holds `links` pages when there are that many.
 */
export function paginatorPages(current: number, last: number, links = PAGINATOR_LINKS): number[] {
  const count = Math.max(0, Math.min(links, last));
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, Math.min(page - Math.floor(links / 2), last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
