import { describe, expect, it } from 'vitest';
import { paginatorPages } from './paginator.ts';

describe('paginatorPages', () => {
  it('centres 5 links on the current page', () => {
    expect(paginatorPages(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps 5 links at either end', () => {
    expect(paginatorPages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginatorPages(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginatorPages(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginatorPages(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(paginatorPages(2, 3)).toEqual([1, 2, 3]);
    expect(paginatorPages(1, 1)).toEqual([1]);
    expect(paginatorPages(1, 0)).toEqual([]);
  });

  it('treats a page beyond the last as the last', () => {
    expect(paginatorPages(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});
