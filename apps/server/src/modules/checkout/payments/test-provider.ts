import { randomBytes } from 'node:crypto';
import { cardBrandOf, CHECKOUT_MESSAGES } from '@storefront/contracts';
import type { Database } from '../../../db/client.ts';
import type { RefundRequest, RefundResult } from '../../orders/index.ts';
import type {
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
} from './payment-provider.ts';
import {
  findCharge,
  recordCharge,
  recordRefund,
  type TestChargeRow,
} from './test-charges.queries.ts';

export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;

/**
 * The embedded default: no network, test card numbers as Stripe's test mode has them. It stands
 * for a payment company we cannot reach, so it keeps its charges in its own table: one charge per
 * order uuid (a repeated call answers the first), and after a crash it still knows what happened.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly db: Database) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const result = decide(request);
    const row = await recordCharge(this.db, {
      orderUuid: request.orderUuid,
      amount: request.amount,
      status: result.status,
      reference: result.status === 'paid' ? result.reference : null,
      message: result.status === 'declined' ? result.message : null,
      card: result.status === 'paid' ? result.card : null,
    });
    return resultOf(row);
  }

  async findCharge(orderUuid: string): Promise<ChargeLookup> {
    const row = await findCharge(this.db, orderUuid);
    return row ? resultOf(row) : { status: 'none' };
  }

  /** Refunds part of a paid charge, never more than it: a payment company refuses that too. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const charge = await findCharge(this.db, request.orderUuid);
    if (charge?.status !== 'paid') return { status: 'failed', message: NO_CHARGE };
    const row = await recordRefund(this.db, charge.amount, {
      orderUuid: request.orderUuid,
      idempotencyKey: request.idempotencyKey,
      amount: request.amount,
      reference: `test_re_${randomBytes(8).toString('hex')}`,
    });
    return row
      ? { status: 'succeeded', reference: row.reference }
      : { status: 'failed', message: OVER_CHARGE };
  }
}

const NO_CHARGE = 'There is no paid charge to refund.';
const OVER_CHARGE = 'The refund is more than what is left of the charge.';

function decide({ payment }: ChargeRequest): ChargeResult & { status: 'paid' | 'declined' } {
  if (!('card_number' in payment) || payment.card_number !== TEST_CARDS.pays) {
    return { status: 'declined', message: CHECKOUT_MESSAGES.declined };
  }
  if (isExpired(payment.exp)) return { status: 'declined', message: 'Your card has expired.' };
  // The card's brand and last four, as a real provider reports them with the charge.
  const card = { brand: cardBrandOf(payment.card_number), last4: payment.card_number.slice(-4) };
  return { status: 'paid', reference: `test_${randomBytes(8).toString('hex')}`, card };
}

function resultOf(row: TestChargeRow): ChargeResult {
  return row.status === 'paid'
    ? { status: 'paid', reference: row.reference!, ...(row.card && { card: row.card }) }
    : { status: 'declined', message: row.message ?? CHECKOUT_MESSAGES.declined };
}

/** MM/YY is valid through the end of that month. */
function isExpired(exp: string, now = new Date()): boolean {
  const [month, year] = exp.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) <= now.getTime();
}
