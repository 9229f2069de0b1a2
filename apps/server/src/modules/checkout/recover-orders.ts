import type { FastifyInstance } from 'fastify';
import { storeOrigin } from '../gifting/index.ts';
import { findExpiredReservations, findNextReservationExpiry } from '../orders/index.ts';
import { checkoutDepsOf } from './checkout-deps.ts';
import { finishPendingOrder } from './finish-order.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

/** The queue job that settles expired reservations: every minute, and once at start. */
export const RECOVER_ORDERS = 'checkout.recover-orders';
export const RECOVER_ORDERS_CRON = '* * * * *';
const BATCH = 100;

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [RECOVER_ORDERS]: Record<string, never>;
  }
}

/**
 * Orders whose reservation expired by `now` while still awaiting payment (their request died:
 * crash, kill, deploy): the provider is asked what happened to each charge, then the order is
 * confirmed (paid) or released (never charged: stock, gift cards, promo use and cart given back).
 * Safe on several instances at once: settling is guarded, the first one wins. Answers how many
 * orders it looked at.
 */
export async function recoverExpiredOrders(
  app: FastifyInstance,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  const expired = await findExpiredReservations(app.db, now, BATCH);
  for (const { order, store } of expired) {
    try {
      const origin = storeOrigin(store, app.config.port);
      await finishPendingOrder(checkoutDepsOf(app, provider), order, { store, origin });
    } catch (error) {
      app.log.error({ err: error, order: order.uuid }, 'recovering an order failed');
    }
  }
  return expired.length;
}

/**
 * The minute's schedule is the safety net; a reservation expiring sooner (one left by a restart,
 * or a short ORDER_RESERVATION_SECONDS) gets a run of its own at its expiry. One such run waits at
 * a time: later reservations expire later, and that run schedules the next.
 */
export async function scheduleNextRecovery(app: FastifyInstance, now: Date) {
  const next = await findNextReservationExpiry(app.db, now);
  if (!next) return;
  const at = new Date(next.getTime() + 1000);
  await app.jobs.send(RECOVER_ORDERS, {}, { startAfter: at, singletonKey: 'next-expiry' });
}
