import { describe, expect, it } from 'vitest';
import { PARTS_PENDING_SCRIPT, parseShellParts } from './shell-parts.ts';

describe('parseShellParts', () => {
  it('reads the answer of the shell’s personal parts, and nothing else', () => {
    expect(
      parseShellParts({
        user: { first_name: 'Alex', email: 'alex@acme.test' },
        cartCount: 2,
        giftCardBalance: null,
        gifting: false,
      }),
    ).toEqual({
      user: { first_name: 'Alex' },
      cartCount: 2,
      giftCardBalance: null,
      gifting: false,
    });
    expect(
      parseShellParts({ user: null, cartCount: 0, giftCardBalance: 5000, gifting: true }),
    ).toEqual({ user: null, cartCount: 0, giftCardBalance: 5000, gifting: true });
    for (const wrong of [
      null,
      'x',
      { user: {}, cartCount: 1, giftCardBalance: null, gifting: false },
      { user: null, cartCount: '1', giftCardBalance: null, gifting: false },
      { user: null, cartCount: 1, giftCardBalance: '5', gifting: false },
      { user: null, cartCount: 1, giftCardBalance: null },
    ])
      expect(parseShellParts(wrong), JSON.stringify(wrong)).toBeNull();
  });
});

describe('the head’s script', () => {
  it('marks the page pending only for the hint `1`, whatever other cookies say', () => {
    const run = (cookie: string) => {
      const classes = new Set<string>();
      const document = {
        cookie,
        documentElement: { classList: { add: (c: string) => classes.add(c) } },
      };
      new Function('document', PARTS_PENDING_SCRIPT)(document);
      return classes.size > 0;
    };
    expect(run('shopper=1')).toBe(true);
    expect(run('lang=de; shopper=1; x=y')).toBe(true);
    expect(run('shopper=0')).toBe(false);
    expect(run('myshopper=1')).toBe(false);
    expect(run('shopper=10')).toBe(false);
    expect(run('')).toBe(false);
  });
});
