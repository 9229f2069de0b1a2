import { OrderStatus as S, type ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  giftCards,
  giftCardTransactions,
  orderLines,
  orders,
  testPaymentRefunds,
} from '../../db/schema/index.ts';
import { storedCode } from '../../lib/gift-card-codes.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { setStock, sizeOf, stockOf } from '../cart/cart.fixtures.ts';
import { signedInWithRole, storeIdOf } from '../identity/identity.fixtures.ts';
import { acmeOrderSetup, consoleCalls, placeOrder } from './console-orders.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let mug: ProductDetail;
let ownerHeaders: Record<string, string>;
let owner: ReturnType<typeof consoleCalls>;
beforeAll(async () => {
  t = await createTestApp();
  ({ acmeId, tee, mug, ownerHeaders } = await acmeOrderSetup(t));
  owner = consoleCalls(t, acmeId, ownerHeaders);
});
afterAll(() => t.close());

const db = () => t.database.db;
const edits = (headers: Record<string, string>, slug = 'acme', storeId = acmeId) => {
  const base = (orderId: number) => `/api/storefronts/${storeId}/admin/orders/${orderId}`;
  return {
    edit: (orderId: number, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `${base(orderId)}/edits`,
        headers: { ...hostOf(slug), ...headers },
        payload: body,
      }),
    options: (orderId: number) =>
      t.app.inject({
        url: `${base(orderId)}/edit-options`,
        headers: { ...hostOf(slug), ...headers },
      }),
  };
};
const order = (id: number) => owner.get(id).then((r) => r.json().data);
const orderRow = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const black = (size: string) => sizeOf(tee, 'Black', size).product_size_id;
const priceOf = (size: string) =>
  tee.product_variants
    .find((v) => v.color === 'Black')!
    .product_variant_sizes.find((s) => s.size === size)!.price;
/** A Black size at M's price (not M), and one dearer, if any. */
const cheapSize = () =>
  tee.product_variants
    .find((v) => v.color === 'Black')!
    .product_variant_sizes.find((s) => s.size !== 'M' && s.price === priceOf('M'))!.size;
const dearSize = () =>
  tee.product_variants
    .find((v) => v.color === 'Black')!
    .product_variant_sizes.find((s) => s.price > priceOf('M') && s.size !== '3XL')!.size;
const providerRefunds = async (uuid: string) => {
  const [row] = await db()
    .select({ sum: sql<number>`coalesce(sum(${testPaymentRefunds.amount}), 0)::int` })
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.orderUuid, uuid));
  return row!.sum;
};
/** Everything an edit may touch, to prove a refused edit changed nothing. */
const snapshot = async (orderId: number, sizeIds: number[]) => ({
  order: await orderRow(orderId),
  lines: await db().select().from(orderLines).where(eq(orderLines.orderId, orderId)),
  stock: await Promise.all(sizeIds.map((id) => stockOf(db(), id))),
  detail: await order(orderId),
});

describe('who may edit an order', () => {
  it('refuses nobody (401), staff (403), another store’s owner (404)', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const line = (await order(placed.id)).lines[0];
    const body = { line_id: line.id, kind: 'lower_quantity', quantity: 1, reason: 'Asked' };
    const nobody = edits({});
    const staff = edits(await signedInWithRole(t, 'acme', 'staff'));
    const stranger = edits(await signedInWithRole(t, 'globex', 'owner'), 'globex');
    expect((await nobody.edit(placed.id, body)).statusCode).toBe(401);
    expect((await staff.edit(placed.id, body)).statusCode).toBe(403);
    expect((await staff.options(placed.id)).statusCode).toBe(403);
    expect((await stranger.edit(placed.id, body)).statusCode).toBe(404);
    const globexId = await storeIdOf(t.app, 'globex');
    const other = edits(await signedInWithRole(t, 'globex', 'owner'), 'globex', globexId);
    expect((await other.edit(placed.id, body)).statusCode).toBe(404);
    expect((await other.options(placed.id)).statusCode).toBe(404);
    expect((await order(placed.id)).lines[0].quantity).toBe(2);
  });

  it('refuses bad payloads with { message, errors } and changes nothing', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const line = (await order(placed.id)).lines[0];
    const before = await snapshot(placed.id, [black('M')]);
    const owner = edits(ownerHeaders);
    const bad = [
      { line_id: line.id, kind: 'lower_quantity', quantity: 1 },
      { line_id: line.id, kind: 'lower_quantity', reason: 'x' },
      { line_id: line.id, kind: 'swap_size', reason: 'x' },
      { line_id: line.id, kind: 'grow', reason: 'x' },
      { line_id: line.id, kind: 'lower_quantity', quantity: 0, reason: 'x' },
      { line_id: line.id, kind: 'lower_quantity', quantity: 2, reason: 'x' },
      { line_id: line.id, kind: 'swap_size', size_id: black('M'), reason: 'x' },
      {
        line_id: line.id,
        kind: 'swap_size',
        size_id: sizeOf(tee, 'White', 'L').product_size_id,
        reason: 'x',
      },
      { line_id: 99_999_999, kind: 'remove_line', reason: 'x' },
    ];
    for (const [i, body] of bad.entries()) {
      const res = await owner.edit(placed.id, body);
      // The schema refuses the first five (400); the rules of an edit the rest (422).
      expect(res.statusCode, JSON.stringify(body)).toBe(i < 5 ? 400 : 422);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect(await snapshot(placed.id, [black('M')])).toEqual(before);
  });
});

describe('editing an order before it ships', () => {
  it('swaps a size: stock moves from the old size to the new, the history says who and why', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const to = cheapSize();
    const [m, other] = [await stockOf(db(), black('M')), await stockOf(db(), black(to))];
    const line = (await order(placed.id)).lines[0];
    const options = await edits(ownerHeaders).options(placed.id);
    expect(options.statusCode).toBe(200);
    expect(options.json().data.lines[0].sizes.map((s: { id: number }) => s.id)).toContain(
      black(to),
    );
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: line.id,
      kind: 'swap_size',
      size_id: black(to),
      reason: 'Customer asked for another size',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ applied: true, refund: 0 });
    expect(await stockOf(db(), black('M'))).toBe(m + 2);
    expect(await stockOf(db(), black(to))).toBe(other - 2);
    const after = await order(placed.id);
    expect(after.lines[0]).toMatchObject({ size: to, quantity: 2 });
    expect(after.total).toBe(placed.total);
    expect(after.history.at(-1)).toMatchObject({
      status: placed.status,
      actor: { role: 'owner', email: 'owner@acme.test' },
    });
    expect(after.history.at(-1).note).toContain('Customer asked for another size');
    expect(after.history.at(-1).note).toContain(`changed to ${to}`);
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'order.edit'));
    expect(audit.some((a) => a.subject === placed.uuid)).toBe(true);
  });

  it('refuses a swap to a dearer size with nothing changed', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const line = (await order(placed.id)).lines[0];
    const dear = dearSize();
    const before = await snapshot(placed.id, [black('M'), black(dear)]);
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: line.id,
      kind: 'swap_size',
      size_id: black(dear),
      reason: 'Bigger please',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/cost the shopper more/);
    expect(await snapshot(placed.id, [black('M'), black(dear)])).toEqual(before);
  });

  it('refuses a swap to a size out of stock (409) with nothing changed', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const line = (await order(placed.id)).lines[0];
    const to = cheapSize();
    const stock = await stockOf(db(), black(to));
    await setStock(db(), black(to), 1);
    const before = await snapshot(placed.id, [black('M'), black(to)]);
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: line.id,
      kind: 'swap_size',
      size_id: black(to),
      reason: 'Swap',
    });
    expect(res.statusCode).toBe(409);
    expect(await snapshot(placed.id, [black('M'), black(to)])).toEqual(before);
    await setStock(db(), black(to), stock);
  });

  it('lowers a quantity: 20 concurrent requests release the stock once and refund once', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    const line = (await order(placed.id)).lines[0];
    const stock = await stockOf(db(), black('M'));
    const body = { line_id: line.id, kind: 'lower_quantity', quantity: 1, reason: 'Only one' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => edits(ownerHeaders).edit(placed.id, body)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 422)).toBe(true);
    expect(await stockOf(db(), black('M'))).toBe(stock + 1);
    const done = answers.find((r) => r.statusCode === 201)!.json().data;
    const after = await order(placed.id);
    expect(done.refund).toBe(placed.total - after.total);
    expect(done.refund).toBeGreaterThan(0);
    expect(done.refund_status).toBe('succeeded');
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount: done.refund, status: 'succeeded' });
    expect(after.payment_status).toBe('partially_refunded');
    expect(after.refundable).toBe(after.total);
    expect(await providerRefunds(placed.uuid)).toBe(done.refund);
  });

  it('removes a line: its parcel is cancelled, the stock and the difference (shipping too) come back', async () => {
    const placed = await placeOrder(t, acmeId, { tee, mug });
    const before = await order(placed.id);
    const mugLine = before.lines.find(
      (l: { name: string }) => l.name !== before.lines[0].name || l !== before.lines[0],
    );
    const mugSize = mug.product_variants[0]!.product_variant_sizes[0]!.id;
    const stock = await stockOf(db(), mugSize);
    const preview = await edits(ownerHeaders).edit(placed.id, {
      line_id: before.lines[1].id,
      kind: 'remove_line',
      reason: 'Out of budget',
      preview: true,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.applied).toBe(false);
    expect(await stockOf(db(), mugSize)).toBe(stock);
    expect(await order(placed.id)).toEqual(before);
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: before.lines[1].id,
      kind: 'remove_line',
      reason: 'Out of budget',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.refund).toBe(preview.json().data.refund);
    expect(mugLine).toBeDefined();
    const after = await order(placed.id);
    expect(after.lines).toHaveLength(1);
    expect(await stockOf(db(), mugSize)).toBe(stock + 1);
    expect(after.total).toBe(before.total - res.json().data.refund);
    expect(after.shipping).toBeLessThan(before.shipping);
    expect(after.parcels.map((p: { status: string }) => p.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(after.refunds[0].amount).toBe(res.json().data.refund);
    const last = await edits(ownerHeaders).edit(placed.id, {
      line_id: after.lines[0].id,
      kind: 'remove_line',
      reason: 'x',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/cancel the order/);
  });

  it('refuses an edit once a parcel shipped (409), with nothing changed', async () => {
    const placed = await placeOrder(t, acmeId, { tee, mug });
    const detail = await order(placed.id);
    expect((await owner.ship(placed.id, detail.parcels[0].id)).statusCode).toBe(200);
    const before = await snapshot(placed.id, [black('M')]);
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: detail.lines[1].id,
      kind: 'remove_line',
      reason: 'Late',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/shipped/);
    expect(await snapshot(placed.id, [black('M')])).toEqual(before);
    expect((await edits(ownerHeaders).options(placed.id)).json().data.editable).toBe(false);
  });

  it('refuses an edit of a cancelled order (409)', async () => {
    const placed = await placeOrder(t, acmeId, { tee });
    await owner.cancel(placed.id, { reason: 'Gone' });
    const line = (await order(placed.id)).lines[0];
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: line.id,
      kind: 'lower_quantity',
      quantity: 1,
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect((await order(placed.id)).status).toBe(S.Cancelled);
  });

  it('gives the gift-card part back to the card and refunds the rest by card; a cancel after it refunds the remainder', async () => {
    const code = `EDIT-${Date.now()}`;
    const [card] = await db()
      .insert(giftCards)
      .values({
        storefrontId: acmeId,
        ...storedCode(code),
        initialBalance: 500,
        balance: 500,
        grantsPrivateAccess: false,
      })
      .returning();
    const placed = await placeOrder(t, acmeId, { tee }, { gift_card_codes: [code] });
    expect(placed.giftCardAmount).toBe(500);
    const line = (await order(placed.id)).lines[0];
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: line.id,
      kind: 'lower_quantity',
      quantity: 1,
      reason: 'One is enough',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.gift_card_refund).toBe(0);
    expect(data.refund).toBe(placed.total - data.after.total);
    await owner.cancel(placed.id, { reason: 'Changed mind' });
    const after = await order(placed.id);
    expect(after.payment_status).toBe('refunded');
    expect(await providerRefunds(placed.uuid)).toBe(placed.total);
    const [balance] = await db().select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(balance!.balance).toBe(500);
    const ledger = await db()
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, card!.id));
    expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(0);
  });

  it('gives an order paid wholly by gift card its difference back on the card', async () => {
    const code = `EDITALL-${Date.now()}`;
    const [card] = await db()
      .insert(giftCards)
      .values({
        storefrontId: acmeId,
        ...storedCode(code),
        initialBalance: 50_000,
        balance: 50_000,
        grantsPrivateAccess: false,
      })
      .returning();
    const placed = await placeOrder(
      t,
      acmeId,
      { tee },
      { gift_card_codes: [code], payment: undefined },
    );
    expect(placed.total).toBe(0);
    const line = (await order(placed.id)).lines[0];
    const res = await edits(ownerHeaders).edit(placed.id, {
      line_id: line.id,
      kind: 'lower_quantity',
      quantity: 1,
      reason: 'One is enough',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.refund).toBe(0);
    expect(data.gift_card_refund).toBe(placed.giftCardAmount - data.after.gift_card_amount);
    expect(data.gift_card_refund).toBeGreaterThan(0);
    const [balance] = await db().select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(balance!.balance).toBe(50_000 - data.after.gift_card_amount);
    expect((await order(placed.id)).refunds).toEqual([]);
  });
});
