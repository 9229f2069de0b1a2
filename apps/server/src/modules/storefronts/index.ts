/** The storefronts' public face: the only file other modules import. */
export type { StorefrontRow } from './storefronts.queries.ts';
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
