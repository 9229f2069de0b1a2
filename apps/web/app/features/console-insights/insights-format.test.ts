import { describe, expect, it } from 'vitest';
import {
  formatBucket,
  formatChange,
  formatDay,
  formatMoneyShort,
  formatPercent,
} from './insights-format.ts';

describe('insights formatting', () => {
  it('formats money, percentages and changes per language', () => {
    expect(formatMoneyShort(123_456, 'en')).toBe('$1,235');
    expect(formatMoneyShort(123_456, 'de')).toMatch(/^1\.235\s\$$/);
    expect(formatPercent(0.025, 'en')).toBe('2.5%');
    expect(formatPercent(0.025, 'fr')).toMatch(/^2,5\s%$/);
    expect(formatPercent(null, 'en')).toBe('–');
    expect(formatChange(0.125, 'en')).toBe('+12.5%');
    expect(formatChange(-0.5, 'en')).toBe('-50%');
    expect(formatChange(null, 'en')).toBeNull();
  });

  it('labels buckets by day or month, in UTC', () => {
    expect(formatBucket('2025-03-02', 'day', 'en')).toBe('Mar 2');
    expect(formatBucket('2025-03-01', 'month', 'en')).toBe('Mar 2025');
    expect(formatBucket('2025-03-02', 'week', 'de')).toBe('2. März');
    expect(formatDay('2025-03-02', 'en')).toBe('Mar 2, 2025');
  });
});
