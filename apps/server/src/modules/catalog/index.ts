/** The catalogue's public face: the only file other modules import. */
export {
  getProductCards,
  getVariantsForCart,
  PRODUCT_NOT_FOUND,
  releaseStock,
  reserveStock,
  type CartVariant,
} from './catalog.service.ts';
export { catalogSitemapPages, type SitemapPage } from './sitemap.service.ts';
