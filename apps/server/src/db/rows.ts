import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';

/** The database or a transaction on it: what a query may run on. */
export type Executor = Database | Transaction;

/**
 * The rows of a raw SQL statement (both drivers answer `{ rows }`; the shared type cannot say
 * so).
 */
export const rowsOf = async <T>(db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The rows of a read with JIT off: the statements of a dashboard do milliseconds of work, but
 * their estimates cross `jit_above_cost`, and PostgreSQL spent 60 ms compiling one before
 * running it (decision 30).
 */
export const rowsWithoutJit = <T>(db: Database, query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(tx, query);
  });
