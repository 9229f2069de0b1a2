import { describe, expect, it } from 'vitest';
import { findHomePage, findPage, hasOwnMainHeading, pageMetaDescription } from './pages.ts';
import type { StorefrontPage } from './storefront.ts';

const page = (id: number, url: string): StorefrontPage => ({ id, url, title: url, sections: [] });

describe('findPage', () => {
  const pages = [page(1, 'about'), page(2, '/team/people/'), page(3, 'home')];

  it('matches whatever slashes the path or the url carry', () => {
    expect(findPage(pages, '/about')?.id).toBe(1);
    expect(findPage(pages, 'about/')?.id).toBe(1);
    expect(findPage(pages, 'team/people')?.id).toBe(2);
  });

  it('is case-sensitive, so one page has one address', () => {
    expect(findPage(pages, '/About')).toBeUndefined();
  });

  it('finds nothing for an unknown path or a path prefix', () => {
    expect(findPage(pages, '/no-such-page')).toBeUndefined();
    expect(findPage(pages, '/team')).toBeUndefined();
  });
});

describe('findHomePage', () => {
  it("prefers the page with url 'home'", () => {
    expect(findHomePage([page(1, ''), page(2, 'home')])?.id).toBe(2);
  });

  it('falls back to a page with an empty url', () => {
    expect(findHomePage([page(1, 'about'), page(2, '/')])?.id).toBe(2);
  });

  it('finds nothing when neither exists', () => {
    expect(findHomePage([page(1, 'about')])).toBeUndefined();
  });
});

describe('hasOwnMainHeading', () => {
  const withHtml = (html: unknown): StorefrontPage => ({
    ...page(1, 'about'),
    sections: [{ id: 's', component: 'TITLE', content: { html } }],
  });

  it('sees an h1 in any section', () => {
    expect(hasOwnMainHeading(withHtml('<h1>About us</h1>'))).toBe(true);
    expect(hasOwnMainHeading(withHtml('<H1 style="color:red">About</H1>'))).toBe(true);
  });

  it('ignores lower headings and sections without html', () => {
    expect(hasOwnMainHeading(withHtml('<h2>About</h2><header>x</header>'))).toBe(false);
    expect(hasOwnMainHeading(withHtml(undefined))).toBe(false);
  });
});

describe('pageMetaDescription', () => {
  const page = (html: string) =>
    ({
      id: 1,
      url: 'about',
      title: 'About',
      sections: [{ id: 's', component: 'HTML_CONTENT', content: { html } }],
    }) as unknown as StorefrontPage;

  it('reads the rich text as sentences, inline tags without gaps', () => {
    expect(
      pageMetaDescription(
        page(
          '<h1>Made for you</h1><p>Printed when you <strong>order it</strong>, never before</p>',
        ),
      ),
    ).toBe('Made for you. Printed when you order it, never before.');
  });

  it('is empty for a page without text', () => {
    expect(pageMetaDescription(page(''))).toBe('');
  });
});
