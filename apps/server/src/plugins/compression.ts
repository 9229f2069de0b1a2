import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/** Below this many bytes compression saves less than the headers it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Answers built in memory (JSON, small pages) get a weak ETag, and a request that already holds
 * that version gets a 304; then every text answer is compressed, Brotli or gzip as the browser
 * accepts, at a fast level: pages and JSON are compressed per request. Static assets arrive
 * compressed at build time (@fastify/static's `preCompressed`) and pass through untouched, and
 * the preview's event stream hijacks its reply, so it streams unbuffered. Registered before any
 * route, and ETag first: its hash must see the uncompressed answer.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(etag, { weak: true });
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: no client of ours compresses them, and inflating is a risk.
    globalDecompression: false,
  });
});
