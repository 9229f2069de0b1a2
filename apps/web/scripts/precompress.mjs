// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the web build's client,
// at the highest levels: done once per build, so the server sends them without compressing
// anything per request (@fastify/static's `preCompressed`, apps/server/src/plugins/web.ts).
import console from 'node:console';
import fs from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Same kinds as PRECOMPRESSED in apps/server/src/plugins/web.ts. */
const TEXT_FILE = /\.(?:js|css|json|svg|txt|xml)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_MAX = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

const webDir = path.resolve(import.meta.dirname, '..');
const client = path.join(path.resolve(webDir, process.env.WEB_BUILD_DIR ?? 'build'), 'client');

async function precompress(file) {
  const content = await fs.readFile(file);
  await Promise.all([
    brotli(content, BROTLI_MAX).then((out) => fs.writeFile(`${file}.br`, out)),
    gzip(content, { level: 9 }).then((out) => fs.writeFile(`${file}.gz`, out)),
  ]);
}

const entries = await fs.readdir(client, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
await Promise.all(files.map(precompress));
console.log(`Compressed ${files.length} files of ${client} (.br and .gz beside each).`);
