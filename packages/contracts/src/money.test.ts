import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats integer cents as US dollars by default', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
  });

  it('reads the currency code in any case', () => {
    expect(formatMoney(1800, 'usd')).toBe('$18.00');
    expect(formatMoney(1800, 'EUR')).toBe('€18.00');
  });

  it('follows the page language', () => {
    // Intl separates the amount and the symbol with a no-break space in German and French.
    expect(formatMoney(123_456, 'usd', 'de')).toBe('1.234,56\u00a0$');
    expect(formatMoney(1250, 'eur', 'fr')).toBe('12,50\u00a0€');
    expect(formatMoney(1250, 'usd', 'es')).toBe('$12.50');
  });

  it('shows negative amounts with a minus sign', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
  });
});
