import { describe, expect, it } from 'vitest';
import {
  addDays,
  averageOrderOf,
  conversionOf,
  defaultGranularity,
  InsightsQuery,
  lastDays,
  periodDays,
  previousPeriod,
  relativeChange,
} from './insights.ts';

describe('period arithmetic', () => {
  it('counts days with both ends included, across month ends and leap days', () => {
    expect(periodDays({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
    expect(periodDays({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
    expect(periodDays({ from: '2026-01-02', to: '2026-01-01' })).toBe(0);
    expect(periodDays({ from: 'nope', to: '2026-01-01' })).toBe(0);
  });

  it('moves days across years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('gives the period before of the same length, ending the day before', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-10' })).toEqual({
      from: '2025-02-19',
      to: '2025-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(previousPeriod({ from: '2026-05-05', to: '2026-05-05' })).toEqual({
      from: '2026-05-04',
      to: '2026-05-04',
    });
  });

  it('takes the last days up to today in UTC, whatever the hour', () => {
    expect(lastDays(7, new Date('2026-03-15T23:59:59Z'))).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(lastDays(1, new Date('2026-03-15T00:00:00Z'))).toEqual({
      from: '2026-03-15',
      to: '2026-03-15',
    });
  });

  it('picks days, weeks or months by the length of the period', () => {
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-03-31' })).toBe('day');
    expect(defaultGranularity({ from: '2025-03-16', to: '2026-03-15' })).toBe('week');
    expect(defaultGranularity({ from: '2024-01-01', to: '2025-12-31' })).toBe('month');
  });
});

describe('figures', () => {
  it('computes change, conversion and the average order without dividing by zero', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(0, 0)).toBe(0);
    expect(relativeChange(5, 0)).toBeNull();
    expect(conversionOf(3, 12)).toBe(0.25);
    expect(conversionOf(3, 0)).toBeNull();
    expect(averageOrderOf(1001, 2)).toBe(501);
    expect(averageOrderOf(500, 0)).toBe(0);
  });
});

describe('InsightsQuery', () => {
  it('takes up to two years and defaults to days', () => {
    expect(InsightsQuery.parse({ from: '2024-01-01', to: '2025-12-31' })).toEqual({
      from: '2024-01-01',
      to: '2025-12-31',
      granularity: 'day',
    });
    expect(InsightsQuery.safeParse({ from: '2024-01-01', to: '2026-01-01' }).success).toBe(false);
  });

  it('refuses a backwards period, a bad granularity and impossible dates', () => {
    for (const q of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-02', granularity: 'year' },
      { from: '2026-02-30', to: '2026-03-02' },
      { from: '1990-01-01', to: '1990-01-02' },
    ]) {
      expect(InsightsQuery.safeParse(q).success, JSON.stringify(q)).toBe(false);
    }
  });
});
