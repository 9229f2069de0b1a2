import { describe, expect, it } from 'vitest';
import { COOKIE_RULES, COOKIES, cookiesWhere, shopperHintSetCookie } from './cookies.ts';

const sorted = (names: string[]) => [...names].sort();

describe('the cookie table', () => {
  it('gives each list the cookies it had when each was written by hand', () => {
    expect(sorted(cookiesWhere((c) => c.personal))).toEqual(
      sorted(['token', 'store_access', 'cart_id', 'store_preview', 'order_key']),
    );
    expect(sorted(cookiesWhere((c) => c.onSharedPage === 'set aside'))).toEqual(
      sorted(['token', 'cart_id', 'store_access', 'order_key', 'return_url']),
    );
    expect(sorted(cookiesWhere((c) => c.onSharedPage === 'own'))).toEqual(
      sorted(['flash', 'store_preview', 'gifting_mode']),
    );
    expect(sorted(cookiesWhere((c) => c.holdsCart))).toEqual(sorted(['token', 'cart_id']));
    expect(sorted(cookiesWhere((c) => c.inShell))).toEqual(
      sorted(['token', 'cart_id', 'store_access']),
    );
  });

  it('never lets a shared page be rendered with a personal cookie', () => {
    for (const name of cookiesWhere((c) => c.personal))
      expect(COOKIE_RULES[name].onSharedPage, name).not.toBe('ignored');
    // What the shell shows is fetched after hydration, so a shared page sets it aside.
    for (const name of cookiesWhere((c) => c.inShell || c.holdsCart))
      expect(COOKIE_RULES[name].onSharedPage, name).toBe('set aside');
  });

  it('has a rule for every cookie name, and names each once', () => {
    expect(sorted(Object.keys(COOKIE_RULES))).toEqual(sorted(Object.values(COOKIES)));
  });
});

describe('the shopper hint', () => {
  it('is one Set-Cookie definition: a month, the whole site, Lax, readable by scripts', () => {
    expect(shopperHintSetCookie('1', false)).toBe(
      'shopper=1; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(shopperHintSetCookie('0', true)).toBe(
      'shopper=0; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    );
  });
});
