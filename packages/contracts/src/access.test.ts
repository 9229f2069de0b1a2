import { describe, expect, it } from 'vitest';
import {
  acceptedEntryCodes,
  isOpenOnPrivateStore,
  safeReturnUrl,
  type EntryCode,
} from './access.ts';

describe('safeReturnUrl', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeReturnUrl('/my-account')).toBe('/my-account');
    expect(safeReturnUrl('/products?page=2&sort=name#top')).toBe('/products?page=2&sort=name#top');
    expect(safeReturnUrl('/search?q=../x')).toBe('/search?q=../x');
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const value of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      '/\\/evil.test',
      'javascript:alert(1)',
      'my-account',
      '/ok\n//evil.test',
      '/\t/evil.test',
      '/.//evil.test',
      '/..//evil.test',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnUrl(value), String(value)).toBeNull();
    }
  });
});

describe('isOpenOnPrivateStore', () => {
  it('lets visitors reach entry, account and legal pages', () => {
    for (const path of [
      '/private',
      '/login',
      '/register',
      '/reset-password',
      '/reset-password-success',
      '/email-verification',
      '/update-password',
      '/accept-invite',
      '/privacy-policy',
      '/terms-and-conditions/',
      '/contact',
      '/dev/mailbox',
    ]) {
      expect(isOpenOnPrivateStore(path), path).toBe(true);
    }
  });

  it('closes the shop itself', () => {
    for (const path of ['/', '/products', '/cart', '/my-account', '/login/x', '/privately']) {
      expect(isOpenOnPrivateStore(path), path).toBe(false);
    }
  });
});

describe('acceptedEntryCodes', () => {
  const store = (access: Partial<Record<EntryCode, boolean>>) => ({
    private_access: {
      gift_card: false,
      promo_code: false,
      password: false,
      login: false,
      ...access,
    },
    sso: { enabled: false, client_id: null, tenant_id: null },
  });

  it('lists the kinds of code a store accepts, in a fixed order', () => {
    expect(acceptedEntryCodes(store({ gift_card: true }))).toEqual(['gift_card']);
    expect(acceptedEntryCodes(store({ password: true }))).toEqual(['password']);
    expect(acceptedEntryCodes(store({ password: true, gift_card: true }))).toEqual([
      'gift_card',
      'password',
    ]);
  });

  it('asks for no code when single sign-on is enabled', () => {
    const sso = {
      ...store({ password: true }),
      sso: { enabled: true, client_id: 'c', tenant_id: 't' },
    };
    expect(acceptedEntryCodes(sso)).toEqual([]);
  });
});
