import {
  addressErrors,
  CHECKOUT_MESSAGES as M,
  ORDER_TOTAL_MAX_CENTS,
  computeTotals,
  KIT_MESSAGES as KIT,
  kitSelectionProblem,
  type CartItem,
  type CheckoutBody,
  type Quote,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { invalidData } from '../../lib/errors.ts';
import { normaliseGiftCardCode } from '../../lib/gift-card-codes.ts';
import { type CartOwner, type PricedCart, readCart } from '../cart/index.ts';
import { findUsableGiftCard, type UsableGiftCard } from '../gift-cards/index.ts';
import { type CartGiftingLink, openGiftingLink } from '../gifting/index.ts';
import { checkPromoCode, type PromoCodeRow } from '../promo-codes/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';

/** Everything an order is placed from: the cart as it is now and the totals of the server. */
export type PreparedCheckout = {
  cart: PricedCart;
  promo: PromoCodeRow | null;
  giftCards: { card: UsableGiftCard; applied: number }[];
  quote: Quote;
};

/**
 * Prices the cart for checkout: the address checked per country, the cart not empty and every
 * line still for sale and in stock, the promo code's rules, gift cards applied in the order given.
 */
export async function prepareCheckout(
  db: Database,
  store: StorefrontRow,
  owner: CartOwner,
  body: CheckoutBody,
): Promise<PreparedCheckout> {
  const addressProblems = addressErrors(body.shipping_address);
  if (Object.keys(addressProblems).length) {
    const errors = Object.fromEntries(
      Object.entries(addressProblems).map(([field, message]) => [
        `shipping_address.${field}`,
        [message],
      ]),
    );
    throw invalidData('Please check the shipping address.', errors);
  }
  const read = await readCart(db, owner);
  if (!read.lines.length) throw invalidData(M.emptyCart);
  if (read.lines.some((l) => l.inactive)) throw invalidData(M.blockedCart);
  if (read.lines.some((l) => l.out_of_stock)) throw invalidData(M.outOfStock);
  if (read.subtotal > ORDER_TOTAL_MAX_CENTS) throw invalidData(M.orderTooLarge);
  if (read.giftingLink) await checkGiftOrder(db, store.id, read.giftingLink, read.lines, body);

  const promoCheck = body.promo_code
    ? await checkPromoCode(db, store.id, body.promo_code, { ...read, email: body.email })
    : null;
  const { cards, errors: cardErrors } = await giftCardsOf(db, store.id, body.gift_card_codes);
  // Every code's problem at once: a bad promo code and a bad gift card are both named.
  const codeErrors: Record<string, string[]> = {
    ...(promoCheck && 'error' in promoCheck && { promo_code: [promoCheck.error] }),
    ...cardErrors,
  };
  const firstProblem = Object.values(codeErrors)[0]?.[0];
  if (firstProblem) throw invalidData(firstProblem, codeErrors);
  const promo = promoCheck && !('error' in promoCheck) ? promoCheck : null;
  const discount = promo?.discount ?? 0;
  const cart = withFreeShipping(store, read, read.subtotal - discount);
  const shipping = cart.parcels.reduce((sum, p) => sum + p.shipping, 0);
  const base = { subtotal: cart.subtotal, shipping, taxRateBps: store.taxRateBps };
  const balances = cards.map((c) => c.balance);
  const totals = computeTotals({
    ...base,
    discount,
    giftCardBalances: balances,
  });
  const withoutPromo = computeTotals({ ...base, discount: 0, giftCardBalances: balances });
  return {
    cart,
    promo: promo?.promo ?? null,
    giftCards: cards.map((card, i) => ({ card, applied: totals.gift_card_amounts[i]! })),
    quote: {
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping: totals.shipping,
      tax: totals.tax,
      gift_card_amount: totals.gift_card_amount,
      total: totals.total,
      total_without_discounts: withoutPromo.total,
      currency: 'usd',
      parcels: cart.parcels,
      promo_code: promo
        ? {
            code: promo.promo.code,
            kind: promo.rule.kind,
            value: promo.rule.value,
            line_ids: promo.lineIds,
          }
        : null,
      gift_cards: cards.map((card, i) => ({
        code: card.code,
        balance: card.balance,
        applied: totals.gift_card_amounts[i]!,
      })),
      // A gift recipient never pays: the company's kit budget does.
      payment_required: totals.total > 0 && !cart.giftingLink,
    },
  };
}

/**
 * A gift recipient's order: the link still open, no codes, and the selection within the kit
 * (only its products, at most its amount and each product's quantity, every required one).
 */
async function checkGiftOrder(
  db: Database,
  storefrontId: number,
  link: CartGiftingLink,
  lines: CartItem[],
  body: CheckoutBody,
) {
  await openGiftingLink(db, storefrontId, link.gifting);
  if (body.promo_code) {
    throw invalidData(KIT.promoNotAllowed, { promo_code: [KIT.promoNotAllowed] });
  }
  if (body.gift_card_codes.length || lines.some((l) => l.is_gift_card)) {
    throw invalidData(KIT.giftCardsNotAllowed, { gift_card_codes: [KIT.giftCardsNotAllowed] });
  }
  const choices = lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
  const problem = kitSelectionProblem(link.rules, choices);
  if (problem) throw invalidData(problem);
}

/**
 * The usable gift cards of the codes, and a problem for each code that is not one; a code typed
 * twice (in another case, with or without dashes) counts once.
 */
async function giftCardsOf(db: Database, storefrontId: number, codes: string[]) {
  const unique = [...new Map(codes.map((c) => [normaliseGiftCardCode(c), c])).values()];
  const cards: UsableGiftCard[] = [];
  const errors: Record<string, string[]> = {};
  for (const [i, code] of unique.entries()) {
    const card = await findUsableGiftCard(db, storefrontId, code);
    if (card) cards.push(card);
    else errors[`gift_card_codes.${i}`] = [M.giftCardInvalid];
  }
  return { cards, errors };
}

/**
 * The store's free-shipping promise kept (storefronts.free_shipping_from_cents): from that amount
 * of goods (after the promo discount, as the shopper sees it deducted) every parcel ships free.
 */
function withFreeShipping(store: StorefrontRow, cart: PricedCart, goods: number): PricedCart {
  const from = store.freeShippingFromCents;
  if (from === null || goods < from) return cart;
  return { ...cart, parcels: cart.parcels.map((parcel) => ({ ...parcel, shipping: 0 })) };
}
