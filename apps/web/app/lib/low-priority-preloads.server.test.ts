import { describe, expect, it } from 'vitest';
import { withLowPriorityModulePreloads } from './low-priority-preloads.server.ts';

const page =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/>' +
  '<link rel="modulepreload" href="/r.js"/></head><body><p>rel="modulepreload" as text</p></body>';

describe('withLowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest of the page alone', () => {
    const rewritten = withLowPriorityModulePreloads(page);
    expect(rewritten).toBe(
      page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
    expect(rewritten.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(rewritten).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(rewritten).toContain('<p>rel="modulepreload" as text</p>');
  });
});
