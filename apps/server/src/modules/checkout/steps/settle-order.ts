import type { PaymentCard } from '@storefront/contracts';
import type { Database } from '../../../db/client.ts';
import { closeCheckoutCart, reopenCheckoutCart } from '../../cart/index.ts';
import { releaseStock } from '../../catalog/index.ts';
import {
  type IssuedGiftCard,
  issueGiftCards,
  refundOrderGiftCards,
} from '../../gift-cards/index.ts';
import {
  findLinesOfOrder,
  markOrderFailed,
  markOrderPaid,
  type OrderRow,
} from '../../orders/index.ts';
import { releasePromoUse } from '../../promo-codes/index.ts';

/**
 * Step 3a, a short transaction: the payment arrived, the order becomes a New Order, the gift
 * cards it bought are issued and its cart is emptied (null when the order was settled already).
 */
export async function confirmOrder(
  db: Database,
  order: OrderRow,
  payment: { provider: string; reference: string | null; card: PaymentCard | null },
): Promise<IssuedGiftCard[] | null> {
  return db.transaction(async (tx) => {
    if (!(await markOrderPaid(tx, order, payment))) return null;
    await closeCheckoutCart(tx, order.id);
    const lines = (await findLinesOfOrder(tx, order.id)).filter((l) => l.isGiftCard);
    return issueGiftCards(tx, { storefrontId: order.storefrontId, orderId: order.id }, lines);
  });
}

/**
 * Step 3b, the compensation of the reservation: stock back, gift cards refunded through the
 * ledger, the promo use given back, the cart open again with its lines, the order Cancelled with
 * payment failed. Runs once per order: an order no longer awaiting payment is left alone.
 */
export async function releaseOrder(
  db: Database,
  order: OrderRow,
  payment: { provider: string; reason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markOrderFailed(tx, order, payment))) return false;
    for (const line of await findLinesOfOrder(tx, order.id)) {
      if (!line.isGiftCard && line.sizeId !== null) {
        await releaseStock(tx, line.sizeId, line.quantity);
      }
    }
    await releasePromoUse(tx, order);
    await refundOrderGiftCards(tx, order.storefrontId, order.id);
    await reopenCheckoutCart(tx, order.id);
    return true;
  });
}
