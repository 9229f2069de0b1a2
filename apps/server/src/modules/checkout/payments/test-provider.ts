import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@storefront/contracts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';

export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;

/** The embedded default: no network, test card numbers as Stripe's test mode has them. */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  async charge({ payment }: ChargeRequest): Promise<ChargeResult> {
    if (!('card_number' in payment) || payment.card_number !== TEST_CARDS.pays) {
      return { status: 'declined', message: CHECKOUT_MESSAGES.declined };
    }
    if (isExpired(payment.exp)) return { status: 'declined', message: 'Your card has expired.' };
    return { status: 'paid', reference: `test_${randomBytes(8).toString('hex')}` };
  }
}

/** MM/YY is valid through the end of that month. */
function isExpired(exp: string, now = new Date()): boolean {
  const [month, year] = exp.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) <= now.getTime();
}
