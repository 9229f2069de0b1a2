import {
  CHECKOUT_MESSAGES,
  formatMoney,
  type CouponCheckResponse,
  type GiftCard,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  giftCardCodeDigest,
  maskedGiftCardCode,
  newGiftCardCode,
  normaliseGiftCardCode,
  storedCode,
} from '../../lib/gift-card-codes.ts';
import { findActivePromoCode } from '../promo-codes/index.ts';
import {
  addBalance,
  findEntryGiftCard as findEntryGiftCardByDigest,
  findGiftCardByDigest,
  findGiftCardsOfUser,
  findOrderRedemptions,
  insertGiftCard,
  insertLedgerEntry,
  takeBalance,
  type GiftCardRow,
} from './gift-cards.queries.ts';

export type { GiftCardRow };
export { findEntryGiftCardBalance } from './gift-cards.queries.ts';

/** A card found by the code the shopper typed, which it answers with (never stored). */
export type UsableGiftCard = GiftCardRow & { code: string };

/** Private access asks whether a card opens its store (active, unexpired, meant to open it). */
export async function findEntryGiftCard(db: Database, storefrontId: number, code: string) {
  if (!normaliseGiftCardCode(code)) return undefined;
  return findEntryGiftCardByDigest(db, storefrontId, giftCardCodeDigest(code));
}

/** Active, unexpired and not used up. */
export function isUsable(card: GiftCardRow, now = new Date()): boolean {
  return card.status === 'active' && card.balance > 0 && (!card.expiresAt || card.expiresAt > now);
}

/** A gift card that can pay now, or undefined. */
export async function findUsableGiftCard(
  db: Database,
  storefrontId: number,
  code: string,
): Promise<UsableGiftCard | undefined> {
  if (!normaliseGiftCardCode(code)) return undefined;
  const card = await findGiftCardByDigest(db, storefrontId, giftCardCodeDigest(code));
  return card && isUsable(card) ? { ...card, code: code.trim().toUpperCase() } : undefined;
}

export const GIFT_CARD_INVALID = CHECKOUT_MESSAGES.giftCardInvalid;

/**
 * Spends `amount` of a card for an order inside the caller's transaction: a guarded UPDATE (the
 * balance never goes below 0, whatever runs at the same time) and a ledger row.
 */
export async function redeemGiftCard(
  tx: Transaction,
  card: { id: number; storefrontId: number },
  orderId: number,
  amount: number,
): Promise<boolean> {
  if (!(await takeBalance(tx, card.id, amount))) return false;
  await insertLedgerEntry(tx, {
    storefrontId: card.storefrontId,
    giftCardId: card.id,
    orderId,
    amount: -amount,
    kind: 'redeem',
  });
  return true;
}

/** Gives back everything an order took from gift cards (declined or cancelled order). */
export async function refundOrderGiftCards(tx: Transaction, storefrontId: number, orderId: number) {
  for (const { giftCardId, taken } of await findOrderRedemptions(tx, orderId)) {
    if (taken <= 0) continue;
    await addBalance(tx, giftCardId, taken);
    await insertLedgerEntry(tx, {
      storefrontId,
      giftCardId,
      orderId,
      amount: taken,
      kind: 'refund',
    });
  }
}

/**
 * Gives `amount` of what an order took from gift cards back to them (an edit lowered the order,
 * decision 0025): the last card used first, never more than each gave, each with a ledger row.
 */
export async function returnGiftCardAmount(
  tx: Transaction,
  storefrontId: number,
  orderId: number,
  amount: number,
) {
  let left = amount;
  for (const { giftCardId, taken } of (await findOrderRedemptions(tx, orderId)).reverse()) {
    const back = Math.min(left, taken);
    if (back <= 0) continue;
    await addBalance(tx, giftCardId, back);
    await insertLedgerEntry(tx, {
      storefrontId,
      giftCardId,
      orderId,
      amount: back,
      kind: 'refund',
    });
    left -= back;
  }
}

/** The user's cards with their status as of now. */
export async function listGiftCards(db: Database, storefrontId: number, userId: number) {
  const now = new Date();
  return (await findGiftCardsOfUser(db, storefrontId, userId)).map((card) => ({
    code: maskedGiftCardCode(card.codeLast4),
    balance: card.balance,
    status: statusOf(card, now),
  }));
}

function statusOf(card: GiftCardRow, now: Date): GiftCard['status'] {
  if (card.status !== 'active') return 'disabled';
  if (card.expiresAt && card.expiresAt <= now) return 'expired';
  return card.balance > 0 ? 'active' : 'used';
}

export async function getGiftCardBalance(db: Database, storefrontId: number, code: string) {
  const card = await findUsableGiftCard(db, storefrontId, code);
  if (!card) throw notFound(GIFT_CARD_INVALID);
  return { code: card.code, balance: card.balance };
}

/** A code typed at checkout: a promo code of the store first, else a gift card. */
export async function checkCoupon(
  db: Database,
  storefrontId: number,
  code: string,
): Promise<z.infer<typeof CouponCheckResponse>['data']> {
  const promo = await findActivePromoCode(db, storefrontId, code);
  if (promo) {
    return {
      type: 'promo',
      code: promo.code,
      kind: promo.kind === 'fixed' ? 'fixed' : 'percent',
      value: promo.value,
      min_order: promo.minOrderCents,
    };
  }
  return { type: 'gift_card', ...(await getGiftCardBalance(db, storefrontId, code)) };
}

export type IssuedGiftCard = {
  code: string;
  balance: number;
  recipientEmail: string;
  note: string | null;
};

/**
 * The gift cards a paid order bought: one card per unit, its balance the price paid, with an
 * `issue` ledger row; the caller mails each code to its recipient.
 */
export async function issueGiftCards(
  tx: Transaction,
  order: { storefrontId: number; orderId: number },
  lines: {
    unitPrice: number;
    quantity: number;
    recipientEmail: string | null;
    note: string | null;
  }[],
): Promise<IssuedGiftCard[]> {
  const issued: IssuedGiftCard[] = [];
  for (const line of lines) {
    for (let unit = 0; unit < line.quantity; unit++) {
      const code = newGiftCardCode();
      const card = await insertGiftCard(tx, {
        storefrontId: order.storefrontId,
        ...storedCode(code),
        initialBalance: line.unitPrice,
        balance: line.unitPrice,
        recipientEmail: line.recipientEmail,
        grantsPrivateAccess: false,
      });
      await insertLedgerEntry(tx, {
        storefrontId: order.storefrontId,
        giftCardId: card.id,
        orderId: order.orderId,
        amount: line.unitPrice,
        kind: 'issue',
      });
      if (line.recipientEmail) {
        issued.push({
          code,
          balance: card.balance,
          recipientEmail: line.recipientEmail,
          note: line.note,
        });
      }
    }
  }
  return issued;
}

/** The mail that brings a bought gift card to its recipient. */
export function giftCardMail(
  store: { id: number; name: string },
  card: IssuedGiftCard,
  origin: string,
) {
  const amount = formatMoney(card.balance);
  const text = [
    `You received a ${amount} gift card for ${store.name}!`,
    ...(card.note ? ['', card.note] : []),
    '',
    `Your code: ${card.code}`,
    `Shop at ${origin}/products and enter the code at checkout.`,
  ].join('\n');
  return {
    storefrontId: store.id,
    to: card.recipientEmail,
    subject: `Your ${amount} gift card for ${store.name}`,
    text,
    html: null,
  };
}
