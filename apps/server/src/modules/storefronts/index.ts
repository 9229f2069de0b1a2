/** The storefronts' public face: the only file other modules import. */
export { findStorefrontById, listStorefronts, type StorefrontRow } from './storefronts.queries.ts';
export { openStorefront } from './open-store.ts';
export {
  discardStorefrontPreview,
  getStorefrontDraft,
  liveContent,
  lockStorefrontDraft,
  makeContentLive,
  resolveStorefront,
  saveStorefrontPreview,
  storefrontUsesUrl,
  switchStoresToLocalSso,
} from './storefronts.service.ts';
export { followCategorySlug } from './menu-links.ts';
