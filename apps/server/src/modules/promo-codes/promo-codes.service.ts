import { CHECKOUT_MESSAGES as M, formatMoney, type PromoRule } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { findPromoCodeByCode, type PromoCodeRow } from './promo-codes.queries.ts';

export type { PromoCodeRow };
export { countPromoUse, findPromoCodeText, releasePromoUse } from './promo-codes.queries.ts';

export type PromoCheck = { promo: PromoCodeRow; rule: PromoRule } | { error: string };

/** A promo code for a subtotal: known and active, started, not expired, used up or too small. */
export async function checkPromoCode(
  db: Database,
  storefrontId: number,
  code: string,
  subtotal: number,
  now = new Date(),
): Promise<PromoCheck> {
  const promo = await findPromoCodeByCode(db, storefrontId, code.trim());
  if (!promo || !promo.active || (promo.startsAt && promo.startsAt > now)) {
    return { error: M.promoInvalid };
  }
  if (promo.expiresAt && promo.expiresAt <= now) return { error: M.promoExpired };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) {
    return { error: M.promoUsedUp };
  }
  if (subtotal < promo.minOrderCents) {
    return { error: M.promoMinimum.replace('{0}', formatMoney(promo.minOrderCents)) };
  }
  const kind = promo.kind === 'fixed' ? 'fixed' : 'percent';
  return { promo, rule: { kind, value: promo.value, minOrderCents: promo.minOrderCents } };
}

/** A promo code that can be used now, whatever the order (the coupon check). */
export async function findActivePromoCode(db: Database, storefrontId: number, code: string) {
  const check = await checkPromoCode(db, storefrontId, code, Number.MAX_SAFE_INTEGER);
  return 'error' in check ? undefined : check.promo;
}
