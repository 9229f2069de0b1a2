/** The catalogue's public face: the only file other modules import. */
export {
  getProductCards,
  getVariantsForCart,
  nextPublishBoundary,
  PRODUCT_NOT_FOUND,
  releaseStock,
  reserveStock,
  type CartVariant,
} from './catalog.service.ts';
/** Which product shows a picture (by content hash): the media library keeps such a picture. */
export { productUsingPicture } from './product-editor.service.ts';
export { catalogSitemapPages, type SitemapPage } from './sitemap.service.ts';
/** The catalogue vacuum, asked for after a bulk change (an import, a bulk edit, a rollback). */
export { vacuumCatalogueSoon } from './catalogue-vacuum.ts';
/** Bulk writers of the catalogue lock their products with this first, in id order (no deadlock). */
export { lockProducts } from './product-locks.ts';
