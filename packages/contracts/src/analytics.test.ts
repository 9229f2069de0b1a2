import { describe, expect, it } from 'vitest';
import { PageViewBody, PageViewSummaryQuery, referrerWithoutQuery, utcDays } from './analytics.ts';

describe('utcDays', () => {
  it('lists every day of the range, both ends included, across a month end', () => {
    expect(utcDays('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('is empty when the range runs backwards', () => {
    expect(utcDays('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('PageViewSummaryQuery', () => {
  it('takes a range of at most a year', () => {
    expect(PageViewSummaryQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(
      true,
    );
    expect(PageViewSummaryQuery.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(
      false,
    );
  });

  it('refuses a backwards range and dates in other formats', () => {
    expect(PageViewSummaryQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
    expect(PageViewSummaryQuery.safeParse({ from: '03/01/2026', to: '2026-03-01' }).success).toBe(
      false,
    );
  });
});

describe('PageViewBody', () => {
  const view = { path: '/products', referrer: null, visitor_id: 'c0ffee00-1234' };

  it('takes a path from the site root of at most 2000 characters', () => {
    expect(PageViewBody.safeParse(view).success).toBe(true);
    expect(PageViewBody.safeParse({ ...view, path: 'products' }).success).toBe(false);
    expect(PageViewBody.safeParse({ ...view, path: `/${'a'.repeat(2000)}` }).success).toBe(false);
  });

  it('refuses a visitor id that is not a plain random id', () => {
    expect(PageViewBody.safeParse({ ...view, visitor_id: '<script>' }).success).toBe(false);
  });
});

describe('referrerWithoutQuery', () => {
  it('keeps origin and path, drops query and fragment', () => {
    expect(referrerWithoutQuery('https://example.com/a/b?token=secret#x')).toBe(
      'https://example.com/a/b',
    );
  });

  it('gives null for anything that is not a web address', () => {
    expect(referrerWithoutQuery('')).toBeNull();
    expect(referrerWithoutQuery('javascript:alert(1)')).toBeNull();
  });
});
