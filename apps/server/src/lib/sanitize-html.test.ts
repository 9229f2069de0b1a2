import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<p><strong>Hi</strong> <a href="https://x.test">x</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="https://x.test">x</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a>',
    );
    expect(out).not.toMatch(/onclick|script|javascript/);
    expect(out).toContain('<p>a</p>');
  });

  it('keeps safe inline styles only', () => {
    expect(sanitizeHtml('<p style="color:red;position:fixed">t</p>')).toBe(
      '<p style="color:red;">t</p>',
    );
  });
});
