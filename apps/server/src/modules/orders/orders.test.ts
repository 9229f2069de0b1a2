import { OrderStatus } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, JORDAN, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { cartClient, productOf, sizeOf } from '../cart/cart.fixtures.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';

let t: TestApp;
let acmeId: number;
let globexId: number;
let alex: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  globexId = await storeIdOf(t.app, 'globex');
  alex = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
});
afterAll(() => t.close());

const list = (query: string, headers: Record<string, string> = alex) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/orders?${query}`,
    headers: { ...hostOf('acme'), ...headers },
  });
const detail = (uuid: string, headers: Record<string, string> = alex, slug = 'acme', id = acmeId) =>
  t.app.inject({
    url: `/api/storefronts/${id}/orders/${uuid}`,
    headers: { ...hostOf(slug), ...headers },
  });

describe('GET /api/storefronts/:id/orders', () => {
  it('needs a signed-in user', async () => {
    expect((await list('', {})).statusCode).toBe(401);
  });

  it('pages 5 at a time, newest first, in the paged envelope', async () => {
    const { data } = (await list('')).json();
    expect(data).toMatchObject({ total: 7, from: 1, last_page: 2 });
    expect(data.data).toHaveLength(5);
    const dates = data.data.map((o: { created_at: string }) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.data[0]).toEqual({
      uuid: expect.any(String),
      created_at: expect.any(String),
      status: OrderStatus.NewOrder,
      payment_status: 'paid',
      total: expect.any(Number),
      total_without_discounts: expect.any(Number),
    });
    const second = (await list('page=2')).json().data;
    expect(second).toMatchObject({ from: 6, data: [{}, {}] });
  });

  it('sorts by total, filters by status and searches by uuid start', async () => {
    const byTotal = (await list('sortField=total&sortOrder=asc&pageSize=15')).json().data.data;
    const totals = byTotal.map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const shipped = (await list(`status=${OrderStatus.Shipped}`)).json().data;
    expect(shipped.total).toBe(3);
    const withCode = shipped.data.filter(
      (o: { total: number; total_without_discounts: number }) =>
        o.total !== o.total_without_discounts,
    );
    expect(withCode).toHaveLength(1);
    const uuid = byTotal[3].uuid as string;
    const found = (await list(`searchTerm=${uuid.slice(0, 8).toUpperCase()}`)).json().data;
    expect(found.data.map((o: { uuid: string }) => o.uuid)).toEqual([uuid]);
    expect((await list('searchTerm=zzzz')).json().data).toMatchObject({ total: 0, from: null });
  });

  it('refuses a page size other than 5, 10 or 15', async () => {
    expect((await list('pageSize=7')).statusCode).toBe(400);
  });
});

describe('GET /api/storefronts/:id/orders/:uuid', () => {
  it('shows the owner lines, parcels, address, totals and history', async () => {
    const partial = (await list(`status=${OrderStatus.PartiallyShipped}`)).json().data.data[0];
    const { data } = (await detail(partial.uuid)).json();
    expect(data.parcels.map((p: { status: string }) => p.status).sort()).toEqual([
      'pending',
      'shipped',
    ]);
    expect(data.lines.length).toBeGreaterThan(0);
    expect(data.shipping_address.country).toBeTruthy();
    expect(data.history.at(-1).status).toBe(OrderStatus.PartiallyShipped);
    expect(data.total).toBe(
      data.subtotal - data.discount + data.shipping + data.tax - data.gift_card_amount,
    );
  });

  it('is 404 for a guest, another user and another store', async () => {
    const uuid = (await list('')).json().data.data[0].uuid;
    expect((await detail(uuid, {})).statusCode).toBe(404);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hostOf('acme'),
      payload: {
        first_name: 'Kim',
        last_name: 'Other',
        email: 'kim@acme.test',
        username: 'kim',
        password: 'Other-Pass-2026!',
        password_confirmation: 'Other-Pass-2026!',
        terms_and_conditions: true,
        storefront_id: acmeId,
      },
    });
    expect(register.statusCode).toBe(201);
    const kim = bearer(await signInAs(t, 'acme', 'kim@acme.test', 'Other-Pass-2026!'));
    expect((await detail(uuid, kim)).json()).toEqual({ message: 'Order not found.', errors: {} });
    const jordan = bearer(await signInAs(t, 'globex', JORDAN.email, JORDAN.password));
    expect((await detail(uuid, jordan, 'globex', globexId)).statusCode).toBe(404);
    const jordansOrders = await t.app.inject({
      url: `/api/storefronts/${globexId}/orders`,
      headers: { ...hostOf('globex'), ...jordan },
    });
    const uuids = jordansOrders.json().data.data.map((o: { uuid: string }) => o.uuid);
    expect(uuids).not.toContain(uuid);
  });

  it("attaches a signed-in shopper's order to them", async () => {
    const tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
    const cart = cartClient(t.app, acmeId, 'acme', alex);
    await cart.add({ ...sizeOf(tee, 'Black', 'XL'), quantity: 1 });
    const placed = await checkoutCalls(t.app, acmeId, cart).place({ email: ALEX.email });
    expect(placed.statusCode).toBe(201);
    const newest = (await list('')).json().data;
    expect(newest.total).toBe(8);
    expect(newest.data[0].uuid).toBe(placed.json().data.uuid);
  });
});
