/** Promo codes' public face: the only file other modules import. */
export {
  checkPromoCode,
  findActivePromoCode,
  findPromoCodeText,
  recordPromoUse,
  releasePromoUse,
  type PromoCodeRow,
} from './promo-codes.service.ts';
