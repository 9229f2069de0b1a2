import { COOKIES, shopperHintSetCookie } from '@storefront/contracts';
import { createCookie, type Cookie } from 'react-router';

/**
 * Every cookie the web app reads or writes, made with React Router's `createCookie`: the one
 * codec. Path `/` and SameSite=Lax are its defaults; `setCookie` adds Secure over https.
 */

const ONE_YEAR = 60 * 60 * 24 * 365;
const THIRTY_DAYS = 60 * 60 * 24 * 30;
const ONE_DAY = 60 * 60 * 24;

/** React Router's value encoding (base64 of the JSON), which `encode`/`decode` below undo. */
const toBase64Json = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const fromBase64Json = (encoded: string) =>
  JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))),
  ) as string;

/**
 * For a cookie the API (or the browser) reads as it is: it holds the plain text, URL-encoded,
 * not React Router's base64 JSON. Values are strings.
 */
const plainText = {
  encode: (encoded: string) => (encoded ? encodeURIComponent(fromBase64Json(encoded)) : ''),
  decode: (raw: string) => {
    try {
      return toBase64Json(decodeURIComponent(raw));
    } catch {
      return '';
    }
  },
};

/** The session token; the server sends it on to the API as `Authorization: Bearer`. */
export const sessionCookie = createCookie(COOKIES.session, {
  ...plainText,
  httpOnly: true,
  maxAge: THIRTY_DAYS,
});
/** A private store's access grant, which the API reads as it is; it ends it sooner if need be. */
export const storeAccessCookie = createCookie(COOKIES.storeAccess, {
  ...plainText,
  httpOnly: true,
  maxAge: THIRTY_DAYS,
});
/** A preview session (features/preview) lasts a day, or until `?preview=0`; the API reads it too. */
export const previewCookie = createCookie(COOKIES.preview, {
  ...plainText,
  httpOnly: true,
  maxAge: ONE_DAY,
});
/** The chosen language, written in the browser so the server renders in it (see README). */
export const langCookie = createCookie(COOKIES.lang, { ...plainText, maxAge: ONE_YEAR });
/** The key of a guest's just-placed order, which opens its confirmation page. */
export const orderKeyCookie = createCookie(COOKIES.orderKey, { httpOnly: true, maxAge: ONE_DAY });
/** Where to go once the e-mail is verified: the mail's link carries only the token. */
export const returnUrlCookie = createCookie(COOKIES.returnUrl, { httpOnly: true, maxAge: ONE_DAY });
/**
 * The cart is in gifting mode (§4): the read cache then never serves this browser a page kept for
 * everyone (decision 33). Kept in step by root's loader and the shell's personal parts.
 */
export const giftingCookie = createCookie(COOKIES.gifting, {
  ...plainText,
  httpOnly: true,
  maxAge: THIRTY_DAYS,
});
/**
 * Not httpOnly: tells the page's script whether to fetch the shell's personal parts (`1`) or
 * not (`0`); it names nobody. The server's read cache sets `1` with a session or a cart
 * (decision 33). Written as contracts defines it (`shopperHintSetCookie`), the one definition
 * the read cache writes too; read as plain text.
 */
const shopperHintReader = createCookie(COOKIES.shopperHint, plainText);

/** The hint this request holds (`0`, `1`), or null. */
export function readShopperHint(request: Request): Promise<string | null> {
  return readText(request, shopperHintReader);
}

/** A Set-Cookie header value of the hint; Secure when the page was served over https. */
export function setShopperHint(request: Request, value: '0' | '1'): string {
  return shopperHintSetCookie(value, secureOver(request).secure);
}
/** A message for the next page, shown once as a toast. */
export const flashCookie = createCookie(COOKIES.flash, { httpOnly: true, maxAge: 60 });

/** The cookie's value in this request, or null when it is absent. */
export function readCookie(request: Request, cookie: Cookie): Promise<unknown> {
  return cookie.parse(request.headers.get('cookie'));
}

/** The cookie's text in this request, or null when it is absent, empty or not text. */
export async function readText(request: Request, cookie: Cookie): Promise<string | null> {
  const value = await readCookie(request, cookie);
  return typeof value === 'string' && value ? value : null;
}

const secureOver = (request: Request) => ({ secure: new URL(request.url).protocol === 'https:' });

/** A Set-Cookie header value; Secure when the page was served over https. */
export function setCookie(request: Request, cookie: Cookie, value: unknown): Promise<string> {
  return cookie.serialize(value, secureOver(request));
}

export function clearCookie(request: Request, cookie: Cookie): Promise<string> {
  return cookie.serialize('', { ...secureOver(request), maxAge: 0 });
}
