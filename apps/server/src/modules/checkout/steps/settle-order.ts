import type { Database } from '../../../db/client.ts';
import { releaseStock } from '../../catalog/catalog.service.ts';
import { refundOrderGiftCards } from '../../gift-cards/gift-cards.service.ts';
import {
  findLinesOfOrder,
  markOrderFailed,
  markOrderPaid,
  type OrderRow,
} from '../../orders/orders.service.ts';
import { releasePromoUse } from '../../promo-codes/promo-codes.service.ts';

/** Step 3a, a short transaction: the payment arrived, the order becomes a New Order. */
export async function confirmOrder(
  db: Database,
  order: OrderRow,
  payment: { provider: string; reference: string | null },
): Promise<boolean> {
  return db.transaction((tx) => markOrderPaid(tx, order, payment));
}

/**
 * Step 3b, the compensation of the reservation: stock back, gift cards refunded through the
 * ledger, the promo use given back, the order Cancelled with payment failed. Runs once per order:
 * an order no longer awaiting payment is left alone.
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
    if (order.promoCodeId !== null) await releasePromoUse(tx, order.promoCodeId);
    await refundOrderGiftCards(tx, order.storefrontId, order.id);
    return true;
  });
}
