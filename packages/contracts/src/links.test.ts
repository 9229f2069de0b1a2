import { describe, expect, it } from 'vitest';
import { normalizeLink, tileHref, trimSlashes } from './links.ts';

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
