#!/usr/bin/env node
// Runs every test of the project and ends with one line: `N passed, N failed[, N skipped]`.
//   unit  vitest projects `contracts` and `web`
//   api   vitest project `server` on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
//   reliability  vitest project `reliability` (attacks, kills under load) on PGlite, and on
//         PostgreSQL when TEST_DATABASE_URL is set; its figures are printed as a table
//   e2e   Playwright (desktop and phone) against a fresh production build of its own
// That build is made first, when api or e2e run: the api suite's tests of real pages use it too.
// Reliability runs alongside unit and api (it mostly waits on servers it kills and restarts), its
// output shown once they are done; e2e runs alone last, so its timings are not disturbed.
// `npm test -- --only=unit,api` runs some of them. Counts come from each runner's JSON report;
// a runner that fails without reporting a failed test counts as one failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { stripVTControlCharacters } from 'node:util';

/* global console */

const root = path.resolve(import.meta.dirname, '..');
const GROUPS = ['unit', 'api', 'reliability', 'e2e'];
const MAX_LISTED_FAILURES = 10;

const only = parseOnly(process.argv.slice(2));
fs.mkdirSync(path.join(root, '.test-output'), { recursive: true });
const workDir = fs.mkdtempSync(path.join(root, '.test-output', 'run-'));
/** The web app's production build for this run, once begun (see webBuild). */
let building;
const baseEnv = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
};

const suites = [
  {
    group: 'unit',
    title: 'unit (contracts, web)',
    run: () => runVitest(['contracts', 'web'], 'unit', {}),
  },
  {
    group: 'api',
    title: 'api (PGlite)',
    run: async () =>
      runVitest('server', 'api-pglite', {
        TEST_DATABASE_URL: undefined,
        ...(await webBuild()).env,
      }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          group: 'api',
          title: 'api (PostgreSQL)',
          run: async () => runVitest('server', 'api-pg', (await webBuild()).env),
        },
      ]
    : []),
  {
    group: 'reliability',
    title: 'reliability (PGlite)',
    figures: figuresFile('reliability-pglite'),
    run: (opts) => runReliability('reliability-pglite', { TEST_DATABASE_URL: undefined }, opts),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          group: 'reliability',
          title: 'reliability (PostgreSQL)',
          figures: figuresFile('reliability-pg'),
          run: (opts) => runReliability('reliability-pg', {}, opts),
        },
      ]
    : []),
  { group: 'e2e', title: 'e2e (Playwright)', run: runBrowserTests },
].filter((suite) => only.includes(suite.group));

const results = [];
let figures = [];
try {
  const alongside = suites.filter((s) => s.group === 'reliability');
  const [, buffered] = await Promise.all([
    runInTurn(suites.filter((s) => s.group === 'unit' || s.group === 'api')),
    runInTurn(alongside, { quiet: true }),
  ]);
  for (const { title, output } of buffered) console.log(`\n━━━ ${title} ━━━\n${output.trimEnd()}`);
  await runInTurn(suites.filter((s) => s.group === 'e2e'));
  figures = alongside.flatMap((s) => readFigures(s.figures));
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
results.sort(
  (a, b) =>
    suites.findIndex((s) => s.title === a.title) - suites.findIndex((s) => s.title === b.title),
);
if (figures.length) printFigures(figures);
printSummary(results);
process.exitCode = results.some((r) => r.failed > 0) ? 1 : 0;

/** Runs suites one after another; `quiet` keeps their output to return rather than print it. */
async function runInTurn(list, { quiet = false } = {}) {
  const outputs = [];
  for (const suite of list) {
    if (!quiet) console.log(`\n━━━ ${suite.title} ━━━`);
    const started = Date.now();
    const result = await suite.run({ quiet });
    results.push({ ...result, title: suite.title, seconds: (Date.now() - started) / 1000 });
    outputs.push({ title: suite.title, output: result.output ?? '' });
  }
  return outputs;
}

function parseOnly(args) {
  const option = args.find((arg) => arg.startsWith('--only='));
  const unknown = args.filter((arg) => arg !== option);
  const groups = option ? option.slice('--only='.length).split(',') : GROUPS;
  const bad = [...unknown, ...groups.filter((g) => !GROUPS.includes(g))];
  if (bad.length) {
    console.error(`Not understood: ${bad.join(' ')}. Usage: npm test [-- --only=unit,api,e2e]`);
    process.exit(2);
  }
  return groups;
}

/** Runs a command with inherited output; resolves with its exit code (a crash or signal is 1). */
function run(command, args, env, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: withoutUndefined({ ...baseEnv, ...env }),
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function withoutUndefined(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

async function runVitest(project, name, env, { quiet = false } = {}) {
  const reportFile = path.join(workDir, `${name}.json`);
  const { code, output } = await run(
    'vitest',
    [
      'run',
      ...[project].flat().flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    env,
    { quiet },
  );
  return { ...withExitCode(countVitest(readReport(reportFile)), code, 'vitest'), output };
}

function figuresFile(name) {
  return path.join(workDir, `${name}-figures.jsonl`);
}

/** The reliability project, writing each check's figures (one JSON line each) to its own file. */
function runReliability(name, env, opts) {
  return runVitest('reliability', name, { ...env, RELIABILITY_FIGURES: figuresFile(name) }, opts);
}

function readFigures(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The table the README's reliability section keeps: suite, database, attempts, bad, lost. */
function printFigures(rows) {
  const header = ['suite', 'database', 'attempts', 'bad outcomes', 'lost'];
  const cells = rows.map((r) => [r.suite, r.database, r.attempts, r.bad, r.lost].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log('\n━━━ Reliability figures ━━━');
  console.log(
    [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join(
      '\n',
    ),
  );
}

/**
 * The production build of the web app for this run, made once: `env` points the tests at it, or
 * is empty (and `failure` says why) when it failed.
 */
function webBuild() {
  building ??= (async () => {
    const env = { WEB_BUILD_DIR: path.join(workDir, 'web-build') };
    // The server bundle imports the web app's packages: Node finds them through this link and the
    // checkout's node_modules above, as it would from apps/web/build.
    fs.symlinkSync(
      path.join(root, 'apps', 'web', 'node_modules'),
      path.join(workDir, 'node_modules'),
    );
    const build = await run('npm', ['run', 'build', '--silent'], env, { quiet: true });
    if (build.code === 0) {
      console.log(`Built the web app into ${path.relative(root, env.WEB_BUILD_DIR)}.`);
      return { env };
    }
    console.log(build.output.trimEnd().split('\n').slice(-40).join('\n'));
    return {
      env: {},
      failure: `the production build failed (npm run build exited with ${build.code})`,
    };
  })();
  return building;
}

async function runBrowserTests() {
  const { env, failure } = await webBuild();
  if (failure) return crashed(failure);
  const reportFile = path.join(workDir, 'e2e.json');
  const { code } = await run('playwright', ['test', '-c', 'e2e/playwright.config.ts'], {
    ...env,
    E2E_JSON_REPORT: reportFile,
  });
  return withExitCode(countPlaywright(readReport(reportFile)), code, 'playwright');
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function emptyCount() {
  return { passed: 0, failed: 0, skipped: 0, failures: [] };
}

function crashed(why) {
  return { ...emptyCount(), failed: 1, failures: [`runner crashed: ${why}`] };
}

/** A runner that exits non-zero must show up as a failure even if its report has none. */
function withExitCode(count, code, runner) {
  if (!count) return crashed(`${runner} exited with ${code} and wrote no report`);
  if (code !== 0 && count.failed === 0) {
    count.failed = 1;
    count.failures.push(`${runner} exited with ${code} although no test failed (see above)`);
  }
  return count;
}

/** Vitest's JSON report (Jest's format). A file that fails outside a test counts once. */
function countVitest(report) {
  if (!report) return null;
  const count = emptyCount();
  for (const file of report.testResults) {
    const fileName = path.relative(root, file.name);
    let failedHere = 0;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') count.passed++;
      else if (test.status === 'failed') {
        failedHere++;
        count.failures.push(`${fileName} › ${test.fullName}`);
      } else count.skipped++;
    }
    if (file.status === 'failed' && failedHere === 0) {
      failedHere++;
      count.failures.push(`${fileName}: ${firstLine(file.message) || 'failed outside its tests'}`);
    }
    count.failed += failedHere;
  }
  return count;
}

/** Playwright's JSON report: each test once per project; passed on retry ("flaky") is passed. */
function countPlaywright(report) {
  if (!report) return null;
  const count = emptyCount();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'flaky') count.passed++;
        else if (test.status === 'skipped') count.skipped++;
        else {
          count.failed++;
          count.failures.push(`[${test.projectName}] ${spec.file} › ${spec.title}`);
        }
      }
    }
    (suite.suites ?? []).forEach(visit);
  };
  report.suites.forEach(visit);
  for (const error of report.errors ?? []) {
    count.failed++;
    count.failures.push(firstLine(error.message) || 'error outside a test');
  }
  return count;
}

function firstLine(text) {
  // Runner messages carry ANSI colours even in reports.
  const plain = stripVTControlCharacters(text ?? '');
  return plain.trim().split('\n')[0] ?? '';
}

function countsLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

function printSummary(all) {
  const total = emptyCount();
  console.log('\n━━━ Summary ━━━');
  const width = Math.max(...all.map((r) => r.title.length), 0);
  for (const result of all) {
    console.log(
      `  ${result.failed ? '✗' : '✓'} ${result.title.padEnd(width)}  ${countsLine(result).padEnd(36)}${result.seconds.toFixed(1)} s`,
    );
    for (const failure of result.failures.slice(0, MAX_LISTED_FAILURES))
      console.log(`      ✗ ${failure}`);
    if (result.failures.length > MAX_LISTED_FAILURES)
      console.log(`      … and ${result.failures.length - MAX_LISTED_FAILURES} more`);
    total.passed += result.passed;
    total.failed += result.failed;
    total.skipped += result.skipped;
  }
  console.log(countsLine(total));
}
