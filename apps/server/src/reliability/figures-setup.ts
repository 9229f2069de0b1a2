import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { figuresTable, readFigures } from './figures.ts';

/**
 * Where the checks write their figures: RELIABILITY_FIGURES (scripts/test.mjs sets it and prints
 * the table of both databases itself) or a file of this run's own, printed as a table at the end.
 */
export default function setup(project: TestProject) {
  const own = !process.env.RELIABILITY_FIGURES;
  const file =
    process.env.RELIABILITY_FIGURES ??
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-')), 'figures.jsonl');
  project.provide('reliabilityFigures', file);
  return () => {
    if (!own) return;
    const rows = readFigures(file);
    if (rows.length) console.log(`\nReliability figures\n${figuresTable(rows)}\n`);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}
