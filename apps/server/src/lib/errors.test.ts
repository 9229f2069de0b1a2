import { describe, expect, it } from 'vitest';
import { isLostRace, isUniqueViolation } from './errors.ts';

/** An error as the driver throws it, wrapped the way Drizzle wraps a failed query. */
const wrapped = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error('refused'), { code }) });

describe('PostgreSQL refusals', () => {
  it('are found however deep the driver wrapped them', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: wrapped('23505') }))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
  });

  it('a removed reference, a deadlock and a serialisation failure are lost races', () => {
    for (const code of ['23503', '40P01', '40001']) expect(isLostRace(wrapped(code))).toBe(true);
    for (const code of ['23505', '22P02', 'ECONNRESET'])
      expect(isLostRace(wrapped(code))).toBe(false);
    expect(isLostRace(new Error('no code'))).toBe(false);
    expect(isLostRace(undefined)).toBe(false);
  });
});
