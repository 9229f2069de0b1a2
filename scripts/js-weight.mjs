// The JavaScript each shopper page downloads, gzipped and as Brotli (the build's own compressed
// copies, which the server sends), from the web build's route manifest, and what it is made of
// (the chunk report the web build writes beside its client files, apps/web/vite.config.ts).
// Fails when a page grows past its budget, when console code reaches a shopper page, or when zod
// (schemas) does: shopper pages parse nothing in the browser, their loaders do it on the server.
// Run `npm run build` first.
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const build = path.resolve(process.env.WEB_BUILD_DIR ?? 'apps/web/build');
const client = path.join(build, 'client');
const assets = path.join(client, 'assets');
const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`No route manifest in ${assets}: run "npm run build" first.`);
const source = fs.readFileSync(path.join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
const reportFile = path.join(build, 'client-chunks.json');
if (!fs.existsSync(reportFile)) throw new Error(`No ${reportFile}: run "npm run build" first.`);
/** Chunk file (under client/) → module path → minified bytes. */
const chunkModules = JSON.parse(fs.readFileSync(reportFile, 'utf8'));

/**
 * The shopper pages a first visit lands on, by route file, each with its budget: KB of Brotli a
 * first visit may download. A page that grows past it fails; lower it when a page gets lighter.
 */
const PAGES = {
  home: { id: 'routes/home', budget: 150 },
  'product list': { id: 'routes/products', budget: 150 },
  'product page': { id: 'routes/products.$slug', budget: 157 },
  cart: { id: 'routes/cart', budget: 146 },
  checkout: { id: 'routes/checkout', budget: 146 },
};

/** Where a module comes from: its npm package, the contracts, or the web app. */
function origin(modulePath) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  if (inPackage) return inPackage[1];
  if (modulePath.startsWith('packages/contracts/')) return 'contracts';
  if (modulePath.startsWith('apps/web/')) return 'web app';
  return modulePath.startsWith('\0') ? 'bundler helpers' : modulePath;
}
/** Columns of the breakdown: packages grouped by what they do; the rest is 'other'. */
const GROUPS = {
  'react-dom': 'React + React Router',
  react: 'React + React Router',
  scheduler: 'React + React Router',
  'react-router': 'React + React Router',
  cookie: 'React + React Router',
  'set-cookie-parser': 'React + React Router',
  'web app': 'web app',
  contracts: 'contracts',
  zod: 'zod',
  i18next: 'i18next',
  'react-i18next': 'i18next',
};

const modulesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
const BROTLI_MAX = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const kb = (compress) => (file) => compress(fs.readFileSync(path.join(client, file))).length / 1024;
const gzipKb = kb(gzipSync);
const brotliKb = kb((bytes) => brotliCompressSync(bytes, BROTLI_MAX));
const total = (files, size) => [...files].reduce((sum, file) => sum + size(file), 0);
/** Minified KB of the files' modules, by origin. */
function origins(files) {
  const sizes = new Map();
  for (const file of files) {
    for (const [modulePath, bytes] of Object.entries(chunkModules[file.replace(/^\//, '')] ?? {}))
      sizes.set(origin(modulePath), (sizes.get(origin(modulePath)) ?? 0) + bytes / 1024);
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

const consoleModules = new Set(
  Object.values(manifest.routes)
    .filter(
      (route) => route.id.startsWith('routes/admin/') || route.id.startsWith('routes/operator'),
    )
    .map((route) => route.module),
);

/** What React Router and React load before any of the app's code: no page can weigh less. */
const frameworkFiles = new Set(modulesOf(manifest.entry));
const failures = [];
const pageFiles = {};
const rows = [
  {
    page: '(framework: React + React Router)',
    files: frameworkFiles.size,
    'JS gzip KB': total(frameworkFiles, gzipKb).toFixed(1),
    'JS brotli KB': total(frameworkFiles, brotliKb).toFixed(1),
    'budget KB': '',
  },
];
for (const [page, { id, budget }] of Object.entries(PAGES)) {
  const route = manifest.routes[id];
  if (!route) throw new Error(`No route ${id} in the manifest.`);
  const files = new Set([
    ...modulesOf(manifest.entry),
    ...modulesOf(manifest.routes.root),
    ...modulesOf(route),
  ]);
  pageFiles[page] = files;
  const brotli = total(files, brotliKb);
  for (const file of files)
    if (consoleModules.has(file)) failures.push(`${page}: console module ${file}`);
  const parts = origins(files);
  if (parts.some(([name]) => name === 'zod'))
    failures.push(`${page}: zod is in its JavaScript (a client module imports a schema)`);
  if (brotli > budget)
    failures.push(`${page}: ${brotli.toFixed(1)} KB Brotli, budget ${budget} KB`);
  rows.push({
    page,
    files: files.size,
    'JS gzip KB': total(files, gzipKb).toFixed(1),
    'JS brotli KB': brotli.toFixed(1),
    'budget KB': budget,
  });
}
console.table(rows);

console.log('What each page is made of (KB of code as bundled, before minifying and compressing):');
const shown = ['React + React Router', 'web app', 'contracts', 'zod', 'i18next', 'other'];
const table = {};
for (const [page, files] of Object.entries(pageFiles)) {
  const row = {};
  for (const [name, size] of origins(files)) {
    const column = GROUPS[name] ?? 'other';
    row[column] = (row[column] ?? 0) + size;
  }
  table[page] = Object.fromEntries(shown.map((column) => [column, (row[column] ?? 0).toFixed(1)]));
}
console.table(table, shown);
const others = origins(Object.values(pageFiles).flatMap((files) => [...files])).filter(
  ([name]) => !GROUPS[name],
);
console.log(`'other', all pages together: ${others.map(([name]) => name).join(', ')}`);

if (failures.length) {
  console.error(`Failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Within budget; no zod and no console code in them (${consoleModules.size} console route modules checked).`,
);
