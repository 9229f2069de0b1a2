import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, type DollarsInput } from './money-input.ts';

describe('dollarsToCents', () => {
  const cases = (input: DollarsInput, accepted: [string, number][], refused: string[]) => {
    for (const [text, cents] of accepted) expect(dollarsToCents(text, input), text).toBe(cents);
    for (const text of refused) expect(dollarsToCents(text, input), text).toBeNull();
  };

  it('reads plain dollars with up to two decimals by default (catalogue CSV, bulk edit, shop)', () => {
    cases(
      {},
      [
        ['12', 1200],
        [' 12.5 ', 1250],
        ['0.07', 7],
        ['19.99', 1999],
        ['007', 700],
        ['0', 0],
        ['123456789', 12_345_678_900],
      ],
      ['', ' ', '12,50', '5,00', '1,000', '1.005', '1.234', '12.', '.5', '-1', '+1', '$12'],
    );
    cases({}, [], ['1e3', 'ten', 'abc', '12 50', '0x10', 'Infinity', 'NaN', '１２']);
  });

  it('reads a decimal comma when asked (product editor, campaign budget)', () => {
    cases(
      { decimalComma: true },
      [
        ['12,50', 1250],
        [' 12,99 ', 1299],
        ['12.5', 1250],
        ['7', 700],
      ],
      // A comma never groups thousands here: "1,000" is refused rather than read as 1 or 1000.
      ['', '1.234', '1,234', '1,000', '1,000.00', '12,', '$12', '-5', 'abc'],
    );
  });

  it('reads a dollar sign and thousands in groups of three when asked (gift cards)', () => {
    cases(
      { currencySign: true, thousands: true },
      [
        ['25', 2500],
        ['25.5', 2550],
        ['$10.5', 1050],
        ['$25.00', 2500],
        ['1,000', 100_000],
        ['1,000.01', 100_001],
        ['$1,000,000', 100_000_000],
        ['12345678', 1_234_567_800],
      ],
      // "1,0" and "12,50" were once read as 10 and 1250 dollars: a misplaced comma is refused.
      [
        '',
        '$',
        '12.345',
        'ten',
        '1,0',
        '12,50',
        '1234,567',
        '1,0000',
        ',100',
        '1,000,',
        '25$',
        '$-5',
      ],
    );
  });

  it('reads every separator at once where all are allowed', () => {
    const all = { currencySign: true, thousands: true, decimalComma: true };
    cases(
      all,
      [
        ['$1,000,50', 100_050],
        ['1,000', 100_000],
        ['1,5', 150],
      ],
      ['1.000,50', '1,00,0'],
    );
  });

  it('refuses amounts too large to keep exact', () => {
    expect(dollarsToCents('9999999999999')).toBe(999_999_999_999_900);
    expect(dollarsToCents('10000000000000')).toBeNull();
    expect(dollarsToCents('99999999999999999999')).toBeNull();
  });

  it('writes back what it reads', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(dollarsToCents(centsToDollars(99_999_99))).toBe(99_999_99);
  });
});
