import type { ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, promoCodeProducts, promoCodes } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf } from '../cart/cart.fixtures.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';
import { placeOrder } from '../orders/console-orders.fixtures.ts';

let t: TestApp;
let acmeId: number;
let tee: ProductDetail;
let mug: ProductDetail;
let owner: Calls;
let staff: Calls;

type Calls = ReturnType<typeof promoCalls>;

function promoCalls(storefrontId: number, headers: Record<string, string>, slug = 'acme') {
  const base = `/api/storefronts/${storefrontId}/admin/promo-codes`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...hostOf(slug), ...headers },
      ...(payload && { payload }),
    });
  return {
    list: (query = '') => call('GET', `?${query}`),
    get: (id: number) => call('GET', `/${id}`),
    uses: (id: number) => call('GET', `/${id}/uses`),
    targets: () => call('GET', '/targets'),
    create: (body: object) => call('POST', '', body),
    edit: (id: number, body: object) => call('PUT', `/${id}`, body),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  mug = await productOf(t.app, 'yeti-rambler-20-oz', acmeId);
  owner = promoCalls(
    acmeId,
    bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!')),
  );
  staff = promoCalls(acmeId, await signedInWithRole(t, 'acme', 'staff'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const counts = async () => {
  const [codes] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCodes);
  const [links] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(promoCodeProducts);
  const [audits] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries);
  return { codes: codes!.n, links: links!.n, audits: audits!.n };
};
const BODY = { code: 'SPRING15', kind: 'percent', value: 15 };

describe('who may use the console’s promo codes', () => {
  it('refuses nobody (401), a shopper (403), another store’s owner (404), staff writes (403)', async () => {
    const created = await owner.create({ ...BODY, code: 'WHO10' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const shopper = promoCalls(
      acmeId,
      bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password)),
    );
    const nobody = promoCalls(acmeId, {});
    const stranger = promoCalls(acmeId, await signedInWithRole(t, 'globex', 'owner'), 'globex');
    const calls = (c: Calls) => [
      c.list(),
      c.get(id),
      c.uses(id),
      c.targets(),
      c.create({ ...BODY, code: 'NOPE1' }),
      c.edit(id, { ...BODY, code: 'WHO10', active: false }),
    ];
    const before = await counts();
    for (const res of await Promise.all(calls(nobody))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(shopper))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(stranger))) expect(res.statusCode).toBe(404);
    const answers = await Promise.all(calls(staff));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 403, 403]);
    expect(await counts()).toEqual(before);
    const globexId = await storeIdOf(t.app, 'globex');
    const globexOwner = promoCalls(
      globexId,
      await signedInWithRole(t, 'globex', 'owner'),
      'globex',
    );
    expect((await globexOwner.get(id)).statusCode).toBe(404);
    expect((await globexOwner.edit(id, { ...BODY, code: 'WHO10' })).statusCode).toBe(404);
  });
});

describe('creating and editing', () => {
  it('creates a code limited to a product, which the checkout then applies to it only', async () => {
    const res = await owner.create({
      code: 'MugsOnly',
      kind: 'fixed',
      value: 500,
      min_order: 1000,
      usage_limit: 10,
      per_customer_limit: 2,
      product_ids: [mug.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      code: 'MugsOnly',
      kind: 'fixed',
      value: 500,
      min_order: 1000,
      usage_limit: 10,
      per_customer_limit: 2,
      used_count: 0,
      state: 'active',
      products: 1,
      categories: 0,
      product_ids: [mug.id],
      category_ids: [],
    });
    const order = await placeOrder(t, acmeId, { tee, mug }, { promo_code: 'mugsonly' });
    expect(order.discount).toBe(500);
    const id = res.json().data.id as number;
    expect((await owner.get(id)).json().data.used_count).toBe(1);
    expect((await owner.uses(id)).json().data).toEqual([
      expect.objectContaining({
        order_id: order.id,
        order_number: order.uuid.slice(0, 8),
        email: 'sam@example.test',
        amount: 500,
        released: false,
      }),
    ]);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'promo_code.create'))
      .orderBy(sql`${auditEntries.id} desc`)
      .limit(1);
    expect(audit!.subject).toBe('MugsOnly');
  });

  it('refuses bad values on their fields and writes nothing', async () => {
    const before = await counts();
    const refusals: [object, string][] = [
      [{ ...BODY, value: 101 }, 'value'],
      [{ ...BODY, value: 0 }, 'value'],
      [{ ...BODY, kind: 'fixed', value: 100_000_001 }, 'value'],
      [{ ...BODY, starts_at: '2026-05-01', expires_at: '2026-04-01' }, 'expires_at'],
      [{ ...BODY, code: 'has space' }, 'code'],
      [{ ...BODY, usage_limit: 0 }, 'usage_limit'],
      [{ ...BODY, min_order: -1 }, 'min_order'],
    ];
    for (const [body, field] of refusals) {
      const res = await owner.create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const globexId = await storeIdOf(t.app, 'globex');
    const globexProduct = (
      await t.app.inject({
        method: 'GET',
        url: `/api/storefronts/${globexId}/products?rows=1`,
        headers: hostOf('globex'),
      })
    ).json().data?.data?.[0]?.id as number | undefined;
    const foreign = await owner.create({ ...BODY, product_ids: [globexProduct ?? 999_999] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('product_ids');
    expect(await counts()).toEqual(before);
  });

  it('answers 409 on the code for a duplicate in any case, on create and on edit', async () => {
    const before = await counts();
    const dup = await owner.create({ ...BODY, code: 'welcome10' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({
      code: ['Another promo code of this store has this code.'],
    });
    expect(await counts()).toEqual(before);
    const other = (await owner.create({ ...BODY, code: 'OTHER20' })).json().data;
    expect((await owner.edit(other.id, { ...BODY, code: 'Save5' })).statusCode).toBe(409);
    expect((await owner.get(other.id)).json().data.code).toBe('OTHER20');
  });

  it('edits, deactivates (the checkout refuses it) and lists by state', async () => {
    const created = (await owner.create({ ...BODY, code: 'EDITME' })).json().data;
    const edited = await owner.edit(created.id, {
      ...BODY,
      code: 'EDITME',
      value: 20,
      starts_at: '2099-01-01',
    });
    expect(edited.json().data).toMatchObject({
      value: 20,
      state: 'scheduled',
      starts_at: '2099-01-01T00:00:00.000Z',
    });
    const off = await owner.edit(created.id, { ...BODY, code: 'EDITME', active: false });
    expect(off.json().data.state).toBe('inactive');
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/coupons/check`,
      headers: hostOf('acme'),
      payload: { code: 'EDITME' },
    });
    expect(check.statusCode).toBe(404);
    const inactive = (await owner.list('state=inactive')).json().data.data;
    expect(inactive.map((p: { code: string }) => p.code)).toContain('EDITME');
    const expired = (await owner.list('state=expired')).json().data.data;
    expect(expired.map((p: { code: string }) => p.code)).toEqual(['EXPIRED20']);
    expect((await owner.list('q=editm')).json().data.total).toBe(1);
    const audits = await db().select().from(auditEntries).where(eq(auditEntries.subject, 'EDITME'));
    expect(audits.map((a) => a.action)).toEqual([
      'promo_code.create',
      'promo_code.update',
      'promo_code.deactivate',
    ]);
  });

  it('refuses a usage limit below the uses so far', async () => {
    const [welcome] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'));
    const res = await owner.edit(welcome!.id, {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      usage_limit: Math.max(1, welcome!.usedCount - 1),
    });
    if (welcome!.usedCount > 1) expect(res.statusCode).toBe(422);
    else expect(res.statusCode).toBe(200);
    expect((await owner.edit(999_999, BODY)).statusCode).toBe(404);
  });

  it('offers the store’s products and categories to pick', async () => {
    const { products, categories } = (await owner.targets()).json().data;
    expect(products.map((p: { id: number }) => p.id)).toContain(mug.id);
    expect(categories.length).toBeGreaterThan(0);
  });
});
