import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

const page =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/>' +
  '<link rel="modulepreload" href="/r.js"/></head><body><p>rel="modulepreload" as text</p></body>';

/** The page through the rewrite, cut into chunks of `size` characters. */
function rewritten(size: number) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < page.length; i += size) chunks.push(Buffer.from(page.slice(i, i + size)));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest of the page alone', async () => {
    const expected = page.replaceAll(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    );
    expect(await rewritten(page.length)).toBe(expected);
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(expected).toContain('<p>rel="modulepreload" as text</p>');
  });

  it('finds a preload cut across chunks at any point', async () => {
    const expected = await rewritten(page.length);
    for (let size = 1; size < 40; size++) expect(await rewritten(size)).toBe(expected);
  });
});
