/** Test helpers for the console's orders: orders placed by a shopper and the console's calls. */
import { randomUUID } from 'node:crypto';
import type { ProductDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { hostOf, type TestApp } from '../../test/test-app.ts';
import { cartClient, productOf, sizeOf } from '../cart/cart.fixtures.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

/**
 * Acme as the order tests use it: its id, the tee and the mug `placeOrder` buys (two warehouses,
 * so two parcels), and its owner's bearer headers.
 */
export async function acmeOrderSetup(t: TestApp) {
  const acmeId = await storeIdOf(t.app, 'acme');
  const tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  const mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
  const ownerHeaders = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  return { acmeId, tee, mug, ownerHeaders };
}

/** A paid order of a tee (one parcel), and a mug from another warehouse (a second parcel). */
export async function placeOrder(
  t: TestApp,
  storefrontId: number,
  products: { tee: ProductDetail; mug?: ProductDetail },
  extra: Record<string, unknown> = {},
) {
  const cart = cartClient(t.app, storefrontId);
  await cart.add({ ...sizeOf(products.tee, 'Black', 'M'), quantity: 2 });
  if (products.mug) {
    const v = products.mug.product_variants[0]!;
    await cart.add({
      product_id: products.mug.id,
      product_variant_id: v.id,
      product_size_id: v.product_variant_sizes[0]!.id,
      quantity: 1,
    });
  }
  const res = await checkoutCalls(t.app, storefrontId, cart).place(extra);
  expect(res.statusCode).toBe(201);
  const uuid = res.json().data.uuid as string;
  const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return row!;
}

/** The console's order calls as `headers` (a bearer) on `slug`'s host. */
export function consoleCalls(
  t: TestApp,
  storefrontId: number,
  headers: Record<string, string>,
  slug = 'acme',
) {
  const base = `/api/storefronts/${storefrontId}/admin/orders`;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, more = {}) =>
    t.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...hostOf(slug), ...headers, ...more },
      ...(payload && { payload }),
    });
  return {
    list: (query = '') => call('GET', `?${query}`),
    get: (orderId: number) => call('GET', `/${orderId}`),
    status: (orderId: number, body: object) => call('POST', `/${orderId}/status`, body),
    ship: (orderId: number, parcelId: number, body: object = TRACKING) =>
      call('POST', `/${orderId}/parcels/${parcelId}/ship`, body),
    cancel: (orderId: number, body: object = {}) => call('POST', `/${orderId}/cancel`, body),
    refund: (orderId: number, body: object, key: string = randomUUID()) =>
      call('POST', `/${orderId}/refunds`, body, { 'idempotency-key': key }),
    note: (orderId: number, body: object) => call('POST', `/${orderId}/notes`, body),
  };
}

export const TRACKING = {
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
};
