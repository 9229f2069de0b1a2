import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

// §9: en-US MM/dd/yyyy, h:mm a; de-DE dd.MM.yyyy, HH:mm; fr-FR dd/MM/yyyy, HH:mm; other dd.MM.yyyy, HH:mm.
describe('formatDateTime', () => {
  const afternoon = '2026-03-05T14:07:00Z';

  it('formats English as MM/dd/yyyy, h:mm a', () => {
    expect(formatDateTime(afternoon, 'en')).toBe('03/05/2026, 2:07 PM');
    expect(formatDateTime('2026-11-28T09:05:00Z', 'en')).toBe('11/28/2026, 9:05 AM');
  });

  it('writes midnight and noon in English as 12 AM and 12 PM', () => {
    expect(formatDateTime('2026-01-02T00:05:00Z', 'en')).toBe('01/02/2026, 12:05 AM');
    expect(formatDateTime('2026-01-02T12:30:00Z', 'en')).toBe('01/02/2026, 12:30 PM');
  });

  it('formats German as dd.MM.yyyy, HH:mm', () => {
    expect(formatDateTime(afternoon, 'de')).toBe('05.03.2026, 14:07');
    expect(formatDateTime('2026-01-02T00:05:00Z', 'de')).toBe('02.01.2026, 00:05');
  });

  it('formats French as dd/MM/yyyy, HH:mm', () => {
    expect(formatDateTime(afternoon, 'fr')).toBe('05/03/2026, 14:07');
    expect(formatDateTime('2026-01-02T09:05:00Z', 'fr')).toBe('02/01/2026, 09:05');
  });

  it('formats any other language as dd.MM.yyyy, HH:mm', () => {
    expect(formatDateTime(afternoon, 'es')).toBe('05.03.2026, 14:07');
    expect(formatDateTime(afternoon, '')).toBe('05.03.2026, 14:07');
  });

  it('accepts a Date and shows UTC unless given a time zone', () => {
    const lateEvening = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(formatDateTime(lateEvening, 'de')).toBe('31.12.2026, 23:30');
    expect(formatDateTime(lateEvening, 'de', 'Europe/Berlin')).toBe('01.01.2027, 00:30');
    expect(formatDateTime(lateEvening, 'en', 'America/New_York')).toBe('12/31/2026, 6:30 PM');
  });
});
