import { randomUUID } from 'node:crypto';
import { OrderStatus, type ProductDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productVariantSizes } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { cartClient, productOf, sizeOf } from '../cart/cart.fixtures.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { checkoutCalls } from './checkout.fixtures.ts';
import { signStripePayload } from './payments/stripe-provider.ts';

// Stripe cannot be reached from here: its API is a fake fetch that leaves every payment
// "processing", so the webhook decides each order.
const SECRET = 'whsec_test_secret';
let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ id: `pi_${randomUUID()}`, status: 'processing' })),
  );
  t = await createTestApp({
    config: { stripe: { secretKey: 'sk_test_x', webhookSecret: SECRET } },
  });
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
});
afterAll(async () => {
  await t.close();
  vi.unstubAllGlobals();
});

const line = () => sizeOf(tee, 'Black', 'L');
const stock = async () =>
  (
    await t.database.db
      .select()
      .from(productVariantSizes)
      .where(eq(productVariantSizes.id, line().product_size_id))
  )[0]!.quantity;

async function pendingOrder() {
  const cart = cartClient(t.app, acmeId);
  await cart.add({ ...line(), quantity: 1 });
  const key = randomUUID();
  const res = await checkoutCalls(t.app, acmeId, cart).place(
    { payment: { payment_method: 'pm_card_visa' } },
    key,
  );
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ status: OrderStatus.NotPaid, payment_status: 'pending' });
  return { uuid: res.json().data.uuid as string, key };
}

function webhook(event: object, secret = SECRET) {
  const body = JSON.stringify(event);
  const ts = Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      ...hostOf('acme'),
      'content-type': 'application/json',
      'stripe-signature': `t=${ts},v1=${signStripePayload(body, ts, secret)}`,
    },
    payload: body,
  });
}

const intent = (type: string, uuid: string) => ({
  type,
  data: { object: { id: 'pi_1', metadata: { order_uuid: uuid } } },
});

const read = (uuid: string, key: string) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/orders/${uuid}`,
    headers: { ...hostOf('acme'), 'idempotency-key': key },
  });

describe('POST /api/payments/stripe/webhook', () => {
  it('is reached on a private store without an access code (the signature guards it)', async () => {
    const body = JSON.stringify(intent('payment_intent.succeeded', randomUUID()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        ...hostOf('globex'),
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=x',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const { uuid, key } = await pendingOrder();
    const res = await webhook(intent('payment_intent.succeeded', uuid), 'whsec_wrong');
    expect(res.statusCode).toBe(422);
    expect((await read(uuid, key)).json().data.payment_status).toBe('pending');
  });

  it('confirms the order when the payment succeeded', async () => {
    const { uuid, key } = await pendingOrder();
    expect((await webhook(intent('payment_intent.succeeded', uuid))).json()).toEqual({
      received: true,
    });
    const { data } = (await read(uuid, key)).json();
    expect(data).toMatchObject({ status: OrderStatus.NewOrder, payment_status: 'paid' });
    expect(data.payment_provider).toBe('stripe');
  });

  it('releases the stock when the payment failed', async () => {
    const before = await stock();
    const { uuid, key } = await pendingOrder();
    expect(await stock()).toBe(before - 1);
    await webhook(intent('payment_intent.payment_failed', uuid));
    expect((await read(uuid, key)).json().data).toMatchObject({
      status: OrderStatus.Cancelled,
      payment_status: 'failed',
    });
    expect(await stock()).toBe(before);
  });
});
