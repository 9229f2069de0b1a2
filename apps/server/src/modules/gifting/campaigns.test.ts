import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES, type Campaign, type CampaignRecipient } from '@storefront/contracts';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { auditEntries, giftingLinks, kits } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { checkoutCalls } from '../checkout/checkout.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { kitProduct, kitUrl, recipient } from './gifting.fixtures.ts';

let t: TestApp;
let initechId: number;
let acmeId: number;
let owner: Record<string, string>;
let acmeOwner: Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  initechId = await storeIdOf(t.app, 'initech');
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'));
  acmeOwner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const base = () => `/api/storefronts/${initechId}/campaigns`;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, payload, headers: { ...hostOf('initech'), ...headers } });
const product = (slug: string) => kitProduct(t.app, db(), initechId, slug);
const linkCount = async () => (await db().select().from(giftingLinks)).length;
const tokenOf = (r: CampaignRecipient) => new URL(r.url).searchParams.get('user_token')!;

async function newCampaign(extra: object = {}): Promise<Campaign> {
  const hoodie = await product('initech-hoodie');
  const mug = await product('initech-mug');
  const res = await call('POST', base(), {
    name: 'Welcome 2027',
    amount: 3,
    hide_prices: true,
    budget_cents: 500_000,
    link_expiry_days: 10,
    products: [
      { product_id: hoodie.product.id, required: true },
      { product_id: mug.product.id, quantity: 2 },
    ],
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const csvOf = (count: number, from = 0) =>
  [
    'name,email,note',
    ...Array.from(
      { length: count },
      (_, i) => `Person ${i + from},person${i + from}@initech.test,Welcome aboard ${i + from}!`,
    ),
  ].join('\n');

async function withRecipients(count: number) {
  const campaign = await newCampaign();
  const res = await call('POST', `${base()}/${campaign.id}/recipients`, { csv: csvOf(count) });
  expect(res.statusCode).toBe(201);
  return { campaign, recipients: res.json().data as CampaignRecipient[] };
}

describe('campaigns', () => {
  it('creates a campaign with its settings and lists it with its funnel', async () => {
    const campaign = await newCampaign({ language: 'de', reminder_days: 4 });
    expect(campaign).toMatchObject({
      name: 'Welcome 2027',
      amount: 3,
      hide_prices: true,
      link_expiry_days: 10,
      reminder_days: 4,
      reminders_enabled: true,
      language: 'de',
      spent_cents: 0,
      counts: { recipients: 0, sent: 0, ordered: 0 },
    });
    expect(campaign.products.map((p) => p.required)).toEqual([true, false]);
    const list = await call('GET', base());
    expect(list.json().data.map((c: Campaign) => c.id)).toContain(campaign.id);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'campaign.create'));
    expect(audit?.subject).toBe(String(campaign.id));

    const changed = await call('PATCH', `${base()}/${campaign.id}`, { reminders_enabled: false });
    expect(changed.json().data.reminders_enabled).toBe(false);
  });

  it('refuses more required products than picks, and a product of another store (422)', async () => {
    const before = (await db().select().from(kits)).length;
    const hoodie = await product('initech-hoodie');
    const tooMany = await call('POST', base(), {
      name: 'x',
      amount: 1,
      products: [
        { product_id: hoodie.product.id, required: true },
        { product_id: (await product('initech-mug')).product.id, required: true },
      ],
    });
    expect(tooMany.statusCode).toBe(422);
    const foreign = await call('POST', base(), {
      name: 'x',
      amount: 1,
      products: [{ product_id: 999_999 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await db().select().from(kits)).length).toBe(before);
  });

  it('dry-runs a CSV: every bad row by line, and nothing written', async () => {
    const campaign = await newCampaign();
    const csv = [
      csvOf(3),
      ',nobody@initech.test,',
      'Bad Mail,not-an-email,',
      'Twice,person1@initech.test,',
    ].join('\n');
    const before = await linkCount();
    const res = await call('POST', `${base()}/${campaign.id}/recipients/dry-run`, { csv });
    expect(res.statusCode).toBe(200);
    const { recipients, problems } = res.json().data;
    expect(recipients).toHaveLength(3);
    expect(problems.map((p: { line: number }) => p.line)).toEqual([5, 6, 7]);
    expect(problems[2].message).toBe(CAMPAIGN_MESSAGES.duplicateInFile('person1@initech.test'));
    expect(await linkCount()).toBe(before);

    const refused = await call('POST', `${base()}/${campaign.id}/recipients`, { csv });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.recipients).toHaveLength(3);
    expect(await linkCount()).toBe(before);
  });

  it('sends branded mails with the note, and refuses an e-mail already in the campaign', async () => {
    const { campaign, recipients } = await withRecipients(20);
    expect(recipients).toHaveLength(20);
    expect(recipients.every((r) => r.state === 'sent' && r.expires_at)).toBe(true);
    const mails = await t.app.mailer.listForStore(initechId, 500);
    const mine = mails.find((m) => m.to === 'person7@initech.test' && m.html)!;
    expect(mine.html).toContain('Welcome aboard 7!');
    expect(mine.html).toMatch(/\/api\/gifting\/opened\/[0-9a-f-]{36}/);
    expect(mine.text).toContain(recipients[7]!.url);

    const again = await call('POST', `${base()}/${campaign.id}/recipients`, {
      recipients: [{ name: 'Again', email: 'Person3@initech.test' }],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.recipients[0]).toContain(
      CAMPAIGN_MESSAGES.duplicateInCampaign('person3@initech.test'),
    );
  });

  it('counts an opened e-mail by the pixel, unless DNT or Sec-GPC says not to', async () => {
    const { campaign } = await withRecipients(3);
    const [a, b, c] = await db()
      .select()
      .from(giftingLinks)
      .where(eq(giftingLinks.kitId, campaign.id))
      .orderBy(giftingLinks.id);
    const pixel = (id: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        url: `/api/gifting/opened/${id}`,
        headers: { ...hostOf('initech'), ...headers },
      });
    const dnt = await pixel(a!.trackingId, { dnt: '1' });
    expect(dnt.statusCode).toBe(200);
    expect(dnt.headers['content-type']).toBe('image/gif');
    expect(dnt.headers['cache-control']).toBe('no-store');
    await pixel(b!.trackingId, { 'sec-gpc': '1' });
    await pixel(c!.trackingId);
    expect((await pixel(randomUUID())).statusCode).toBe(200);
    const funnel = (await call('GET', `${base()}/${campaign.id}/funnel`)).json().data;
    expect(funnel.counts).toMatchObject({ sent: 3, email_opened: 1 });
  });

  it('follows a recipient through the funnel to the order and the demand table', async () => {
    const { campaign, recipients } = await withRecipients(4);
    const tokens = { token: campaign.token, user_token: tokenOf(recipients[0]!) };
    const page = await t.app.inject({
      url: kitUrl(initechId, tokens.token, tokens.user_token),
      headers: hostOf('initech'),
    });
    expect(page.statusCode).toBe(200);
    const { cart } = await recipient(t.app, initechId, tokens);
    const hoodie = await product('initech-hoodie');
    expect((await cart.add(hoodie.line())).statusCode).toBe(201);
    const placed = await checkoutCalls(t.app, initechId, cart).place({ payment: undefined });
    expect(placed.statusCode).toBe(201);

    const funnel = (await call('GET', `${base()}/${campaign.id}/funnel`)).json().data;
    expect(funnel.counts).toMatchObject({ sent: 4, link_opened: 1, chosen: 1, ordered: 1 });
    expect(funnel.rates.ordered).toBe(0.25);
    expect(funnel.spent_cents).toBeGreaterThan(0);
    expect(funnel.left_cents).toBe(500_000 - funnel.spent_cents);
    expect(funnel.series.at(-1)).toMatchObject({ sent: 4, ordered: 1 });

    const demand = (await call('GET', `${base()}/${campaign.id}/demand`)).json().data;
    const size = hoodie.product.product_variants[0]!.product_variant_sizes[0]!.size;
    expect(demand).toEqual([
      expect.objectContaining({ product_name: hoodie.product.name, size, ordered: 1 }),
    ]);

    const list = (await call('GET', `${base()}/${campaign.id}/recipients`)).json().data;
    expect(list[0].state).toBe('ordered');
    const csv = await call('GET', `${base()}/${campaign.id}/recipients.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[1]).toContain(',ordered,');
  });

  it('redeems a link once under 20 concurrent orders', async () => {
    const { campaign, recipients } = await withRecipients(1);
    const tokens = { token: campaign.token, user_token: tokenOf(recipients[0]!) };
    const hoodie = await product('initech-hoodie');
    const carts = [];
    for (let i = 0; i < 20; i++) {
      const { cart } = await recipient(t.app, initechId, tokens);
      expect((await cart.add(hoodie.line())).statusCode).toBe(201);
      carts.push(cart);
    }
    const results = await Promise.all(
      carts.map((cart) => checkoutCalls(t.app, initechId, cart).place({ payment: undefined })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || (c >= 400 && c < 500))).toBe(true);
    const funnel = (await call('GET', `${base()}/${campaign.id}/funnel`)).json().data;
    expect(funnel.counts.ordered).toBe(1);
  });

  it('refuses a revoked link on the kit page and at checkout, with a clear message', async () => {
    const { campaign, recipients } = await withRecipients(2);
    const tokens = { token: campaign.token, user_token: tokenOf(recipients[1]!) };
    const { cart } = await recipient(t.app, initechId, tokens);
    expect((await cart.add((await product('initech-hoodie')).line())).statusCode).toBe(201);

    const revoke = await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'revoke',
      ids: [recipients[1]!.id],
    });
    expect(revoke.json().data.changed).toBe(1);
    const page = await t.app.inject({
      url: kitUrl(initechId, tokens.token, tokens.user_token),
      headers: hostOf('initech'),
    });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe(CAMPAIGN_MESSAGES.revoked);
    const placed = await checkoutCalls(t.app, initechId, cart).place({ payment: undefined });
    expect(placed.statusCode).toBeGreaterThanOrEqual(400);
    expect(placed.statusCode).toBeLessThan(500);
    const list = (await call('GET', `${base()}/${campaign.id}/recipients`)).json().data;
    expect(list[1].state).toBe('revoked');
  });

  it('refuses an expired link, and extends it again', async () => {
    const { campaign, recipients } = await withRecipients(1);
    const tokens = { token: campaign.token, user_token: tokenOf(recipients[0]!) };
    const { cart } = await recipient(t.app, initechId, tokens);
    expect((await cart.add((await product('initech-hoodie')).line())).statusCode).toBe(201);
    await db()
      .update(giftingLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(giftingLinks.id, recipients[0]!.id));
    const page = await t.app.inject({
      url: kitUrl(initechId, tokens.token, tokens.user_token),
      headers: hostOf('initech'),
    });
    expect(page.json().message).toBe(CAMPAIGN_MESSAGES.expired);
    const placed = await checkoutCalls(t.app, initechId, cart).place({ payment: undefined });
    expect(placed.statusCode).toBeGreaterThanOrEqual(400);
    expect(placed.statusCode).toBeLessThan(500);

    const extend = await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'extend',
      ids: [recipients[0]!.id],
      days: 5,
    });
    expect(extend.json().data.changed).toBe(1);
    const again = await t.app.inject({
      url: kitUrl(initechId, tokens.token, tokens.user_token),
      headers: hostOf('initech'),
    });
    expect(again.statusCode).toBe(200);
  });

  it('resends open links only', async () => {
    const { campaign, recipients } = await withRecipients(2);
    await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'revoke',
      ids: [recipients[0]!.id],
    });
    const res = await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'resend',
      ids: recipients.map((r) => r.id),
    });
    expect(res.json().data.changed).toBe(1);
  });

  it('answers 404 to another store’s owner on every campaign route, and 401 signed out', async () => {
    const { campaign, recipients } = await withRecipients(1);
    const url = `${base()}/${campaign.id}`;
    const routes: [Method, string, object?][] = [
      ['GET', base()],
      ['POST', base(), { name: 'x', amount: 1, products: [{ product_id: 1 }] }],
      ['GET', url],
      ['PATCH', url, { name: 'Stolen' }],
      ['GET', `${url}/recipients`],
      ['POST', `${url}/recipients/dry-run`, { csv: csvOf(1, 50) }],
      ['POST', `${url}/recipients`, { csv: csvOf(1, 60) }],
      ['POST', `${url}/recipients/actions`, { action: 'revoke', ids: [recipients[0]!.id] }],
      ['GET', `${url}/funnel`],
      ['GET', `${url}/demand`],
      ['GET', `${url}/recipients.csv`],
    ];
    const before = await linkCount();
    for (const [method, path, body] of routes) {
      const foreign = await t.app.inject({
        method,
        url: path,
        payload: body,
        headers: { ...hostOf('acme'), ...acmeOwner },
      });
      expect(foreign.statusCode, `${method} ${path}`).toBe(404);
      const anonymous = await t.app.inject({
        method,
        url: path,
        payload: body,
        headers: hostOf('initech'),
      });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    // Acme's own owner reaching for Initech's campaign id under Acme's store: 404 too.
    const cross = await t.app.inject({
      url: `/api/storefronts/${acmeId}/campaigns/${campaign.id}`,
      headers: { ...hostOf('acme'), ...acmeOwner },
    });
    expect(cross.statusCode).toBe(404);
    expect(await linkCount()).toBe(before);
    const [kit] = await db().select().from(kits).where(eq(kits.id, campaign.id));
    expect(kit!.name).toBe('Welcome 2027');
    const [link] = await db()
      .select()
      .from(giftingLinks)
      .where(eq(giftingLinks.id, recipients[0]!.id));
    expect(link!.revokedAt).toBeNull();
  });
});

describe('campaign reminders', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second instance on the same database, with its own clock, as a second server would be.
    second = await buildApp({ config: t.app.config, database: t.database, serveWeb: false });
    await second.ready();
  });
  afterAll(() => second.close());

  const moveClocks = async (offsetMs: number) => {
    for (const app of [t.app, second]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/test/clock',
        payload: { offset_ms: offsetMs },
      });
      expect(res.statusCode).toBe(200);
    }
  };
  const runJob = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/api/test/campaign-reminders' });
  const reminderMails = async () =>
    (await t.app.mailer.listForStore(initechId, 1000)).filter((m) =>
      m.subject.startsWith('Reminder: your gift'),
    );

  it('mails each eligible recipient once, even when two instances run the job at once', async () => {
    const { campaign, recipients } = await withRecipients(5);
    // Only this campaign reminds: the other tests' campaigns are switched off.
    await db().update(kits).set({ remindersEnabled: false }).where(ne(kits.id, campaign.id));
    // One orders, one is revoked: neither is reminded.
    await db()
      .update(giftingLinks)
      .set({ redeemedAt: new Date() })
      .where(eq(giftingLinks.id, recipients[0]!.id));
    await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'revoke',
      ids: [recipients[1]!.id],
    });
    const before = (await reminderMails()).length;

    // Day 6 of 10: not yet in the 3-day window.
    await moveClocks(6 * DAY_MS);
    const early = await Promise.all([runJob(t.app), runJob(second)]);
    expect(early.map((r) => r.json().data.sent)).toEqual([0, 0]);

    // Day 8: in the window; both instances run the job concurrently, twice over.
    await moveClocks(8 * DAY_MS);
    const runs = await Promise.all([runJob(t.app), runJob(second), runJob(t.app), runJob(second)]);
    const sent = runs.reduce((sum, r) => sum + (r.json().data.sent as number), 0);
    expect(sent).toBe(3);
    const mails = await reminderMails();
    expect(mails.length - before).toBe(3);
    const recent = mails.filter((m) => !m.text.includes('Reminder')).map((m) => m.to);
    expect(recent).toEqual(expect.arrayContaining(recipients.slice(2).map((r) => r.email)));

    // The console's list says who was reminded, and when (by the moved clock).
    const listed = (await call('GET', `${base()}/${campaign.id}/recipients`)).json()
      .data as CampaignRecipient[];
    for (const r of listed) {
      const reminded = recipients.slice(2).some((x) => x.id === r.id);
      expect(r.reminders_sent).toBe(reminded ? 1 : 0);
      if (!reminded) expect(r.last_reminder_at).toBeNull();
      else expect(Date.parse(r.last_reminder_at!) - Date.now()).toBeGreaterThan(7 * DAY_MS);
    }
    const csv = (await call('GET', `${base()}/${campaign.id}/recipients.csv`)).body;
    expect(csv.split('\n')[0]).toMatch(/,reminders_sent,last_reminder_at\r?$/);

    // Later in the same window: nothing more.
    await moveClocks(9 * DAY_MS);
    expect((await runJob(t.app)).json().data.sent).toBe(0);

    // Extended, the link gets a second reminder in its new window, and never a third.
    await moveClocks(0);
    await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'extend',
      ids: [recipients[2]!.id],
      days: 20,
    });
    await moveClocks(18 * DAY_MS);
    expect(
      (await Promise.all([runJob(t.app), runJob(second)])).map((r) => r.json().data.sent).sort(),
    ).toEqual([0, 1]);
    await moveClocks(0);
    await call('POST', `${base()}/${campaign.id}/recipients/actions`, {
      action: 'extend',
      ids: [recipients[2]!.id],
      days: 40,
    });
    await moveClocks(38 * DAY_MS);
    expect((await runJob(t.app)).json().data.sent).toBe(0);
    const [link] = await db()
      .select()
      .from(giftingLinks)
      .where(eq(giftingLinks.id, recipients[2]!.id));
    expect(link!.remindersSent).toBe(2);
    await moveClocks(0);
  });
});
