/**
 * What the statement micro-benches share (`pglite-statements.ts`, `list-counts.ts`,
 * `search-copy-indexes.ts`): the seeded 10,000-product snapshot that `pglite-statements.ts`
 * writes and `list-counts.ts` reads too (MICRO_SNAPSHOT), how many calls to time (MICRO_ROUNDS,
 * default 300), the timing itself and how figures are printed.
 */
import os from 'node:os';
import path from 'node:path';

export const MICRO_SNAPSHOT =
  process.env.MICRO_SNAPSHOT ?? path.join(os.tmpdir(), 'pglite-statements-10k.tar');
const ROUNDS = Number(process.env.MICRO_ROUNDS ?? 300);

/** CPU ms per call of `run`, the median of five blocks of MICRO_ROUNDS / 5 calls. */
export async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const per = Math.max(1, Math.round(ROUNDS / 5));
  const blocks: number[] = [];
  for (let b = 0; b < 5; b++) {
    const before = process.cpuUsage();
    for (let i = 0; i < per; i++) await run();
    const used = process.cpuUsage(before);
    blocks.push((used.user + used.system) / 1000 / per);
  }
  blocks.sort((a, b) => a - b);
  return blocks[2]!;
}

/** Prints the load average first, since figures from a busy machine are read differently. */
export function printTable(rows: Record<string, unknown>[]): void {
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`load average: ${load.join(' ')}`);
  console.table(rows);
}
