import type { Storefront } from './storefront.ts';

/**
 * A returnUrl worth following: a path on this site ("/my-account?tab=1"), never another origin
 * ("//evil.test", "https://evil.test", "/\\evil.test"), so a link cannot turn login into an
 * open redirect. Browsers drop tabs and newlines and read "\\" as "/", and dot segments fold
 * ("/.//evil.test" → "//evil.test"), so values with any of those are refused too.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  const path = value.split(/[?#]/)[0]!;
  if (/[\t\n\r\\]/.test(value) || /(^|\/)\.\.?(\/|$)/.test(path)) return null;
  return value;
}

/** Pages of a private store a visitor may open before entering a code or signing in (§4). */
const OPEN_ON_PRIVATE_STORE = [
  /^\/private$/,
  /^\/login$/,
  /^\/register$/,
  /^\/reset-password(-success)?$/,
  /^\/email-verification$/,
  /^\/update-password$/,
  /^\/privacy-policy$/,
  /^\/terms-and-conditions$/,
  // Someone who cannot get in (lost code, no account) must still be able to reach the store.
  /^\/contact$/,
  /^\/logout$/,
  // The dev mailbox must be readable to finish signing up on a private store locally.
  /^\/dev\/mailbox$/,
  // The owner console guards itself: its owners and staff sign in through /login.
  /^\/admin(\/.*)?$/,
];

export function isOpenOnPrivateStore(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_ON_PRIVATE_STORE.some((pattern) => pattern.test(path));
}

export type EntryCode = 'gift_card' | 'promo_code' | 'password';

/**
 * The kinds of code a private store's entry page asks for (§2 Private-store entry): one gives
 * its own heading, several a combined one; none when single sign-on replaces the code form.
 */
export function acceptedEntryCodes(store: Pick<Storefront, 'private_access' | 'sso'>): EntryCode[] {
  if (store.sso.enabled) return [];
  return (['gift_card', 'promo_code', 'password'] as const).filter(
    (kind) => store.private_access[kind],
  );
}
