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
} as const;
