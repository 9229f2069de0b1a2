import fs from 'node:fs';
import { inject } from 'vitest';

/** One check's outcome as the README's reliability table shows it. */
export type Figures = { attempts: number; bad: number; lost: number };
export type FigureRow = Figures & { suite: string; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityFigures: string;
  }
}

export const databaseName = () =>
  inject('testTemplates').kind === 'pglite' ? 'PGlite' : 'PostgreSQL';

/**
 * Appends a check's figures as one JSON line to the run's figures file (one line per write, so
 * workers in parallel never interleave); the global setup prints them as a table at the end.
 */
export function recordFigures(suite: string, figures: Figures) {
  const row: FigureRow = { suite, database: databaseName(), ...figures };
  fs.appendFileSync(inject('reliabilityFigures'), `${JSON.stringify(row)}\n`);
}

export function readFigures(file: string): FigureRow[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FigureRow);
}

/** The table: suite, database, attempts, bad outcomes, lost. */
export function figuresTable(rows: FigureRow[]): string {
  const header = ['suite', 'database', 'attempts', 'bad outcomes', 'lost'];
  const cells = rows.map((r) => [r.suite, r.database, r.attempts, r.bad, r.lost].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}
