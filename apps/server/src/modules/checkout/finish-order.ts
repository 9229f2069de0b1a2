import {
  CHECKOUT_MESSAGES as M,
  type OrderDetail,
  type PaymentDetails,
} from '@storefront/contracts';
import type { Mailer } from '../mail/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { giftCardMail, type IssuedGiftCard } from '../gift-cards/index.ts';
import { getOrderDetail, type OrderRow } from '../orders/index.ts';
import { orderConfirmationMail } from './order-mail.ts';
import {
  chargeWithTimeout,
  type ChargeLookup,
  type ChargeResult,
  type PaymentProvider,
} from './payments/payment-provider.ts';
import { confirmOrder, releaseOrder } from './steps/settle-order.ts';

const PAYMENT_TIMEOUT_MS = 20_000;
/** A gift recipient's order is paid by the company's kit budget, never by the recipient. */
const KIT_BUDGET = 'kit_budget';
/** The history note of an order released because its payment never happened. */
const NOT_CHARGED = 'The payment was not completed.';

/** A charge's result, or paid without one (kit budget, gift cards). */
export type PaymentOutcome = ChargeResult | { status: 'paid'; reference: null };

/** Where the confirmation e-mail of a store's order links to. */
export type MailTarget = { store: { id: number; name: string }; origin: string };

/** Who took the money: the kit budget, the gift cards alone, or the payment provider. */
export function payerOf(order: OrderRow, provider: PaymentProvider): string {
  if (order.giftingLinkId !== null) return KIT_BUDGET;
  return order.total === 0 ? 'gift_card' : provider.name;
}

/** The provider's charge of an order, asked of it with the order's uuid as idempotency key. */
export function chargeOrder(provider: PaymentProvider, order: OrderRow, payment: PaymentDetails) {
  const request = {
    amount: order.total,
    currency: order.currency,
    orderUuid: order.uuid,
    storefrontId: order.storefrontId,
    email: order.email,
    payment,
  };
  return chargeWithTimeout(provider, request, PAYMENT_TIMEOUT_MS, M.paymentUnavailable);
}

/**
 * The order confirmed (paid) or released (declined) by the charge's result; left awaiting payment
 * when the provider still processes it. Confirmation and release are guarded: whoever settles an
 * order first wins, so a request, a retry, the webhook and the recovery job may race safely, and
 * only the winner mails.
 */
export async function settleOrder(
  deps: CheckoutDeps,
  order: OrderRow,
  result: PaymentOutcome,
  mail: MailTarget,
) {
  const payer = payerOf(order, deps.provider);
  if (result.status === 'declined') {
    await releaseOrder(deps.db, order, { provider: payer, reason: result.message });
  } else if (result.status === 'paid') {
    const issued = await confirmOrder(deps.db, order, {
      provider: payer,
      reference: result.reference,
      card: ('card' in result && result.card) || null,
    });
    if (!issued) return;
    // order.placed was recorded with the confirmation; it is delivered now.
    await deps.orderEvents.announce({ storefrontId: order.storefrontId, orderId: order.id });
    const reader = { userId: null, idempotencyKey: order.idempotencyKey };
    const detail = await getOrderDetail(deps.db, order.storefrontId, order.uuid, reader);
    await mailConfirmation(deps.mailer, mail.store, { order: detail, issued, origin: mail.origin });
  }
}

/**
 * Ends an order left awaiting payment (its request crashed, or is retried): nothing to charge
 * confirms it; else the provider is asked what happened to the charge. Never charged: charged now
 * with `payment` (a retry with the same key; idempotent by order uuid, so a charge still in
 * flight is not doubled), or released when there is none (the recovery job).
 */
export async function finishPendingOrder(
  deps: CheckoutDeps,
  order: OrderRow,
  { payment, ...mail }: MailTarget & { payment?: PaymentDetails | undefined },
) {
  const result = await outcomeOf(deps.provider, order, payment);
  await settleOrder(deps, order, result, mail);
}

async function outcomeOf(
  provider: PaymentProvider,
  order: OrderRow,
  payment: PaymentDetails | undefined,
): Promise<PaymentOutcome> {
  if (payerOf(order, provider) !== provider.name) return { status: 'paid', reference: null };
  const known = await provider
    .findCharge(order.uuid)
    .catch((): ChargeLookup => ({ status: 'pending', reference: order.uuid }));
  if (known.status !== 'none') return known;
  return payment
    ? chargeOrder(provider, order, payment)
    : { status: 'declined', message: NOT_CHARGED };
}

/**
 * The order confirmation and each bought gift card's code to its recipient, queued after payment
 * only; the outbox delivers them, so no request waits on SMTP.
 */
async function mailConfirmation(
  mailer: Mailer,
  store: { id: number; name: string },
  { order, issued, origin }: { order: OrderDetail; issued: IssuedGiftCard[]; origin: string },
) {
  await mailer.queue(
    orderConfirmationMail(order, store, `${origin}/order-confirmation/${order.uuid}`),
  );
  for (const card of issued) await mailer.queue(giftCardMail(store, card, origin));
}
