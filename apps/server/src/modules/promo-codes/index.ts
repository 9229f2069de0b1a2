/** Promo codes' public face: the only file other modules import. */
export {
  checkPromoCode,
  countPromoUse,
  findActivePromoCode,
  findPromoCodeText,
  releasePromoUse,
  type PromoCodeRow,
} from './promo-codes.service.ts';
