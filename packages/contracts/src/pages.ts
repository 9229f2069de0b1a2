import { trimSlashes } from './links.ts';
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
