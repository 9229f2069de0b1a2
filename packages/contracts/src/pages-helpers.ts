/**
 * Finding and describing store pages, without the schemas of pages.ts: shopper pages import these,
 * and a page that imports no schema ships no zod (`npm run weight` checks it). pages.ts re-exports
 * them.
 */
import { trimSlashes } from './links.ts';
import { descriptionText } from './product-detail.ts';
import type { StorefrontPage } from './storefront.ts';

/** The configured page a path shows (§2: pages are matched by url), or undefined. */
export function findPage(pages: StorefrontPage[], path: string): StorefrontPage | undefined {
  const wanted = trimSlashes(path);
  return pages.find((page) => trimSlashes(page.url) === wanted);
}

/** The page the home route shows: url 'home', else an empty url. */
export function findHomePage(pages: StorefrontPage[]): StorefrontPage | undefined {
  return findPage(pages, 'home') ?? findPage(pages, '');
}

/** True when the owner's rich text already gives the page its main heading (an h1). */
export function hasOwnMainHeading(page: StorefrontPage): boolean {
  return page.sections.some(
    (section) => typeof section.content.html === 'string' && /<h1[\s>]/i.test(section.content.html),
  );
}

/** First path segments the store's own screens answer: a page there could never be reached. */
export const RESERVED_PAGE_URLS = [
  'admin',
  'api',
  'assets',
  'media',
  'products',
  'categories',
  'cart',
  'checkout',
  'order-confirmation',
  'kit',
  'login',
  'logout',
  'register',
  'reset-password',
  'reset-password-success',
  'email-verification',
  'update-password',
  'private',
  'my-account',
  'contact',
  'privacy-policy',
  'terms-and-conditions',
  'under-construction',
  'not-found',
  'dev',
  'resources',
] as const;

/** The meta description of a page: the text of its rich-text sections, cut near 160 characters. */
export function pageMetaDescription(page: StorefrontPage): string {
  const html = page.sections
    .map((section) => section.content.html)
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    // Inline tags go without a gap ("<b>it</b>," stays "it,"); a heading or paragraph ends a sentence.
    .replace(/<\/?(a|b|strong|em|i|u|span|mark|small)\b[^>]*>/gi, '')
    .replace(/([^.!?:;\s>])\s*<\/(h[1-6]|p|li)>/gi, '$1.</$2>');
  return descriptionText(html);
}
