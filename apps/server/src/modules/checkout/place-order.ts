import {
  CHECKOUT_MESSAGES as M,
  KIT_MESSAGES as KIT,
  type OrderDetail,
  type PlaceOrderBody,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, invalidData } from '../../lib/errors.ts';
import type { CartOwner } from '../cart/cart.service.ts';
import { giftCardMail, type IssuedGiftCard } from '../gift-cards/gift-cards.service.ts';
import {
  findOrderByIdempotencyKey,
  getOrderDetail,
  type OrderRow,
} from '../orders/orders.service.ts';
import type { StorefrontRow } from '../storefronts/storefronts.queries.ts';
import { prepareCheckout } from './checkout.service.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { chargeWithTimeout, type PaymentProvider } from './payments/payment-provider.ts';
import { reserveOrder } from './steps/reserve-order.ts';
import { confirmOrder, releaseOrder } from './steps/settle-order.ts';

const PAYMENT_TIMEOUT_MS = 20_000;
/** A gift recipient's order is paid by the company's kit budget, never by the recipient. */
const KIT_BUDGET = 'kit_budget';

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
export async function placeOrder(
  app: FastifyInstance,
  provider: PaymentProvider,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const { store, owner, idempotencyKey, body } = input;
  const earlier = await findOrderByIdempotencyKey(app.db, store.id, idempotencyKey);
  if (earlier) return replay(app, earlier, idempotencyKey);

  const prepared = await prepareCheckout(app.db, store, owner, body);
  const { total } = prepared.quote;
  const gift = prepared.cart.giftingLink !== null;
  if (gift && body.payment) {
    throw invalidData(KIT.paymentNotNeeded, { payment: [KIT.paymentNotNeeded] });
  }
  if (!gift && total > 0 && !body.payment) {
    throw invalidData(M.paymentRequired, { payment: [M.paymentRequired] });
  }
  const reservation = await reserveOrder(app.db, {
    storefrontId: store.id,
    userId: owner.userId,
    idempotencyKey,
    body,
    prepared,
  });
  if (!reservation.fresh) {
    const first = await findOrderByIdempotencyKey(app.db, store.id, idempotencyKey);
    // No order of this key: the gifting link's unique index refused a second order of the gift.
    if (!first) throw new AppError('conflict', KIT.redeemed);
    return replay(app, first, idempotencyKey);
  }
  const { order } = reservation;

  const result =
    gift || total === 0
      ? ({ status: 'paid', reference: null } as const)
      : await chargeWithTimeout(
          provider,
          {
            amount: total,
            currency: order.currency,
            orderUuid: order.uuid,
            storefrontId: store.id,
            email: order.email,
            payment: body.payment!,
          },
          PAYMENT_TIMEOUT_MS,
          M.paymentUnavailable,
        );
  const providerName = gift ? KIT_BUDGET : total === 0 ? 'gift_card' : provider.name;
  if (result.status === 'declined') {
    await releaseOrder(app.db, order, { provider: providerName, reason: result.message });
    throw new AppError('payment_failed', result.message);
  }
  const issued =
    result.status === 'paid'
      ? await confirmOrder(app.db, order, { provider: providerName, reference: result.reference })
      : null;
  const detail = await readPlaced(app, order, idempotencyKey);
  if (issued) await mailConfirmation(app, store, { order: detail, issued, origin: input.origin });
  return { order: detail, replayed: false };
}

function readPlaced(app: FastifyInstance, order: OrderRow, idempotencyKey: string) {
  return getOrderDetail(app.db, order.storefrontId, order.uuid, { userId: null, idempotencyKey });
}

/** A repeated request: the first order again, or its decline again; nothing charged twice. */
async function replay(
  app: FastifyInstance,
  order: OrderRow,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const detail = await readPlaced(app, order, idempotencyKey);
  if (order.paymentStatus === 'failed') {
    throw new AppError('payment_failed', detail.history.at(-1)?.note ?? M.declined);
  }
  return { order: detail, replayed: true };
}

/**
 * The order confirmation and each bought gift card's code to its recipient, queued after payment
 * only; the outbox delivers them, so no request waits on SMTP.
 */
export async function mailConfirmation(
  app: FastifyInstance,
  store: { id: number; name: string },
  { order, issued, origin }: { order: OrderDetail; issued: IssuedGiftCard[]; origin: string },
) {
  await app.mailer.queue(
    orderConfirmationMail(order, store, `${origin}/order-confirmation/${order.uuid}`),
  );
  for (const card of issued) await app.mailer.queue(giftCardMail(store, card, origin));
}
