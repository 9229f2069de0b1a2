import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';

/** Stripe when its keys are configured, else the offline test provider. */
export function paymentProviderOf(config: Pick<Config, 'stripe'>, db: Database): PaymentProvider {
  return config.stripe
    ? new StripePaymentProvider(config.stripe.secretKey)
    : new TestPaymentProvider(db);
}
