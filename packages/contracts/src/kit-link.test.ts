import { describe, expect, it } from 'vitest';
import { kitPath } from './kit-link.ts';

describe('kitPath', () => {
  it('carries both tokens of the link', () => {
    expect(kitPath({ token: 'welcome-kit', user_token: 'abc' })).toBe(
      '/kit?token=welcome-kit&user_token=abc',
    );
  });

  it('encodes tokens that are not URL-safe', () => {
    expect(kitPath({ token: 'a&b', user_token: 'x y/z' })).toBe(
      '/kit?token=a%26b&user_token=x%20y%2Fz',
    );
  });
});
