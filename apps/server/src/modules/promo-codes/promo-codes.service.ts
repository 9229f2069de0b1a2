import {
  CHECKOUT_MESSAGES as M,
  formatMoney,
  promoDiscount,
  type PromoRule,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  countCustomerUses,
  countPromoUse,
  findPromoCodeByCode,
  insertPromoUse,
  isRestrictedPromoCode,
  matchingProductIds,
  releasePromoUseOf,
  type PromoCodeRow,
} from './promo-codes.queries.ts';

export type { PromoCodeRow };
export { findPromoCodeText } from './promo-codes.queries.ts';

/** What a code is checked against: the cart's lines, its subtotal and the customer's email. */
export type PromoOrder = {
  lines: { id: number; product_id: number; final_price: number; is_gift_card: boolean }[];
  subtotal: number;
  email: string;
};

/** A usable code with its discount and the lines it applies to (all, unless restricted). */
export type PromoCheck =
  { promo: PromoCodeRow; rule: PromoRule; discount: number; lineIds: number[] } | { error: string };

/** The code's own state now: known and active, started, not expired, not used up. */
function unusable(promo: PromoCodeRow | undefined, now: Date): string | null {
  if (!promo || !promo.active || (promo.startsAt && promo.startsAt > now)) return M.promoInvalid;
  if (promo.expiresAt && promo.expiresAt <= now) return M.promoExpired;
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return M.promoUsedUp;
  return null;
}

/**
 * A promo code for an order: usable now, the customer within their limit, the order at least the
 * minimum, and some line it applies to; the discount is taken on those lines only.
 */
export async function checkPromoCode(
  db: Database,
  storefrontId: number,
  code: string,
  order: PromoOrder,
  now = new Date(),
): Promise<PromoCheck> {
  const promo = await findPromoCodeByCode(db, storefrontId, code.trim());
  const problem = unusable(promo, now);
  if (problem || !promo) return { error: problem ?? M.promoInvalid };
  if (
    promo.perCustomerLimit !== null &&
    (await countCustomerUses(db, promo.id, order.email)) >= promo.perCustomerLimit
  ) {
    return { error: M.promoCustomerLimit };
  }
  if (order.subtotal < promo.minOrderCents) {
    return { error: M.promoMinimum.replace('{0}', formatMoney(promo.minOrderCents)) };
  }
  const lines = await linesOfPromo(db, promo.id, order.lines);
  if (!lines.length) return { error: M.promoNotApplicable };
  const kind = promo.kind === 'fixed' ? 'fixed' : 'percent';
  const rule: PromoRule = { kind, value: promo.value, minOrderCents: promo.minOrderCents };
  const matching = lines.reduce((sum, l) => sum + l.final_price, 0);
  return { promo, rule, discount: promoDiscount(rule, matching), lineIds: lines.map((l) => l.id) };
}

/** The lines a code applies to: every line, or a restricted code's products (never gift cards). */
async function linesOfPromo(db: Database, promoCodeId: number, lines: PromoOrder['lines']) {
  if (!(await isRestrictedPromoCode(db, promoCodeId))) return lines;
  const goods = lines.filter((l) => !l.is_gift_card);
  const matching = await matchingProductIds(
    db,
    promoCodeId,
    goods.map((l) => l.product_id),
  );
  return goods.filter((l) => matching.has(l.product_id));
}

/**
 * Whether the store's promo code of this text is switched on and within its days now; null when
 * the store has no such promo code. A private store's promo-code entry honours it.
 */
export async function promoCodeOpenNow(
  db: Database,
  storefrontId: number,
  code: string,
  now = new Date(),
): Promise<boolean | null> {
  const promo = await findPromoCodeByCode(db, storefrontId, code.trim());
  if (!promo) return null;
  if (!promo.active || (promo.startsAt && promo.startsAt > now)) return false;
  return !(promo.expiresAt && promo.expiresAt <= now);
}

/** A promo code that can be used now, whatever the order (the coupon check). */
export async function findActivePromoCode(db: Database, storefrontId: number, code: string) {
  const promo = await findPromoCodeByCode(db, storefrontId, code.trim());
  return unusable(promo, new Date()) ? undefined : promo;
}

/**
 * Counts an order's use of a code and records it, inside the order's transaction: the guarded
 * count locks the code's row, so a customer's concurrent orders count their uses one after the
 * other and never both pass a per-customer limit. Returns the refusal, or null.
 */
export async function recordPromoUse(
  tx: Transaction,
  use: {
    promo: PromoCodeRow;
    orderId: number;
    email: string;
    userId: number | null;
    amountCents: number;
  },
): Promise<string | null> {
  const { promo, ...rest } = use;
  if (!(await countPromoUse(tx, promo.id))) return M.promoUsedUp;
  if (
    promo.perCustomerLimit !== null &&
    (await countCustomerUses(tx, promo.id, use.email)) >= promo.perCustomerLimit
  ) {
    return M.promoCustomerLimit;
  }
  await insertPromoUse(tx, { ...rest, storefrontId: promo.storefrontId, promoCodeId: promo.id });
  return null;
}

/** An order's use given back (cancelled, or never paid): the one way both do it. */
export async function releasePromoUse(
  tx: Transaction,
  order: { id: number; promoCodeId: number | null },
) {
  if (order.promoCodeId !== null)
    await releasePromoUseOf(tx, { ...order, promoCodeId: order.promoCodeId });
}
