/** Promo codes' public face: the only file other modules import. */
export {
  checkPromoCode,
  findActivePromoCode,
  findPromoCodeText,
  promoCodeOpenNow,
  recordPromoUse,
  releasePromoUse,
  type PromoCodeRow,
} from './promo-codes.service.ts';
