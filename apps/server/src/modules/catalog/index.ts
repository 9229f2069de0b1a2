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
/** PGlite's catalogue vacuum, asked for after a bulk change (a catalogue import). */
export { vacuumCatalogueSoon } from './catalogue-vacuum.ts';
