import { randomUUID } from 'node:crypto';
import { BLOCKED_ACCOUNT_MESSAGE } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, orders, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf } from '../cart/cart.fixtures.ts';
import { placeOrder } from '../orders/console-orders.fixtures.ts';
import { bearer, signedInWithRole, signInAs, storeIdOf } from './identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
let owner: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  staff = await signedInWithRole(t, 'acme', 'staff');
});
afterAll(() => t.close());

const PASSWORD = 'Shopper-Test-2026!';
const base = () => `/api/storefronts/${acmeId}/admin/customers`;
const call = (
  headers: Record<string, string>,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  slug = 'acme',
) =>
  t.app.inject({
    method,
    url: `${base()}${url}`,
    headers: { ...hostOf(slug), ...headers },
    ...(payload && { payload }),
  });

/** A shopper of acme with a unique name, verified unless told otherwise. */
async function newShopper(verified = true) {
  const tag = randomUUID().slice(0, 8);
  const email = `shopper-${tag}@acme.test`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      storefrontId: acmeId,
      email,
      username: email,
      firstName: 'Robin',
      lastName: `Buyer${tag}`,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  return row!;
}

async function orderFor(userId: number) {
  const tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  const placed = await placeOrder(t, acmeId, { tee });
  await t.database.db.update(orders).set({ userId }).where(eq(orders.id, placed.id));
  return placed;
}

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: hostOf('acme'),
    payload: { email, password: PASSWORD, storefront_id: acmeId },
  });

describe('the console’s customers', () => {
  it('lists shoppers with order count and spend, searched, sorted and paged', async () => {
    const buyer = await newShopper();
    const idle = await newShopper();
    const [a, b] = [await orderFor(buyer.id), await orderFor(buyer.id)];
    const res = await call(staff, 'GET', `?q=${buyer.lastName.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, from: 1, last_page: 1 });
    expect(res.json().data.data).toEqual([
      expect.objectContaining({
        id: buyer.id,
        email: buyer.email,
        name: `Robin ${buyer.lastName}`,
        orders: 2,
        spend: a.total + b.total,
        blocked: false,
        email_verified: true,
      }),
    ]);
    const byEmail = await call(staff, 'GET', `?q=${idle.email}`);
    expect(byEmail.json().data.data).toMatchObject([{ id: idle.id, orders: 0, spend: 0 }]);

    const top = (await call(staff, 'GET', '?sort=spend&order=desc&rows=10')).json().data;
    const spends = top.data.map((c: { spend: number }) => c.spend);
    expect(spends.length).toBeGreaterThanOrEqual(2);
    expect(spends).toEqual([...spends].sort((x, y) => y - x));
    expect(top.data.every((c: { email: string }) => c.email !== 'owner@acme.test')).toBe(true);
    expect(top.last_page).toBe(Math.ceil(top.total / 10));
    const beyond = (await call(staff, 'GET', `?rows=10&page=${top.last_page + 1}`)).json().data;
    expect(beyond).toMatchObject({ data: [], from: null });
  });

  it('shows one customer with their orders, newest first', async () => {
    const buyer = await newShopper();
    const first = await orderFor(buyer.id);
    const second = await orderFor(buyer.id);
    const res = await call(staff, 'GET', `/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: buyer.id, orders: 2, blocked_at: null });
    expect(res.json().data.order_list.map((o: { id: number }) => o.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('blocks a shopper: their sessions end and sign-in is refused until unblocked', async () => {
    const shopper = await newShopper();
    const session = bearer(await signInAs(t, 'acme', shopper.email, PASSWORD));
    const me = () =>
      t.app.inject({ url: '/api/auth/me', headers: { ...hostOf('acme'), ...session } });
    expect((await me()).statusCode).toBe(200);

    const blocked = await call(owner, 'PUT', `/${shopper.id}/blocked`, { blocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.blocked).toBe(true);
    expect((await me()).statusCode).toBe(401);
    const refused = await login(shopper.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BLOCKED_ACCOUNT_MESSAGE);

    await call(owner, 'PUT', `/${shopper.id}/blocked`, { blocked: false });
    expect((await login(shopper.email)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.storefrontId, acmeId), eq(auditEntries.subject, shopper.email)));
    expect(audit.map((e) => e.action).sort()).toEqual(['customer.block', 'customer.unblock']);
  });

  it('resends the verification mail to an unverified shopper, 422 when verified', async () => {
    const unverified = await newShopper(false);
    const res = await call(owner, 'POST', `/${unverified.id}/verification-mail`);
    expect(res.statusCode).toBe(204);
    const mails = await t.app.mailer.listForStore(acmeId, 500);
    expect(mails.some((m) => m.to === unverified.email && m.subject.startsWith('Verify'))).toBe(
      true,
    );
    const verified = await newShopper();
    const again = await call(owner, 'POST', `/${verified.id}/verification-mail`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'Your e-mail address is already verified.' });
  });

  it('refuses nobody (401), a shopper (403), another store (404), staff changes (403)', async () => {
    const target = await newShopper(false);
    const shopper = bearer(await signInAs(t, 'acme', (await newShopper()).email, PASSWORD));
    const stranger = await signedInWithRole(t, 'globex', 'owner');
    const calls = (h: Record<string, string>, slug = 'acme') => [
      call(h, 'GET', '', undefined, slug),
      call(h, 'GET', `/${target.id}`, undefined, slug),
      call(h, 'PUT', `/${target.id}/blocked`, { blocked: true }, slug),
      call(h, 'POST', `/${target.id}/verification-mail`, undefined, slug),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(shopper))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(stranger, 'globex')))
      expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(staff).slice(2))) expect(res.statusCode).toBe(403);
    // The team are not customers, and another store's shopper is not found here.
    const team = await call(owner, 'GET', `/${(await me(owner)).id}`);
    expect(team.statusCode).toBe(404);
    const after = (await call(owner, 'GET', `/${target.id}`)).json().data;
    expect(after.blocked).toBe(false);
    const mails = await t.app.mailer.listForStore(acmeId, 500);
    expect(mails.some((m) => m.to === target.email)).toBe(false);
  });

  it('refuses bad payloads with { message, errors } and changes nothing', async () => {
    const target = await newShopper();
    const bad = [
      await call(owner, 'PUT', `/${target.id}/blocked`, { blocked: 'yes' }),
      await call(owner, 'PUT', `/${target.id}/blocked`, {}),
      await call(owner, 'GET', '?rows=7'),
      await call(owner, 'GET', '?sort=password'),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await call(owner, 'GET', `/${target.id}`)).json().data.blocked).toBe(false);
    expect((await call(owner, 'GET', '/2000000')).statusCode).toBe(404);
  });
});

async function me(headers: Record<string, string>) {
  const res = await t.app.inject({
    url: '/api/auth/me',
    headers: { ...hostOf('acme'), ...headers },
  });
  return res.json().data.user as { id: number };
}
