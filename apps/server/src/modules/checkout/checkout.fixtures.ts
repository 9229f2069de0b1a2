/** Test helpers for checkout: an address, card details and the calls of one shopper. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CartClient } from '../cart/cart.fixtures.ts';

export const ADDRESS = {
  name: 'Sam Lee',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postal_code: '62701',
  country: 'US',
};
export const PAYS = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' };
export const DECLINED = { card_number: '4000 0000 0000 0002', exp: '12/34', cvc: '123' };

export function checkoutCalls(app: FastifyInstance, storefrontId: number, cart: CartClient) {
  const base = `/api/storefronts/${storefrontId}`;
  return {
    quote: (body: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: `${base}/checkout/quote`,
        headers: cart.headers(),
        payload: { email: 'sam@example.test', shipping_address: ADDRESS, ...body },
      }),
    place: (body: Record<string, unknown> = {}, key: string = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: `${base}/orders`,
        headers: { ...cart.headers(), 'idempotency-key': key },
        payload: { email: 'sam@example.test', shipping_address: ADDRESS, payment: PAYS, ...body },
      }),
  };
}
