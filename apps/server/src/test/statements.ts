import type { Database } from '../db/client.ts';

/**
 * Records the statements asked of the database (pg-boss's own left out) until `stop()`: for the
 * tests that prove how many round trips a read takes.
 */
export function recordStatements(db: Database): { statements: string[]; stop(): void } {
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    if (!/pgboss/.test(text)) statements.push(text);
    return original.apply(this, args);
  };
  return {
    statements,
    stop: () => {
      client.query = original;
    },
  };
}
