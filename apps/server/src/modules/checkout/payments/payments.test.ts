import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ChargeRequest } from './payment-provider.ts';
import { sumRefundsOfCharge } from './test-charges.queries.ts';
import {
  findIntentRequest,
  paymentIntentRequest,
  refundRequest,
  signStripePayload,
  StripePaymentProvider,
  verifyStripeSignature,
} from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';

// Stripe cannot be reached from here: these tests cover the request the provider builds, how it
// reads Stripe's answers (through a fake fetch) and the webhook signature check.
const request = (payment: ChargeRequest['payment']): ChargeRequest => ({
  amount: 4395,
  currency: 'usd',
  orderUuid: '6f1c2a4e-1111-4222-8333-944455556666',
  storefrontId: 1,
  email: 'sam@example.test',
  payment,
});

describe('test provider', () => {
  let t: TestApp;
  let provider: TestPaymentProvider;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    provider = new TestPaymentProvider(t.database.db);
  });
  afterAll(() => t.close());
  const card = (card_number: string, exp = '12/34', orderUuid = randomUUID()) => ({
    ...request({ card_number, exp, cvc: '123' }),
    orderUuid,
  });

  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002', async () => {
    expect(await provider.charge(card('4242424242424242'))).toMatchObject({ status: 'paid' });
    expect(await provider.charge(card('4000000000000002'))).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('declines an expired card', async () => {
    expect(await provider.charge(card('4242424242424242', '01/20'))).toEqual({
      status: 'declined',
      message: 'Your card has expired.',
    });
  });

  it('charges an order once and remembers what happened, as a payment company would', async () => {
    const uuid = randomUUID();
    expect(await provider.findCharge(uuid)).toEqual({ status: 'none' });
    const paid = await provider.charge(card('4242424242424242', '12/34', uuid));
    expect(paid).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    // A second call for the order (a retry, another card) answers the first charge.
    expect(await provider.charge(card('4000000000000002', '12/34', uuid))).toEqual(paid);
    expect(await new TestPaymentProvider(t.database.db).findCharge(uuid)).toEqual(paid);
    const declined = card('4000000000000002');
    await provider.charge(declined);
    expect(await provider.findCharge(declined.orderUuid)).toMatchObject({ status: 'declined' });
  });
});

describe('test provider refunds', () => {
  let t: TestApp;
  let provider: TestPaymentProvider;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    provider = new TestPaymentProvider(t.database.db);
  });
  afterAll(() => t.close());
  const refund = (orderUuid: string, amount: number, idempotencyKey: string = randomUUID()) =>
    provider.refund({ amount, currency: 'usd', orderUuid, paymentReference: null, idempotencyKey });

  it('records refunds of a paid charge in its table, once per key, never more than charged', async () => {
    const uuid = randomUUID();
    await provider.charge({
      ...request({ card_number: '4242424242424242', exp: '12/34', cvc: '1' }),
      orderUuid: uuid,
    });
    const first = await refund(uuid, 4000, 'key-1');
    expect(first).toMatchObject({
      status: 'succeeded',
      reference: expect.stringMatching(/^test_re_/),
    });
    expect(await refund(uuid, 4000, 'key-1')).toEqual(first);
    expect(await refund(uuid, 396)).toEqual({
      status: 'failed',
      message: 'The refund is more than what is left of the charge.',
    });
    expect(await refund(uuid, 395)).toMatchObject({ status: 'succeeded' });
    expect(await sumRefundsOfCharge(t.database.db, uuid)).toBe(4395);
  });

  it('refuses to refund an order it never charged', async () => {
    expect(await refund(randomUUID(), 100)).toEqual({
      status: 'failed',
      message: 'There is no paid charge to refund.',
    });
  });
});

describe('Stripe provider', () => {
  it('builds a confirmed Payment Intent with the order uuid as idempotency key', () => {
    const call = paymentIntentRequest('sk_test_x', request({ payment_method: 'pm_card_visa' }))!;
    expect(call.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(call.init.headers).toMatchObject({
      authorization: 'Bearer sk_test_x',
      'idempotency-key': 'order-6f1c2a4e-1111-4222-8333-944455556666',
    });
    const body = new URLSearchParams(call.init.body);
    expect(Object.fromEntries(body)).toMatchObject({
      amount: '4395',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'metadata[order_uuid]': '6f1c2a4e-1111-4222-8333-944455556666',
      'expand[]': 'payment_method',
    });
  });

  it('never sends raw card numbers to Stripe', () => {
    expect(
      paymentIntentRequest('sk_test_x', request({ card_number: '4242', exp: '12/34', cvc: '1' })),
    ).toBeNull();
  });

  it('reads succeeded, processing and declined answers', async () => {
    const answer = (status: number, json: unknown) =>
      vi.fn(async () => new Response(JSON.stringify(json), { status })) as unknown as typeof fetch;
    const pm = request({ payment_method: 'pm_x' });
    const paid = new StripePaymentProvider(
      'sk_x',
      answer(200, { id: 'pi_1', status: 'succeeded' }),
    );
    expect(await paid.charge(pm)).toEqual({ status: 'paid', reference: 'pi_1' });
    // The expanded PaymentMethod's card comes back with the charge, to show the shopper.
    const withCard = new StripePaymentProvider(
      'sk_x',
      answer(200, {
        id: 'pi_3',
        status: 'succeeded',
        payment_method: { id: 'pm_x', card: { brand: 'amex', last4: '0005', exp_year: 2030 } },
      }),
    );
    expect(await withCard.charge(pm)).toEqual({
      status: 'paid',
      reference: 'pi_3',
      card: { brand: 'amex', last4: '0005' },
    });
    const later = new StripePaymentProvider(
      'sk_x',
      answer(200, { id: 'pi_2', status: 'processing' }),
    );
    expect(await later.charge(pm)).toEqual({ status: 'pending', reference: 'pi_2' });
    const declined = new StripePaymentProvider(
      'sk_x',
      answer(402, { error: { message: 'Your card has insufficient funds.' } }),
    );
    expect(await declined.charge(pm)).toEqual({
      status: 'declined',
      message: 'Your card has insufficient funds.',
    });
  });
});

describe('Stripe refunds', () => {
  const ask = {
    amount: 1200,
    currency: 'usd',
    orderUuid: '6f1c2a4e-1111-4222-8333-944455556666',
    paymentReference: 'pi_123',
    idempotencyKey: 'refund-42',
  };
  const answer = (json: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(json), { status })) as unknown as typeof fetch;

  it('builds the documented refunds request with our refund as idempotency key', () => {
    const call = refundRequest('sk_test_x', ask)!;
    expect(call.url).toBe('https://api.stripe.com/v1/refunds');
    expect(call.init).toMatchObject({ method: 'POST' });
    expect(call.init.headers).toEqual({
      authorization: 'Bearer sk_test_x',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'refund-42',
    });
    expect(Object.fromEntries(new URLSearchParams(call.init.body))).toEqual({
      payment_intent: 'pi_123',
      amount: '1200',
      'metadata[order_uuid]': ask.orderUuid,
    });
    expect(refundRequest('sk_test_x', { ...ask, paymentReference: null })).toBeNull();
  });

  it('reads a refund made, one still settling, and a refusal', async () => {
    const refund = (json: unknown, status?: number) =>
      new StripePaymentProvider('sk_x', answer(json, status)).refund(ask);
    expect(await refund({ id: 're_1', status: 'succeeded' })).toEqual({
      status: 'succeeded',
      reference: 're_1',
    });
    expect(await refund({ id: 're_2', status: 'pending' })).toEqual({
      status: 'succeeded',
      reference: 're_2',
    });
    expect(
      await refund({ error: { message: 'Charge ch_1 has already been refunded.' } }, 400),
    ).toEqual({
      status: 'failed',
      message: 'Charge ch_1 has already been refunded.',
    });
    expect(await refund({ id: 're_3', status: 'failed' })).toMatchObject({ status: 'failed' });
  });
});

describe('Stripe provider asked about an order', () => {
  const uuid = '6f1c2a4e-1111-4222-8333-944455556666';
  const answer = (json: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(json), { status })) as unknown as typeof fetch;

  it('searches the Payment Intents by the order uuid in their metadata', () => {
    const call = findIntentRequest('sk_test_x', uuid);
    const url = new URL(call.url);
    expect(url.origin + url.pathname).toBe('https://api.stripe.com/v1/payment_intents/search');
    expect(url.searchParams.get('query')).toBe(`metadata['order_uuid']:'${uuid}'`);
    expect(call.init.headers).toEqual({ authorization: 'Bearer sk_test_x' });
  });

  it('reads a charge that succeeded, one still processing, one that failed, and none', async () => {
    const find = (data: unknown[]) =>
      new StripePaymentProvider('sk_x', answer({ data })).findCharge(uuid);
    expect(await find([{ id: 'pi_1', status: 'succeeded' }])).toEqual({
      status: 'paid',
      reference: 'pi_1',
    });
    expect(await find([{ id: 'pi_2', status: 'processing' }])).toMatchObject({ status: 'pending' });
    expect(await find([{ id: 'pi_3', status: 'requires_payment_method' }])).toMatchObject({
      status: 'declined',
    });
    expect(await find([])).toEqual({ status: 'none' });
  });

  it('treats a charge of the same order still in flight as pending, never as declined', async () => {
    const busy = new StripePaymentProvider(
      'sk_x',
      answer({ error: { type: 'idempotency_error', message: 'in progress' } }, 409),
    );
    expect(await busy.charge(request({ payment_method: 'pm_x' }))).toMatchObject({
      status: 'pending',
    });
  });
});

describe('Stripe webhook signature', () => {
  const body = '{"type":"payment_intent.succeeded"}';
  const now = 1_800_000_000;
  const header = (t: number, secret = 'whsec_test') =>
    `t=${t},v1=${signStripePayload(body, t, secret)}`;

  it('accepts a fresh signature made with the secret', () => {
    expect(verifyStripeSignature(body, header(now), 'whsec_test', now)).toBe(true);
  });

  it('refuses another secret, a changed body, an old timestamp or no header', () => {
    expect(verifyStripeSignature(body, header(now, 'whsec_other'), 'whsec_test', now)).toBe(false);
    expect(verifyStripeSignature(`${body} `, header(now), 'whsec_test', now)).toBe(false);
    expect(verifyStripeSignature(body, header(now - 301), 'whsec_test', now)).toBe(false);
    expect(verifyStripeSignature(body, undefined, 'whsec_test', now)).toBe(false);
  });
});
