import type { PaymentCard, PaymentDetails } from '@storefront/contracts';
import type { PaymentRefunder } from '../../orders/index.ts';

export type ChargeRequest = {
  /** Cents, more than 0. */
  amount: number;
  currency: string;
  /** Also the provider's idempotency key: one order is never charged twice. */
  orderUuid: string;
  storefrontId: number;
  email: string;
  payment: PaymentDetails;
};

/**
 * `pending`: the provider confirms later (Stripe webhook); the order keeps its reservation until
 * then.
 */
export type ChargeResult =
  /** `card`: what the provider says of the card it charged, kept to show the shopper. */
  | { status: 'paid'; reference: string; card?: PaymentCard }
  | { status: 'pending'; reference: string }
  | { status: 'declined'; message: string };

/** What the provider knows of an order's charge; `none`: it never charged the order. */
export type ChargeLookup = ChargeResult | { status: 'none' };

/** Refunds (`refund`) are idempotent by the request's idempotency key. */
export interface PaymentProvider extends PaymentRefunder {
  readonly name: string;
  /** Idempotent by order uuid: a second call answers the first charge's result. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What happened to the charge of this order (after a crash, or for a retried request). */
  findCharge(orderUuid: string): Promise<ChargeLookup>;
}

/** A provider call that takes longer than `ms` counts as failed: the order is released. */
export async function chargeWithTimeout(
  provider: PaymentProvider,
  request: ChargeRequest,
  ms: number,
  failure: string,
): Promise<ChargeResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ChargeResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'declined', message: failure }), ms);
  });
  try {
    return await Promise.race([
      provider
        .charge(request)
        .catch((): ChargeResult => ({ status: 'declined', message: failure })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
