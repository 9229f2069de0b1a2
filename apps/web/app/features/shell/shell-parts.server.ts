import { cookiesWhere } from '@storefront/contracts';
import {
  clearCookie,
  giftingCookie,
  readShopperHint,
  readText,
  sessionCookie,
  setCookie,
  setShopperHint,
} from '../../lib/cookies.ts';
import type { ShellParts } from './shell-parts.ts';

/**
 * Cookies that make the server render the shell's personal parts itself (session, cart, grant:
 * contracts' COOKIE_RULES, `inShell`), each with a value.
 */
const SHOPPER_COOKIES = new RegExp(
  `(?:^|;\\s*)(?:${cookiesWhere((rule) => rule.inShell).join('|')})=[^;]`,
);

/**
 * The request shows the server who asks (a session, a cart or a grant). A page the read cache
 * shares comes without them (set aside, decision 33), so its shell's parts are fetched later.
 */
export function seesShopper(request: Request): boolean {
  return SHOPPER_COOKIES.test(request.headers.get('cookie') ?? '');
}

/**
 * Keeps the browser's gifting mark in step with the cart (the read cache never shares a page
 * with a browser that holds it), and drops a session the API no longer accepts.
 */
export async function shellCookies(
  request: Request,
  headers: Headers,
  seen: { signedIn: boolean; gifting: boolean },
) {
  if (!seen.signedIn && (await readText(request, sessionCookie)))
    headers.append('set-cookie', await clearCookie(request, sessionCookie));
  const marked = (await readText(request, giftingCookie)) !== null;
  if (seen.gifting && !marked)
    headers.append('set-cookie', await setCookie(request, giftingCookie, '1'));
  if (!seen.gifting && marked)
    headers.append('set-cookie', await clearCookie(request, giftingCookie));
}

/** The hint for the next kept page: `1` while there is anything personal to fetch, else `0`. */
export async function shopperHint(request: Request, headers: Headers, parts: ShellParts) {
  const any =
    !!parts.user || parts.cartCount > 0 || parts.giftCardBalance !== null || parts.gifting;
  const hint = any ? '1' : '0';
  if ((await readShopperHint(request)) !== hint)
    headers.append('set-cookie', setShopperHint(request, hint));
}
