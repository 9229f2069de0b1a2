// The JavaScript each shopper page downloads, gzipped and as Brotli (the build's own compressed
// copies, which the server sends), from the web build's route manifest; and a check that none of
// it is console code. Run `npm run build` first.
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = path.resolve(process.env.WEB_BUILD_DIR ?? 'apps/web/build', 'client');
const assets = path.join(client, 'assets');
const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`No route manifest in ${assets}: run "npm run build" first.`);
const source = fs.readFileSync(path.join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));

/** The shopper pages a first visit lands on, by route file. */
const PAGES = {
  home: 'routes/home',
  'product list': 'routes/products',
  'product page': 'routes/products.$slug',
  cart: 'routes/cart',
  checkout: 'routes/checkout',
};

const modulesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
const BROTLI_MAX = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const kb = (compress) => (file) => compress(fs.readFileSync(path.join(client, file))).length / 1024;
const gzipKb = kb(gzipSync);
const brotliKb = kb((bytes) => brotliCompressSync(bytes, BROTLI_MAX));
const total = (files, size) => [...files].reduce((sum, file) => sum + size(file), 0).toFixed(1);

const consoleModules = new Set(
  Object.values(manifest.routes)
    .filter(
      (route) => route.id.startsWith('routes/admin/') || route.id.startsWith('routes/operator'),
    )
    .map((route) => route.module),
);

let leaks = 0;
const rows = Object.entries(PAGES).map(([page, id]) => {
  const route = manifest.routes[id];
  if (!route) throw new Error(`No route ${id} in the manifest.`);
  const files = new Set([
    ...modulesOf(manifest.entry),
    ...modulesOf(manifest.routes.root),
    ...modulesOf(route),
  ]);
  for (const file of files) if (consoleModules.has(file)) leaks += 1;
  return {
    page,
    files: files.size,
    'JS gzip KB': total(files, gzipKb),
    'JS brotli KB': total(files, brotliKb),
  };
});
console.table(rows);
if (leaks) {
  console.error(`${leaks} console module(s) reach shopper pages.`);
  process.exit(1);
}
console.log(`No console code among them (${consoleModules.size} console route modules checked).`);
