import { type ProductDetail } from '@storefront/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf, setStock, sizeOf, stockOf } from '../cart/cart.fixtures.ts';
import { bearer, signedInWithRole, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let mug: ProductDetail;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const M = () => sizeOf(tee, 'Black', 'M');
const L = () => sizeOf(tee, 'Black', 'L');
const mugLine = () => {
  const v = mug.product_variants[0]!;
  return {
    product_id: mug.id,
    product_variant_id: v.id,
    product_size_id: v.product_variant_sizes[0]!.id,
    quantity: 1,
  };
};
const kit = () => [{ ...M(), quantity: 1 }, mugLine()];
const HEADER = 'name,email,line1,city,region,postal_code,country,size_1';
const row = (n: number, size = '') =>
  `Person ${n},person${n}-${Date.now()}@example.test,${n} Main St,Springfield,IL,62701,US,${size}`;
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
const bulk = (body: object, headers = owner, slug = 'acme') =>
  t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${acmeId}/admin/bulk-orders`,
    headers: { ...hostOf(slug), ...headers },
    payload: body,
  });
const counts = async () => ({
  orders: (await db().select({ n: count() }).from(orders))[0]!.n,
  carts: (await db().select({ n: count() }).from(carts))[0]!.n,
  m: await stockOf(db(), M().product_size_id),
  l: await stockOf(db(), L().product_size_id),
});

describe('bulk kit orders', () => {
  it('refuses nobody (401), staff (403), another store’s owner (404)', async () => {
    const body = { kit: kit(), csv: csvOf(row(1)) };
    expect((await bulk(body, {})).statusCode).toBe(401);
    expect((await bulk(body, await signedInWithRole(t, 'acme', 'staff'))).statusCode).toBe(403);
    const stranger = await signedInWithRole(t, 'globex', 'owner');
    expect((await bulk(body, stranger, 'globex')).statusCode).toBe(404);
  });

  it('a dry run lists every bad row by line and column and writes nothing', async () => {
    const before = await counts();
    const csv = csvOf(
      row(1),
      'Nobody,not-an-email,1 Main St,Springfield,IL,62701,US,',
      row(3, 'XXL9'),
      'Ann,ann@example.test,2 Main St,Springfield,IL,ABC,US,',
    );
    const res = await bulk({ kit: kit(), csv, dry_run: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ok).toBe(false);
    expect(data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 3, column: 'email' }),
        expect.objectContaining({ line: 4, column: 'size_1' }),
        expect.objectContaining({ line: 5, column: 'postal_code' }),
      ]),
    );
    expect(data.problems.some((p: { line: number }) => p.line === 2)).toBe(false);
    expect(await counts()).toEqual(before);
    const header = await bulk({ kit: kit(), csv: 'name,mail\nA,a@b.c', dry_run: true });
    expect(header.json().data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 1, column: 'email', message: 'This column is missing.' }),
        expect.objectContaining({ line: 1, column: 'mail', message: 'Unknown column.' }),
      ]),
    );
  });

  it('a bad row refuses the whole apply: nothing written', async () => {
    const before = await counts();
    const res = await bulk({ kit: kit(), csv: csvOf(row(1), row(2, 'nope')), dry_run: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ok: false, orders: [] });
    expect(await counts()).toEqual(before);
  });

  it('refuses everything when the stock does not cover the total', async () => {
    const stock = await stockOf(db(), L().product_size_id);
    await setStock(db(), L().product_size_id, 1);
    const before = await counts();
    const res = await bulk({ kit: kit(), csv: csvOf(row(1, 'L'), row(2, 'L')), dry_run: false });
    expect(res.json().data.ok).toBe(false);
    expect(res.json().data.problems[0].message).toMatch(/2 needed, 1 in stock/);
    expect(await counts()).toEqual(before);
    await setStock(db(), L().product_size_id, stock);
  });

  it('dry run, then N orders charged to the store with the sizes of each row, recipients mailed', async () => {
    const csv = csvOf(row(1), row(2, 'L'), row(3, 'l'));
    const dry = await bulk({ kit: kit(), csv });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toMatchObject({ ok: true, dry_run: true, recipients: 3, problems: [] });
    expect(dry.json().data.total).toBeGreaterThan(0);
    const before = await counts();
    const res = await bulk({ kit: kit(), csv, dry_run: false, mail_recipients: true });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ ok: true, recipients: 3 });
    expect(data.orders).toHaveLength(3);
    expect(data.total).toBe(dry.json().data.total);
    const after = await counts();
    expect(after.orders).toBe(before.orders + 3);
    expect(after.m).toBe(before.m - 1);
    expect(after.l).toBe(before.l - 2);
    for (const o of data.orders) {
      const [order] = await db().select().from(orders).where(eq(orders.id, o.id));
      expect(order).toMatchObject({ paymentProvider: 'store', paymentStatus: 'paid' });
    }
    const mails = await t.app.mailer.listForStore(acmeId, 200);
    for (const o of data.orders) expect(mails.some((m) => m.to === o.email)).toBe(true);
  });

  it('caps the file at 500 recipients', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => row(i));
    const res = await bulk({ kit: kit(), csv: csvOf(...rows) });
    expect(res.json().data.problems[0].message).toMatch(/At most 500/);
  });
});
