import { describe, expect, it } from 'vitest';
import { pageUrl, queryString, withSortSplit } from './list-url.ts';

describe('the people lists’ URLs', () => {
  it('keeps only the fields that are set', () => {
    expect(queryString({ q: 'ann', page: 2, status: undefined, order: '' })).toBe('q=ann&page=2');
    expect(pageUrl('/admin/customers', {})).toBe('/admin/customers');
    expect(pageUrl('/admin/inbox', { status: 'open' })).toBe('/admin/inbox?status=open');
  });

  it('splits the sort select into field and order', () => {
    expect(withSortSplit(new URLSearchParams('sort=spend:desc&q=x'))).toEqual({
      sort: 'spend',
      order: 'desc',
      q: 'x',
    });
    expect(withSortSplit(new URLSearchParams('sort=name'))).toEqual({ sort: 'name' });
  });
});
