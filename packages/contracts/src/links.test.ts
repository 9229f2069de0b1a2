import { describe, expect, it } from 'vitest';
import { isExternalLink, normalizeLink, socialIconName, trimSlashes } from './links.ts';
import { tileHref } from './sections.ts';

describe('normalizeLink', () => {
  it('turns empty links into #', () => {
    expect(normalizeLink('')).toBe('#');
    expect(normalizeLink('  ')).toBe('#');
    expect(normalizeLink(null)).toBe('#');
  });

  it('gives protocol-relative and scheme-less links https', () => {
    expect(normalizeLink('//cdn.example.com/a')).toBe('https://cdn.example.com/a');
    expect(normalizeLink('example.com/shop')).toBe('https://example.com/shop');
  });

  it('keeps links that have a scheme', () => {
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink('mailto:a@b.test')).toBe('mailto:a@b.test');
  });

  it('normalises the links of §2 exactly', () => {
    expect(normalizeLink('//x.com')).toBe('https://x.com');
    expect(normalizeLink('x.com')).toBe('https://x.com');
    expect(normalizeLink(' facebook.com/acme ')).toBe('https://facebook.com/acme');
    expect(normalizeLink('www.linkedin.com/company/acme')).toBe(
      'https://www.linkedin.com/company/acme',
    );
    expect(normalizeLink('HTTPS://instagram.com/acme')).toBe('HTTPS://instagram.com/acme');
    expect(normalizeLink('tel:+15550100')).toBe('tel:+15550100');
    expect(normalizeLink(undefined)).toBe('#');
  });
});

describe('isExternalLink', () => {
  it.each(['https://x.com', 'http://x.com/a', 'HTTPS://X.COM', '//x.com'])(
    'opens %s in a new tab',
    (url) => {
      expect(isExternalLink(url)).toBe(true);
    },
  );

  it.each(['/about', 'about', '/categories/hoodies', '#', '', 'mailto:a@b.test'])(
    'keeps %j in the same tab',
    (url) => {
      expect(isExternalLink(url)).toBe(false);
    },
  );
});

describe('socialIconName', () => {
  it('is the lowercase network name', () => {
    expect(socialIconName('LinkedIn')).toBe('linkedin');
    expect(socialIconName(' Facebook ')).toBe('facebook');
    expect(socialIconName('instagram')).toBe('instagram');
  });
});

describe('trimSlashes', () => {
  it('strips leading and trailing slashes only', () => {
    expect(trimSlashes('/about/')).toBe('about');
    expect(trimSlashes('//team/people//')).toBe('team/people');
    expect(trimSlashes('about')).toBe('about');
    expect(trimSlashes('/')).toBe('');
  });
});

describe('tileHref', () => {
  it('sends category tiles to the category page', () => {
    expect(tileHref({ type: 'category', url: 'hoodies' })).toBe('/categories/hoodies');
    expect(tileHref({ type: 'category', url: '/hoodies/' })).toBe('/categories/hoodies');
  });

  it('sends page tiles to the store page', () => {
    expect(tileHref({ type: 'page', url: 'about' })).toBe('/about');
    expect(tileHref({ type: 'page', url: '/about' })).toBe('/about');
  });

  it('adds https:// to external urls that lack a scheme', () => {
    expect(tileHref({ type: 'external', url: 'example.com/brand' })).toBe(
      'https://example.com/brand',
    );
    expect(tileHref({ type: 'external', url: 'http://example.com' })).toBe('http://example.com');
  });
});
