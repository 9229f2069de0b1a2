import {
  CHECKOUT_MESSAGES as M,
  KIT_MESSAGES as KIT,
  type PlaceOrderBody,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, isUniqueViolation } from '../../../lib/errors.ts';
import { lockCartForCheckout } from '../../cart/index.ts';
import { reserveStock } from '../../catalog/index.ts';
import { redeemGiftCard } from '../../gift-cards/index.ts';
import { type CartGiftingLink, lockKitBudget, redeemGiftingLink } from '../../gifting/index.ts';
import {
  type NewParcel,
  type OrderRow,
  recordPendingOrder,
  spentOnGiftingLinks,
} from '../../orders/index.ts';
import { recordPromoUse } from '../../promo-codes/index.ts';
import type { PreparedCheckout } from '../checkout.service.ts';

export type Reservation = { order: OrderRow; fresh: true } | { fresh: false };

/**
 * How long an order may await payment before the recovery job settles it: well past the payment
 * timeout (no request still works on it then) and Stripe's search delay, short enough that a
 * crashed checkout's stock and cart come back within minutes.
 */
export const RESERVATION_MS = 2 * 60_000;

/**
 * Step 1, one short transaction: the order awaiting payment with its lines and parcels, stock
 * taken with guarded UPDATEs, the promo use counted and gift-card balance taken under their
 * limits; a gift recipient's link redeemed and the kit's budget charged; the cart locked to the
 * order (one cart, one order). Anything short rolls the whole back. The order is reserved for
 * RESERVATION_MS (from `now`). A second request with the same idempotency key (or a second order of one gifting
 * link) loses on a unique index and gets `fresh: false`.
 */
export async function reserveOrder(
  db: Database,
  input: {
    storefrontId: number;
    userId: number | null;
    idempotencyKey: string;
    body: PlaceOrderBody;
    prepared: PreparedCheckout;
    now?: Date;
    /** RESERVATION_MS unless configured (ORDER_RESERVATION_SECONDS). */
    reservationMs?: number;
  },
): Promise<Reservation> {
  const { prepared, body } = input;
  try {
    return await db.transaction(async (tx) => {
      const gift = prepared.cart.giftingLink;
      if (gift) await redeemGift(tx, gift, prepared.quote.total);
      const order = await recordPendingOrder(
        tx,
        {
          storefrontId: input.storefrontId,
          userId: input.userId,
          email: body.email.toLowerCase(),
          subtotal: prepared.quote.subtotal,
          discount: prepared.quote.discount,
          shipping: prepared.quote.shipping,
          tax: prepared.quote.tax,
          giftCardAmount: prepared.quote.gift_card_amount,
          total: prepared.quote.total,
          totalWithoutDiscounts: prepared.quote.total_without_discounts,
          promoCodeId: prepared.promo?.id ?? null,
          giftingLinkId: gift?.linkId ?? null,
          shippingAddress: body.shipping_address,
          idempotencyKey: input.idempotencyKey,
          reservedUntil: new Date(
            (input.now ?? new Date()).getTime() + (input.reservationMs ?? RESERVATION_MS),
          ),
        },
        parcelsOf(prepared),
      );
      await lockCartForCheckout(tx, prepared.cart, order.id);
      for (const [sizeId, quantity] of sizesToReserve(prepared)) {
        if (!(await reserveStock(tx, sizeId, quantity)))
          throw new AppError('conflict', M.outOfStock);
      }
      if (prepared.promo) {
        const refusal = await recordPromoUse(tx, {
          promo: prepared.promo,
          orderId: order.id,
          email: order.email,
          userId: input.userId,
          amountCents: prepared.quote.discount,
        });
        if (refusal) throw new AppError('invalid_data', refusal, { promo_code: [refusal] });
      }
      for (const { card, applied } of prepared.giftCards) {
        if (applied > 0 && !(await redeemGiftCard(tx, card, order.id, applied))) {
          throw new AppError('conflict', M.giftCardChanged);
        }
      }
      return { order, fresh: true as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { fresh: false };
    throw error;
  }
}

/** The link redeemed once (guarded UPDATE) and the order's total within the kit's budget. */
async function redeemGift(tx: Transaction, gift: CartGiftingLink, total: number) {
  if (!(await redeemGiftingLink(tx, gift.linkId))) throw new AppError('conflict', KIT.redeemed);
  if (!(await kitBudgetCovers(tx, gift.kitId, total))) {
    throw new AppError('conflict', KIT.budgetExhausted);
  }
}

/** Units per size over all lines, in id order (so concurrent orders lock rows alike). */
function sizesToReserve({ cart }: PreparedCheckout): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of cart.pricedLines) {
    if (line.is_gift_card || line.sizeId === null) continue;
    totals.set(line.sizeId, (totals.get(line.sizeId) ?? 0) + line.quantity);
  }
  return [...totals.entries()].sort(([a], [b]) => a - b);
}

function parcelsOf({ cart }: PreparedCheckout): NewParcel[] {
  const byId = new Map(cart.pricedLines.map((l) => [l.id, l]));
  return cart.parcels.map((parcel) => ({
    warehouseId: parcel.warehouse?.id ?? null,
    shippingCents: parcel.shipping,
    lines: parcel.line_ids.map((id) => {
      const line = byId.get(id)!;
      return {
        productId: line.product_id,
        variantId: line.variantId,
        sizeId: line.sizeId,
        name: line.name,
        color: line.color,
        size: line.size,
        image: line.image,
        quantity: line.quantity,
        unitPrice: line.price,
        lineTotal: line.final_price,
        isGiftCard: line.is_gift_card,
        recipientEmail: line.email,
        note: line.note,
        inputFields: line.input_fields,
      };
    }),
  }));
}

/**
 * Before the order is recorded: true when the kit's budget (none means open-ended) covers what
 * its orders spent plus `total`. The kit stays locked until the transaction ends, so two orders
 * cannot both take the last of it.
 */
async function kitBudgetCovers(tx: Transaction, kitId: number, total: number): Promise<boolean> {
  const { budgetCents, linkIds } = await lockKitBudget(tx, kitId);
  if (budgetCents === null) return true;
  return (await spentOnGiftingLinks(tx, linkIds)) + total <= budgetCents;
}
