/**
 * Shipping countries, without the schemas of checkout.ts: shopper pages import these, and a page
 * that imports no schema ships no zod (`npm run weight` checks it). checkout.ts re-exports them.
 */

/** Countries the store ships to, with the postal code format each one uses. */
export const SHIPPING_COUNTRIES = ['US', 'CA', 'DE', 'FR', 'GB'] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
