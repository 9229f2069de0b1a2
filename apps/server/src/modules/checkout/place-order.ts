import {
  CHECKOUT_MESSAGES as M,
  KIT_MESSAGES as KIT,
  type OrderDetail,
  type PlaceOrderBody,
} from '@storefront/contracts';
import { AppError, invalidData } from '../../lib/errors.ts';
import type { CartOwner } from '../cart/index.ts';
import { findOrderByIdempotencyKey, getOrderDetail, type OrderRow } from '../orders/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { prepareCheckout } from './checkout.service.ts';
import { chargeOrder, finishPendingOrder, payerOf, settleOrder } from './finish-order.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { reserveOrder } from './steps/reserve-order.ts';

/** A retried order whose payment the provider still processes (its webhook settles it). */
const PAYMENT_PROCESSING = 'Your payment is still being processed. Try again in a minute.';

export type PlaceOrderInput = {
  store: StorefrontRow;
  owner: CartOwner;
  idempotencyKey: string;
  body: PlaceOrderBody;
  /** Where the confirmation e-mail links to. */
  origin: string;
};

export type PlacedOrder = { order: OrderDetail; replayed: boolean };

/**
 * Reserve → pay → confirm, or release on a decline or timeout (§ checkout of docs). The payment
 * call happens outside any transaction. The same idempotency key always answers the first order
 * and never charges twice.
 */
export async function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { store, owner, idempotencyKey, body } = input;
  const earlier = await findOrderByIdempotencyKey(deps.db, store.id, idempotencyKey);
  if (earlier) return replay(deps, earlier, input);

  const prepared = await prepareCheckout(deps.db, store, owner, body);
  const { total } = prepared.quote;
  const gift = prepared.cart.giftingLink !== null;
  if (gift && body.payment) {
    throw invalidData(KIT.paymentNotNeeded, { payment: [KIT.paymentNotNeeded] });
  }
  if (!gift && total > 0 && !body.payment) {
    throw invalidData(M.paymentRequired, { payment: [M.paymentRequired] });
  }
  const reservation = await reserveOrder(deps.db, {
    storefrontId: store.id,
    userId: owner.userId,
    idempotencyKey,
    body,
    prepared,
    reservationMs: deps.reservationMs,
  });
  if (!reservation.fresh) {
    const first = await findOrderByIdempotencyKey(deps.db, store.id, idempotencyKey);
    // No order of this key: the gifting link's unique index refused a second order of the gift.
    if (!first) throw new AppError('conflict', KIT.redeemed);
    return replay(deps, first, input);
  }
  const { order } = reservation;
  const result =
    payerOf(order, deps.provider) === deps.provider.name
      ? await chargeOrder(deps.provider, order, body.payment!)
      : ({ status: 'paid', reference: null } as const);
  await settleOrder(deps, order, result, input);
  if (result.status === 'declined') throw new AppError('payment_failed', result.message);
  return { order: await readPlaced(deps, order, idempotencyKey), replayed: false };
}

function readPlaced(deps: CheckoutDeps, order: OrderRow, idempotencyKey: string) {
  return getOrderDetail(deps.db, order.storefrontId, order.uuid, { userId: null, idempotencyKey });
}

/**
 * A repeated request: the first order again, or its decline again; nothing charged twice. An
 * order still awaiting payment (its request crashed, or still runs) is finished first.
 */
async function replay(
  deps: CheckoutDeps,
  order: OrderRow,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  if (order.paymentStatus === 'pending') {
    await finishPendingOrder(deps, order, { ...input, payment: input.body.payment });
  }
  const detail = await readPlaced(deps, order, input.idempotencyKey);
  if (detail.payment_status === 'pending') throw new AppError('conflict', PAYMENT_PROCESSING);
  if (detail.payment_status === 'failed') {
    throw new AppError('payment_failed', detail.history.at(-1)?.note ?? M.declined);
  }
  return { order: detail, replayed: true };
}
