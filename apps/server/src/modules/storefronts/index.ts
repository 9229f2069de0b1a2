/** The storefronts' public face: the only file other modules import. */
export type { StorefrontRow } from './storefronts.queries.ts';
export {
  discardStorefrontPreview,
  getStorefrontDraft,
  resolveStorefront,
  saveStorefrontPreview,
  switchStoresToLocalSso,
} from './storefronts.service.ts';
