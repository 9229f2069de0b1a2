import { randomUUID } from 'node:crypto';
import { OrderStatus as S, type ProductDetail } from '@storefront/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, draftOrders, orders } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { cartClient, productOf, setStock, sizeOf, stockOf } from '../cart/cart.fixtures.ts';
import { bearer, signedInWithRole, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { ADDRESS, checkoutCalls, DECLINED, PAYS } from './checkout.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const M = () => sizeOf(tee, 'Black', 'M');
const L = () => sizeOf(tee, 'Black', 'L');
const draftBody = (mode: string, more: Record<string, unknown> = {}) => ({
  customer: { name: 'Robin Park', email: `robin-${randomUUID().slice(0, 8)}@example.test` },
  lines: [
    { ...M(), quantity: 2 },
    { ...L(), quantity: 1 },
  ],
  shipping_address: ADDRESS,
  mode,
  ...more,
});
const createDraft = (body: object, headers = owner, slug = 'acme', storeId = acmeId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${storeId}/admin/draft-orders`,
    headers: { ...hostOf(slug), ...headers },
    payload: body,
  });
const payUrl = (token: string) => `/api/storefronts/${acmeId}/draft-orders/pay/${token}`;
const view = (token: string) => t.app.inject({ url: payUrl(token), headers: hostOf('acme') });
const pay = (token: string, payment = PAYS) =>
  t.app.inject({
    method: 'POST',
    url: payUrl(token),
    headers: hostOf('acme'),
    payload: { payment },
  });
const counts = async () => ({
  drafts: (await db().select({ n: count() }).from(draftOrders))[0]!.n,
  carts: (await db().select({ n: count() }).from(carts))[0]!.n,
  orders: (await db().select({ n: count() }).from(orders))[0]!.n,
  m: await stockOf(db(), M().product_size_id),
  l: await stockOf(db(), L().product_size_id),
});
/** The token of the last payment link mailed to `email`. */
const tokenMailedTo = async (email: string) => {
  const mail = (await t.app.mailer.listForStore(acmeId, 200)).find((m) => m.to === email);
  return mail?.text.match(/\/pay\/([\w-]+)/)?.[1] ?? null;
};

describe('draft orders', () => {
  it('refuses nobody (401), staff (403), another store’s owner (404); bad bodies write nothing', async () => {
    const before = await counts();
    expect((await createDraft(draftBody('quote'), {})).statusCode).toBe(401);
    const staff = await signedInWithRole(t, 'acme', 'staff');
    expect((await createDraft(draftBody('charge_store'), staff)).statusCode).toBe(403);
    const stranger = await signedInWithRole(t, 'globex', 'owner');
    expect((await createDraft(draftBody('charge_store'), stranger, 'globex')).statusCode).toBe(404);
    const bad = [
      draftBody('charge_store', { lines: [] }),
      draftBody('charge_store', { customer: { name: '', email: 'x' } }),
      draftBody('charge_store', {
        lines: [
          { ...M(), quantity: 1 },
          { ...M(), product_size_id: 99_999_999, quantity: 1 },
        ],
      }),
      draftBody('send_link', { shipping_address: { ...ADDRESS, postal_code: '' } }),
    ];
    for (const [i, body] of bad.entries()) {
      const res = await createDraft(body);
      expect(res.statusCode, res.body).toBe(i < 2 ? 400 : 422);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    const third = await createDraft(bad[2]!);
    expect(Object.keys(third.json().errors)[0]).toMatch(/^lines\.1\./);
    expect(await counts()).toEqual(before);
  });

  it('quotes like checkout and writes nothing', async () => {
    const before = await counts();
    const res = await createDraft(draftBody('quote'));
    expect(res.statusCode).toBe(200);
    const cart = cartClient(t.app, acmeId);
    await cart.add({ ...M(), quantity: 2 });
    await cart.add({ ...L(), quantity: 1 });
    const checkout = await checkoutCalls(t.app, acmeId, cart).quote();
    expect(res.json().data).toMatchObject({ id: null, status: null, order_id: null });
    // The same prices; only the cart lines' ids differ.
    const priced = (q: { parcels: { line_ids: number[] }[] }) => ({
      ...q,
      parcels: q.parcels.map((p) => ({ ...p, line_ids: p.line_ids.length })),
    });
    expect(priced(res.json().data.quote)).toEqual(priced(checkout.json().data));
    const after = await counts();
    expect({ ...after, carts: after.carts - 1 }).toEqual(before);
  });

  it('charges to the store: placed as paid by the store, stock reserved, the customer mailed', async () => {
    const before = await counts();
    const body = draftBody('charge_store');
    const res = await createDraft(body);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.status).toBe('charged');
    const [order] = await db().select().from(orders).where(eq(orders.id, data.order_id));
    expect(order).toMatchObject({
      status: S.NewOrder,
      paymentStatus: 'paid',
      paymentProvider: 'store',
      total: data.quote.total,
      email: body.customer.email,
    });
    const after = await counts();
    expect(after.m).toBe(before.m - 2);
    expect(after.l).toBe(before.l - 1);
    const mails = await t.app.mailer.listForStore(acmeId, 200);
    expect(mails.some((m) => m.to === body.customer.email && /Your order/.test(m.subject))).toBe(
      true,
    );
  });

  it('never oversells: charging more than the stock is refused with nothing written', async () => {
    const stock = await stockOf(db(), L().product_size_id);
    await setStock(db(), L().product_size_id, 0);
    const before = await counts();
    const res = await createDraft(draftBody('charge_store'));
    expect(res.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    await setStock(db(), L().product_size_id, stock);
  });

  it('sends a link: nothing reserved; the shopper pays once; the link is single-use', async () => {
    const body = draftBody('send_link');
    const before = await counts();
    const res = await createDraft(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'open', order_id: null });
    const sent = await counts();
    expect([sent.m, sent.l, sent.orders]).toEqual([before.m, before.l, before.orders]);
    const token = (await tokenMailedTo(body.customer.email))!;
    expect(token).toBeTruthy();
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ status: 'open', name: 'Robin Park' });
    expect(shown.json().data.quote.total).toBe(res.json().data.quote.total);

    const declined = await pay(token, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect((await view(token)).json().data.status).toBe('open');
    expect(await stockOf(db(), M().product_size_id)).toBe(before.m);

    const answers = await Promise.all([pay(token), pay(token), pay(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const paid = answers.find((a) => a.statusCode === 201)!.json().data;
    expect(paid.status).toBe('paid');
    const [order] = await db().select().from(orders).where(eq(orders.uuid, paid.order_uuid));
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      paymentProvider: 'test',
      status: S.NewOrder,
    });
    expect(await stockOf(db(), M().product_size_id)).toBe(before.m - 2);
    const again = await pay(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/paid already/);
  });

  it('refuses an expired link (409) and an unknown one (404)', async () => {
    const body = draftBody('send_link');
    await createDraft(body);
    const token = (await tokenMailedTo(body.customer.email))!;
    await db()
      .update(draftOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(draftOrders.email, body.customer.email));
    expect((await view(token)).json().data.status).toBe('expired');
    const res = await pay(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/expired/);
    expect((await view('x'.repeat(43))).statusCode).toBe(404);
  });
});
