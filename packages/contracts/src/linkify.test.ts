import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('turns web addresses into links and keeps the text around them', () => {
    expect(
      linkify('Verify: http://acme.localhost:3000/email-verification?token=abc&x=1 now'),
    ).toEqual([
      { text: 'Verify: ' },
      {
        text: 'http://acme.localhost:3000/email-verification?token=abc&x=1',
        href: 'http://acme.localhost:3000/email-verification?token=abc&x=1',
      },
      { text: ' now' },
    ]);
  });

  it('leaves sentence punctuation out of the address', () => {
    expect(linkify('Open https://a.test/reset.')).toEqual([
      { text: 'Open ' },
      { text: 'https://a.test/reset', href: 'https://a.test/reset' },
      { text: '.' },
    ]);
  });

  it('returns plain text as one part, and nothing for nothing', () => {
    expect(linkify('no links, ftp://x')).toEqual([{ text: 'no links, ftp://x' }]);
    expect(linkify('')).toEqual([]);
  });
});
