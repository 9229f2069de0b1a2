import { describe, expect, it } from 'vitest';
import { preparedStatement, type Database } from './client.ts';

describe('preparedStatement', () => {
  it('builds each shape once per database under a name of its own, and beyond 256 shapes unnamed', () => {
    const built: { name: string; shape: string }[] = [];
    const statement = preparedStatement('demo', (_db, name, shape: string) => {
      built.push({ name, shape });
      return { name, shape };
    });
    const one = {} as Database;
    const other = {} as Database;
    expect(statement(one, 'a')).toBe(statement(one, 'a'));
    expect(statement(one, 'b').name).not.toBe(statement(one, 'a').name);
    expect(statement(other, 'a')).not.toBe(statement(one, 'a'));
    expect(built).toHaveLength(3);
    for (let i = 0; i < 300; i++) statement(one, `shape ${i}`);
    // Full: a new shape is built for the one request, unnamed, and not kept.
    expect(statement(one, 'new').name).toBe('');
    expect(statement(one, 'new')).not.toBe(statement(one, 'new'));
    // Kept shapes stay prepared.
    expect(statement(one, 'a').name).toBe(built[0]!.name);
    // Names stay short (PostgreSQL cuts them at 63 bytes) and unique.
    const names = built.filter((b) => b.name).map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.length).toBeLessThan(63);
  });
});
