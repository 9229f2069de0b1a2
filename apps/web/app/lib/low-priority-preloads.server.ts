import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites the router's module preloads to low priority as the page streams out: on a slow
 * phone connection the stylesheet and the main picture then arrive before the scripts that
 * hydrate the page, which would otherwise share the bandwidth with them at high priority.
 * The tail of each chunk that could start a split `<link rel="modulepreload"` waits for the next.
 */
export function lowPriorityModulePreloads() {
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (pending + chunk.toString('utf8')).replaceAll(PRELOAD, LOW);
      const keep = partialTail(text);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}

/** How many characters at the end of `text` could be the start of PRELOAD. */
function partialTail(text: string) {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--)
    if (PRELOAD.startsWith(text.slice(-n))) return n;
  return 0;
}
