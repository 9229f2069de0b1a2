import { describe, expect, it } from 'vitest';
import { insightsQueryString, insightsUrl, selectionOf } from './insights-url.ts';

const today = new Date('2026-03-15T18:00:00Z');
const select = (query: string) => selectionOf(new URLSearchParams(query), today);

describe('selectionOf', () => {
  it('reads a preset as the last days up to today, today included', () => {
    expect(select('range=7')).toEqual({
      range: '7',
      query: { from: '2026-03-09', to: '2026-03-15', granularity: 'day' },
      invalid: false,
    });
    expect(select('range=365').query).toEqual({
      from: '2025-03-16',
      to: '2026-03-15',
      granularity: 'week',
    });
  });

  it('defaults to the last 30 days by day', () => {
    expect(select('')).toEqual({
      range: '30',
      query: { from: '2026-02-14', to: '2026-03-15', granularity: 'day' },
      invalid: false,
    });
    expect(select('range=12').range).toBe('30');
  });

  it('takes a custom period and a chosen granularity', () => {
    expect(select('range=custom&from=2025-01-01&to=2025-12-31&granularity=month')).toEqual({
      range: 'custom',
      query: { from: '2025-01-01', to: '2025-12-31', granularity: 'month' },
      invalid: false,
    });
    expect(select('range=custom&from=2023-01-02&to=2025-01-01').query.granularity).toBe('month');
  });

  it('falls back to the default, saying so, for a period the API would refuse', () => {
    for (const query of [
      'range=custom&from=2025-03-10&to=2025-03-01',
      'range=custom&from=2020-01-01&to=2025-01-01',
      'range=custom&from=march',
      'range=custom',
    ]) {
      expect(select(query), query).toMatchObject({ range: '30', invalid: true });
    }
  });
});

describe('insights URLs', () => {
  it('builds the API query and the page URL', () => {
    expect(insightsQueryString({ from: '2026-01-01', to: '2026-01-31', granularity: 'week' })).toBe(
      'from=2026-01-01&to=2026-01-31&granularity=week',
    );
    expect(insightsUrl('90')).toBe('/admin/insights?range=90');
    expect(
      insightsUrl('custom', { from: '2026-01-01', to: '2026-01-31', granularity: 'day' }),
    ).toBe('/admin/insights?range=custom&from=2026-01-01&to=2026-01-31&granularity=day');
  });
});
