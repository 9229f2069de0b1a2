/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the demo store's
 * home, product list and a product page, three runs each, the median run of each printed with
 * its scores, LCP, CLS, TBT and the compressed JavaScript it downloaded. Starts the real server
 * (production mode, demo seed) on a free port with a temporary data folder, drives Debian's
 * Chromium (or CHROMIUM_PATH), and cleans up. Needs a web build: `npm run build` first.
 * Each page is audited twice: as the Node server serves it (HTTP/1.1) and behind an HTTPS front
 * with HTTP/2 (h2-proxy.ts), as a store is deployed.
 * LIGHTHOUSE_RUNS changes the number of runs; LIGHTHOUSE_REPORTS=<folder> keeps the reports.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { startH2Proxy } from './h2-proxy.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each median run's full report in (JSON, opens in the Lighthouse viewer). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const root = path.resolve(import.meta.dirname, '..');
/** As the browser tests launch it (e2e/playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
  // The HTTPS front's throwaway certificate (h2-proxy.ts).
  '--ignore-certificate-errors',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server as `npm run serve` starts it; resolves once it prints its addresses. */
async function startServer(port: number, dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Storefront is running')) resolve();
    });
  });
  return server;
}

/** The first product the list shows, for the product page. */
async function firstProductPath(base: string): Promise<string> {
  const store = (await (await fetch(`${base}/api/storefronts/get-by-url`)).json()) as {
    data: { id: number };
  };
  const list = (await (
    await fetch(`${base}/api/storefronts/${store.data.id}/storefront-products?rows=1`)
  ).json()) as { data: { data: Array<{ slug: string }> } };
  return `/products/${list.data.data[0]!.slug}`;
}

/** Bytes on the wire (compressed) of the scripts a run downloaded. */
function scriptKb(result: Result): number {
  const requests = result.audits['network-requests']?.details as
    { items: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  const bytes = (requests?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** Tries that may fail as Lighthouse's own errors say ("Please run Lighthouse again"). */
const ATTEMPTS = 3;

/** One Lighthouse run; a run whose trace failed (a busy machine) is tried again. */
async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`);
    console.log(`  ${error.code}; trying again`);
  }
}

function row(page: string, result: Result) {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((result.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => result.audits[id]?.numericValue ?? 0;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    'LCP s': Number((ms('largest-contentful-paint') / 1000).toFixed(2)),
    CLS: Number(ms('cumulative-layout-shift').toFixed(3)),
    'TBT ms': Math.round(ms('total-blocking-time')),
    'JS KB (compressed)': Number(scriptKb(result).toFixed(1)),
  };
}

/** Audits that lost points on the median run, so a score below 100 says why. */
function failures(page: string, result: Result): string[] {
  return CATEGORIES.flatMap((id) =>
    (result.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `  ${page} · ${id}: ${audit.title} (${audit.displayValue ?? audit.score})`),
  );
}

function machine(): string {
  const cpus = os.cpus();
  return [
    `CPU: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length} cores, RAM ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `Node ${process.version} on ${os.platform()} ${os.release()}; ${new Date().toISOString().slice(0, 10)}`,
  ].join('\n');
}

/** Lighthouse on every page through one front; the median run of each, and its weak audits. */
async function auditPages(base: string, pages: Record<string, string>, chromePort: number) {
  const rows = [];
  const notes = [];
  let about = '';
  for (const [page, pagePath] of Object.entries(pages)) {
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Lighthouse ${page} (${base}${pagePath}), run ${run} of ${RUNS}…`);
      runs.push(await audit(base + pagePath, chromePort));
    }
    const median = computeMedianRun(runs);
    const browser = /(?:Headless)?Chrome\/[\d.]+/.exec(median.environment.hostUserAgent)?.[0];
    about = `Lighthouse ${median.lighthouseVersion} (mobile preset, simulated throttling), ${browser}`;
    rows.push(row(page, median));
    if (REPORTS) {
      await fs.mkdir(REPORTS, { recursive: true });
      const name = `${page.replace(/ /g, '-')}-${new URL(base).protocol.slice(0, -1)}.json`;
      await fs.writeFile(path.join(REPORTS, name), JSON.stringify(median));
    }
    notes.push(...failures(page, median));
  }
  return { rows, notes, about };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-lighthouse-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const proxy = await startH2Proxy(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const pages = {
      home: '/',
      'product list': '/products',
      'product page': await firstProductPath(`http://127.0.0.1:${port}`),
    };
    // As Node serves it, and as deployed: HTTPS with HTTP/2 in front (see h2-proxy.ts).
    const fronts = [
      { name: 'HTTP/1.1 from the Node server itself', base: `http://acme.localhost:${port}` },
      { name: 'HTTPS with HTTP/2 in front', base: `https://acme.localhost:${proxy.port}` },
    ];
    const results = [];
    for (const front of fronts)
      results.push({ ...front, ...(await auditPages(front.base, pages, chrome.port)) });
    console.log(`\n${machine()}`);
    for (const { name, base, rows, notes, about } of results) {
      console.log(`\n${name}: ${about}, median of ${RUNS} runs, at ${base}:`);
      console.table(rows);
      if (notes.length) console.log(`Audits below 90 on the median runs:\n${notes.join('\n')}`);
    }
  } finally {
    await chrome.kill();
    await proxy.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
