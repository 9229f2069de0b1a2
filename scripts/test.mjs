#!/usr/bin/env node
// Runs every test of the project and ends with one line: `N passed, N failed[, N skipped]`.
//   unit  vitest project `contracts`
//   api   vitest project `server` on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set
//   e2e   Playwright (desktop and phone) against a fresh production build of its own
// `npm test -- --only=unit,api` runs some of them. Counts come from each runner's JSON report;
// a runner that fails without reporting a failed test counts as one failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { stripVTControlCharacters } from 'node:util';

/* global console */

const root = path.resolve(import.meta.dirname, '..');
const GROUPS = ['unit', 'api', 'e2e'];
const MAX_LISTED_FAILURES = 10;

const only = parseOnly(process.argv.slice(2));
fs.mkdirSync(path.join(root, '.test-output'), { recursive: true });
const workDir = fs.mkdtempSync(path.join(root, '.test-output', 'run-'));
const baseEnv = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
};

const suites = [
  { group: 'unit', title: 'unit (contracts)', run: () => runVitest('contracts', 'unit', {}) },
  {
    group: 'api',
    title: 'api (PGlite)',
    run: () => runVitest('server', 'api-pglite', { TEST_DATABASE_URL: undefined }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ group: 'api', title: 'api (PostgreSQL)', run: () => runVitest('server', 'api-pg', {}) }]
    : []),
  { group: 'e2e', title: 'e2e (Playwright)', run: runBrowserTests },
].filter((suite) => only.includes(suite.group));

const results = [];
try {
  for (const suite of suites) {
    console.log(`\n━━━ ${suite.title} ━━━`);
    const started = Date.now();
    const result = await suite.run();
    results.push({ ...result, title: suite.title, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
printSummary(results);
process.exitCode = results.some((r) => r.failed > 0) ? 1 : 0;

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

async function runVitest(project, name, env) {
  const reportFile = path.join(workDir, `${name}.json`);
  const { code } = await run(
    'vitest',
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    env,
  );
  return withExitCode(countVitest(readReport(reportFile)), code, 'vitest');
}

async function runBrowserTests() {
  const env = { WEB_BUILD_DIR: path.join(workDir, 'web-build') };
  // The server bundle imports the web app's packages: Node finds them through this link and the
  // checkout's node_modules above, as it would from apps/web/build.
  fs.symlinkSync(
    path.join(root, 'apps', 'web', 'node_modules'),
    path.join(workDir, 'node_modules'),
  );
  const build = await run('npm', ['run', 'build', '--silent'], env, { quiet: true });
  if (build.code !== 0) {
    console.log(build.output.trimEnd().split('\n').slice(-40).join('\n'));
    return crashed(`the production build failed (npm run build exited with ${build.code})`);
  }
  console.log(`Built the web app into ${path.relative(root, env.WEB_BUILD_DIR)}.`);
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
