import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/contracts';
import type {
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
} from './payment-provider.ts';
import type { RefundRequest, RefundResult } from '../../orders/index.ts';

const STRIPE_API = 'https://api.stripe.com/v1';
const NO_PAYMENT_INTENT = 'The order has no Stripe payment to refund.';
const REFUND_FAILED = 'Stripe did not make the refund.';

/**
 * The Payment Intents request for an order, confirmed at once with the PaymentMethod Stripe.js
 * made in the browser (card numbers never reach this server with Stripe). The order uuid is
 * Stripe's Idempotency-Key, so a retried call never charges twice.
 */
export function paymentIntentRequest(secretKey: string, request: ChargeRequest) {
  if (!('payment_method' in request.payment)) return null;
  const body = new URLSearchParams({
    amount: String(request.amount),
    currency: request.currency,
    payment_method: request.payment.payment_method,
    confirm: 'true',
    'automatic_payment_methods[enabled]': 'true',
    'automatic_payment_methods[allow_redirects]': 'never',
    receipt_email: request.email,
    'metadata[order_uuid]': request.orderUuid,
    'metadata[storefront_id]': String(request.storefrontId),
    // The card's brand and last four come back with the intent, to show the shopper.
    'expand[]': 'payment_method',
  });
  return {
    url: `${STRIPE_API}/payment_intents`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `order-${request.orderUuid}`,
      },
      body: body.toString(),
    } satisfies RequestInit,
  };
}

/**
 * The search for an order's Payment Intents by its uuid in their metadata (Stripe's search is
 * eventually consistent, about a minute: reservations last longer than that).
 */
export function findIntentRequest(secretKey: string, orderUuid: string) {
  const query = new URLSearchParams({ query: `metadata['order_uuid']:'${orderUuid}'` });
  return {
    url: `${STRIPE_API}/payment_intents/search?${query}`,
    init: { headers: { authorization: `Bearer ${secretKey}` } } satisfies RequestInit,
  };
}

/**
 * Stripe's Create a refund (`POST /v1/refunds`) of the order's Payment Intent, for `amount` cents;
 * our refund's key is Stripe's Idempotency-Key, so a retried call never refunds twice.
 */
export function refundRequest(secretKey: string, request: RefundRequest) {
  if (!request.paymentReference) return null;
  const body = new URLSearchParams({
    payment_intent: request.paymentReference,
    amount: String(request.amount),
    'metadata[order_uuid]': request.orderUuid,
  });
  return {
    url: `${STRIPE_API}/refunds`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': request.idempotencyKey,
      },
      body: body.toString(),
    } satisfies RequestInit,
  };
}

type StripeIntent = {
  id: string;
  status: string;
  payment_method?: { card?: { brand: string; last4: string } } | string | null;
};
type StripeError = { error?: { message?: string; type?: string } };

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly secretKey: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const call = paymentIntentRequest(this.secretKey, request);
    if (!call) return { status: 'declined', message: CHECKOUT_MESSAGES.paymentUnavailable };
    const res = await this.fetchFn(call.url, call.init);
    const json = (await res.json()) as StripeIntent & StripeError;
    // The same order's charge still in flight, or sent with other details: its result stands.
    if (res.status === 409 || json.error?.type === 'idempotency_error') {
      return { status: 'pending', reference: `order-${request.orderUuid}` };
    }
    if (!res.ok) {
      return { status: 'declined', message: json.error?.message ?? CHECKOUT_MESSAGES.declined };
    }
    if (json.status === 'succeeded') {
      const card = typeof json.payment_method === 'object' ? json.payment_method?.card : undefined;
      return {
        status: 'paid',
        reference: json.id,
        ...(card && { card: { brand: card.brand, last4: card.last4 } }),
      };
    }
    if (json.status === 'canceled' || json.status === 'requires_payment_method') {
      return { status: 'declined', message: CHECKOUT_MESSAGES.declined };
    }
    return { status: 'pending', reference: json.id };
  }

  /** A refund Stripe accepted (`succeeded`, or `pending` while the bank settles it) went through. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const call = refundRequest(this.secretKey, request);
    if (!call) return { status: 'failed', message: NO_PAYMENT_INTENT };
    const res = await this.fetchFn(call.url, call.init);
    const json = (await res.json()) as StripeIntent & StripeError;
    if (res.ok && (json.status === 'succeeded' || json.status === 'pending')) {
      return { status: 'succeeded', reference: json.id };
    }
    return { status: 'failed', message: json.error?.message ?? REFUND_FAILED };
  }

  async findCharge(orderUuid: string): Promise<ChargeLookup> {
    const call = findIntentRequest(this.secretKey, orderUuid);
    const res = await this.fetchFn(call.url, call.init);
    if (!res.ok) throw new Error(`Stripe search answered ${res.status}`);
    const { data } = (await res.json()) as { data: StripeIntent[] };
    const intent = data.find((i) => i.status === 'succeeded') ?? data[0];
    if (!intent) return { status: 'none' };
    if (intent.status === 'succeeded') return { status: 'paid', reference: intent.id };
    if (intent.status === 'processing') return { status: 'pending', reference: intent.id };
    // Asked after the reservation expired: a confirmation still open will not be completed.
    return { status: 'declined', message: CHECKOUT_MESSAGES.declined };
  }
}

/** Stripe signs `${t}.${rawBody}` with HMAC-SHA256; events older than `toleranceS` are refused. */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(nowS - t) > toleranceS) return false;
  const expected = Buffer.from(signStripePayload(rawBody, t, secret), 'hex');
  return parts.some(([k, v]) => {
    if (k !== 'v1') return false;
    const given = Buffer.from(v ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export function signStripePayload(rawBody: string, t: number, secret: string): string {
  return createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
}
