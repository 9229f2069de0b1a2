import type { ProductDetail } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, giftCards, giftCardTransactions } from '../../db/schema/index.ts';
import { giftCardCodeDigest } from '../../lib/gift-card-codes.ts';
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
let owner: Calls;
let staff: Calls;

type Calls = ReturnType<typeof cardCalls>;

/** The console's gift card calls as `headers` on `slug`'s host. */
function cardCalls(storefrontId: number, headers: Record<string, string>, slug = 'acme') {
  const base = `/api/storefronts/${storefrontId}/admin/gift-cards`;
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
    issue: (body: object) => call('POST', '', body),
    csv: (body: object) => call('POST', '/csv', body),
    enabled: (id: number, enabled: boolean) => call('PUT', `/${id}/enabled`, { enabled }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  tee = await productOf(t.app, 'classic-cotton-tee', acmeId);
  owner = cardCalls(
    acmeId,
    bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!')),
  );
  staff = cardCalls(acmeId, await signedInWithRole(t, 'acme', 'staff'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const mailsTo = async (to: string) =>
  (await t.app.mailer.listForStore(acmeId, 500)).filter((m) => m.to === to);
const counts = async () => {
  const [cards] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards);
  const [entries] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCardTransactions);
  const [audits] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries);
  return { cards: cards!.n, entries: entries!.n, audits: audits!.n };
};
const CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

describe('who may use the console’s gift cards', () => {
  it('refuses nobody (401), a shopper (403), another store’s owner (404), staff writes (403)', async () => {
    const issued = await owner.issue({ amount: 1000, recipient_email: 'who@example.test' });
    expect(issued.statusCode).toBe(201);
    const id = issued.json().data.id as number;
    const shopper = cardCalls(acmeId, bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password)));
    const nobody = cardCalls(acmeId, {});
    const stranger = cardCalls(acmeId, await signedInWithRole(t, 'globex', 'owner'), 'globex');
    const calls = (c: Calls) => [
      c.list(),
      c.get(id),
      c.issue({ amount: 1000, recipient_email: 'x@example.test' }),
      c.csv({ csv: 'amount,email\n10,x@example.test\n', dry_run: false }),
      c.enabled(id, false),
    ];
    const before = await counts();
    for (const res of await Promise.all(calls(nobody))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(shopper))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(stranger))) expect(res.statusCode).toBe(404);
    const [list, get, ...writes] = await Promise.all(calls(staff));
    expect([list!.statusCode, get!.statusCode]).toEqual([200, 200]);
    for (const res of writes) expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    // Another store's owner on their own host does not see this store's card either.
    const globexId = await storeIdOf(t.app, 'globex');
    const globexOwner = cardCalls(globexId, await signedInWithRole(t, 'globex', 'owner'), 'globex');
    expect((await globexOwner.get(id)).statusCode).toBe(404);
    expect((await globexOwner.enabled(id, false)).statusCode).toBe(404);
  });
});

describe('issuing one card', () => {
  it('answers the code once, mails it, stores only its digest, and audits without it', async () => {
    const res = await owner.issue({
      amount: 2500,
      recipient_email: 'Robin@Example.test',
      note: 'Thanks for your help!',
      expires_at: '2099-12-31',
      language: 'de',
    });
    expect(res.statusCode).toBe(201);
    const card = res.json().data;
    expect(card.code).toMatch(CODE);
    expect(card).toMatchObject({
      last4: card.code.slice(-4),
      balance: 2500,
      initial_balance: 2500,
      state: 'active',
      source: 'store',
      recipient_email: 'robin@example.test',
      note: 'Thanks for your help!',
      expires_at: '2099-12-31T23:59:59.999Z',
      ledger: [expect.objectContaining({ kind: 'issue', amount: 2500, order_id: null })],
    });
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.codeDigest).toBe(giftCardCodeDigest(card.code));
    expect(JSON.stringify(row)).not.toContain(card.code.replaceAll('-', '').slice(0, 8));
    const [mail] = await mailsTo('Robin@Example.test');
    expect(mail!.subject).toMatch(/^Ihr Geschenkgutschein über 25,00\s\$ für Acme$/);
    expect(mail!.text).toContain(card.code);
    expect(mail!.text).toContain('Thanks for your help!');
    expect(mail!.html).toContain(card.code);
    const audits = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'gift_card.issue'));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(card.code);
    // The code is never answered again.
    expect(JSON.stringify((await owner.get(card.id)).json())).not.toContain(card.code);
    expect(JSON.stringify((await owner.list()).json())).not.toContain(card.code);
  });

  it('refuses an amount above the store’s maximum or below $1, a past expiry, a bad e-mail', async () => {
    const before = await counts();
    for (const body of [
      { amount: 100_001, recipient_email: 'a@example.test' },
      { amount: 99, recipient_email: 'a@example.test' },
      { amount: 12.5, recipient_email: 'a@example.test' },
      { amount: 1000, recipient_email: 'not-an-address' },
      { amount: 1000, recipient_email: 'a@example.test', expires_at: '2020-01-01' },
    ]) {
      const res = await owner.issue(body);
      expect([400, 422], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await owner.issue({ amount: 100_001, recipient_email: 'a@example.test' })).json(),
    ).toMatchObject({ errors: { amount: ['A gift card is at most $1,000.00 in this store.'] } });
    expect(await counts()).toEqual(before);
  });
});

describe('a card issued in the console', () => {
  it('is spent at checkout in any case, with or without dashes, and its ledger shows it', async () => {
    const card = (await owner.issue({ amount: 1500, recipient_email: 'spend@example.test' })).json()
      .data;
    const typed = card.code.toLowerCase().replaceAll('-', '');
    const order = await placeOrder(t, acmeId, { tee }, { gift_card_codes: [typed] });
    const page = (await owner.get(card.id)).json().data;
    expect(page.balance).toBe(0);
    expect(page.state).toBe('used');
    expect(page.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['issue', 1500],
      ['redeem', -1500],
    ]);
    expect(page.ledger[1].order_number).toBe(order.uuid.slice(0, 8));
    expect(
      (await owner.list('state=used')).json().data.data.map((c: { id: number }) => c.id),
    ).toContain(card.id);
  });

  it('disabled pays nothing; enabled again it pays; each change is a ledger and audit entry', async () => {
    const card = (await owner.issue({ amount: 1000, recipient_email: 'off@example.test' })).json()
      .data;
    const off = await owner.enabled(card.id, false);
    expect(off.json().data).toMatchObject({ state: 'disabled' });
    expect((await owner.enabled(card.id, false)).json().data.ledger).toHaveLength(2);
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/coupons/check`,
      headers: hostOf('acme'),
      payload: { code: card.code },
    });
    expect(check.statusCode).toBe(404);
    expect((await owner.list('state=disabled')).json().data.data[0].id).toBe(card.id);
    const on = (await owner.enabled(card.id, true)).json().data;
    expect(on.state).toBe('active');
    expect(on.ledger.map((e: { kind: string }) => e.kind)).toEqual(['issue', 'disable', 'enable']);
    const audits = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subject, `•••• ${card.last4}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'gift_card.disable',
      'gift_card.enable',
      'gift_card.issue',
    ]);
  });

  it('lists by last four or recipient, pages, and never answers a code', async () => {
    const card = (await owner.issue({ amount: 700, recipient_email: 'findme@example.test' })).json()
      .data;
    const byEmail = (await owner.list('q=FINDME')).json().data;
    expect(byEmail.data.map((c: { id: number }) => c.id)).toEqual([card.id]);
    const byLast4 = (await owner.list(`q=${card.last4.toLowerCase()}`)).json().data;
    expect(byLast4.data.map((c: { id: number }) => c.id)).toContain(card.id);
    const page = (await owner.list('rows=10&page=1')).json().data;
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect(page.total).toBeGreaterThanOrEqual(5);
    for (const row of page.data) expect(Object.keys(row)).not.toContain('code');
    expect((await owner.list('rows=7')).statusCode).toBe(400);
    expect((await owner.get(999_999)).statusCode).toBe(404);
  });
});

describe('issuing from a CSV', () => {
  const CSV = 'amount,email\n25,one@example.test\n$10.50,two@example.test\n';

  it('dry run lists the cards and writes nothing; applying issues and mails each', async () => {
    const before = await counts();
    const dry = await owner.csv({ csv: CSV });
    expect(dry.json().data).toEqual({
      dry_run: true,
      rows: [
        { line: 2, amount: 2500, email: 'one@example.test' },
        { line: 3, amount: 1050, email: 'two@example.test' },
      ],
      total: 3550,
      problems: [],
      issued: 0,
    });
    expect(await counts()).toEqual(before);
    const applied = await owner.csv({ csv: CSV, dry_run: false, language: 'fr' });
    expect(applied.json().data).toMatchObject({ issued: 2, total: 3550 });
    expect(JSON.stringify(applied.json())).not.toMatch(CODE);
    const after = await counts();
    expect(after.cards).toBe(before.cards + 2);
    const [mail] = await mailsTo('two@example.test');
    expect(mail!.subject).toMatch(/^Votre carte cadeau de 10,50\s\$US pour Acme$/);
    const code = /: ([A-Z0-9-]{19})/.exec(mail!.text)![1]!;
    const [row] = await db()
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)));
    expect(row!.balance).toBe(1050);
  });

  it('lists every bad row by line, and applying a bad CSV writes nothing', async () => {
    const bad = [
      'amount,email',
      '25,ok@example.test',
      'abc,bad-amount@example.test',
      '5000,too-much@example.test',
      '20,not-an-email',
      '0.5,small@example.test',
    ].join('\n');
    const dry = (await owner.csv({ csv: bad })).json().data;
    expect(dry.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5, 6]);
    expect(dry.rows).toHaveLength(1);
    const before = await counts();
    const apply = await owner.csv({ csv: bad, dry_run: false });
    expect(apply.statusCode).toBe(422);
    expect(apply.json().errors.csv).toHaveLength(4);
    expect(await counts()).toEqual(before);
    const noHeader = (await owner.csv({ csv: '25,a@example.test\n' })).json().data;
    expect(noHeader.problems).toEqual([
      { line: 1, message: 'The first row must name the columns: amount,email' },
    ]);
    const quote = (await owner.csv({ csv: 'amount,email\n"25,a@example.test\n' })).json().data;
    expect(quote.problems).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });
});
