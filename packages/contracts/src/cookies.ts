/** Cookie names the API and the web app both read or write, kept in one place so they never drift. */
export const COOKIES = {
  /** The session token (httpOnly); the web app's loaders send it on as `Authorization: Bearer`. */
  session: 'token',
  /** A private store's access grant (httpOnly, set by the API on a good code). */
  storeAccess: 'store_access',
  /** The id of the shopper's server-side cart (httpOnly, set by the API). */
  cart: 'cart_id',
  /**
   * An owner's preview session (set on a page with `?preview`, ended by `?preview=0`), so the
   * store's pages and the API show the preview through every in-app navigation (§4 Preview).
   */
  preview: 'store_preview',
  /** The shopper's language, so the server renders it (decision 4). */
  lang: 'lang',
  /** The key of a guest's just-placed order, which opens its confirmation page. */
  orderKey: 'order_key',
  /**
   * Not httpOnly, says nothing about who: `1` when the browser may hold personal parts of the
   * store's shell (a session or a cart), so a page kept for everyone fetches them after hydration;
   * `0` once they were found empty (decision 33).
   */
  shopperHint: 'shopper',
  /** The cart is in gifting mode (§4): this browser's pages are its own, never a kept one (0033). */
  gifting: 'gifting_mode',
  /** The web app's message for the next page, shown once as a toast. */
  flash: 'flash',
  /** The web app's: where to go once the e-mail is verified (the mail's link carries only a token). */
  returnUrl: 'return_url',
} as const;

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/**
 * What each cookie means to the read cache and the shell (decisions 28 and 33), the one table
 * the server's read cache, its page plugin and the web app's shell derive their lists from.
 * - `personal`: an API answer asked with it may be someone's own, so it is never kept.
 * - `onSharedPage`: what a page the same for everyone (home, lists, products…) does with it:
 *   `set aside` (taken out of the request before anything reads it, so the page is rendered and
 *   kept as for anyone), `own` (the page is the visitor's own: never kept), or `ignored`.
 * - `holdsCart`: the visitor may have a cart (a session's or a guest's): pages ask for it.
 * - `inShell`: the shell shows something of it (user menu, cart badge, gift card balance).
 * They differ on purpose: a grant is personal and shown (a gift card's balance) but holds no cart;
 * an order key is personal but the shell shows nothing of it.
 */
export const COOKIE_RULES: Record<
  CookieName,
  {
    personal: boolean;
    onSharedPage: 'set aside' | 'own' | 'ignored';
    holdsCart: boolean;
    inShell: boolean;
  }
> = {
  [COOKIES.session]: { personal: true, onSharedPage: 'set aside', holdsCart: true, inShell: true },
  [COOKIES.cart]: { personal: true, onSharedPage: 'set aside', holdsCart: true, inShell: true },
  [COOKIES.storeAccess]: {
    personal: true,
    onSharedPage: 'set aside',
    holdsCart: false,
    inShell: true,
  },
  [COOKIES.orderKey]: {
    personal: true,
    onSharedPage: 'set aside',
    holdsCart: false,
    inShell: false,
  },
  [COOKIES.returnUrl]: {
    personal: false,
    onSharedPage: 'set aside',
    holdsCart: false,
    inShell: false,
  },
  [COOKIES.preview]: { personal: true, onSharedPage: 'own', holdsCart: false, inShell: false },
  [COOKIES.flash]: { personal: false, onSharedPage: 'own', holdsCart: false, inShell: false },
  [COOKIES.gifting]: { personal: false, onSharedPage: 'own', holdsCart: false, inShell: false },
  [COOKIES.lang]: { personal: false, onSharedPage: 'ignored', holdsCart: false, inShell: false },
  [COOKIES.shopperHint]: {
    personal: false,
    onSharedPage: 'ignored',
    holdsCart: false,
    inShell: false,
  },
};

type CookieRule = (typeof COOKIE_RULES)[CookieName];

/** The names of the cookies whose rule says so, e.g. `cookiesWhere((c) => c.holdsCart)`. */
export function cookiesWhere(test: (rule: CookieRule) => boolean): CookieName[] {
  return (Object.keys(COOKIE_RULES) as CookieName[]).filter((name) => test(COOKIE_RULES[name]));
}

/**
 * The shopper hint (`COOKIES.shopperHint`, decision 33) as a `Set-Cookie` value: the one
 * definition of its attributes, which the server's read cache and the web app both write.
 * Not httpOnly (the page's script reads it), a month, the whole site, SameSite=Lax.
 */
export const SHOPPER_HINT_COOKIE = {
  maxAgeS: 60 * 60 * 24 * 30,
  path: '/',
  sameSite: 'Lax',
  httpOnly: false,
} as const;

export function shopperHintSetCookie(value: '0' | '1', secure: boolean): string {
  const { maxAgeS, path, sameSite } = SHOPPER_HINT_COOKIE;
  const tail = secure ? '; Secure' : '';
  return `${COOKIES.shopperHint}=${value}; Max-Age=${maxAgeS}; Path=${path}; SameSite=${sameSite}${tail}`;
}
