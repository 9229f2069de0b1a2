import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  contactReplies,
  contactSubmissions,
  outgoingEmails,
} from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { productOf } from '../cart/cart.fixtures.ts';
import {
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
  ALEX,
} from '../identity/identity.fixtures.ts';
import { placeOrder } from '../orders/console-orders.fixtures.ts';
import { MULTIPART, multipartBody, photoWithLocation, solveBotCheck } from './contact.fixtures.ts';

let t: TestApp;
let acmeId: number;
let globexId: number;
let owner: Record<string, string>;
let staff: Record<string, string>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-inbox-'));

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  acmeId = await storeIdOf(t.app, 'acme');
  globexId = await storeIdOf(t.app, 'globex');
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  staff = await signedInWithRole(t, 'acme', 'staff');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const base = (storeId = acmeId) => `/api/storefronts/${storeId}/admin/contact`;
const call = (
  headers: Record<string, string>,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  slug = 'acme',
  storeId = acmeId,
) =>
  t.app.inject({
    method,
    url: `${base(storeId)}${url}`,
    headers: { ...hostOf(slug), ...headers },
    ...(payload && { payload }),
  });

let tag = 0;
/** A submission kept straight in the table (the form's own tests cover the form). */
async function submission(values: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  tag += 1;
  const [row] = await t.database.db
    .insert(contactSubmissions)
    .values({
      storefrontId: acmeId,
      firstName: 'Sam',
      lastName: `Writer${tag}`,
      email: `sam${tag}@example.test`,
      message: `Question number ${tag}`,
      ...values,
    })
    .returning();
  return row!;
}

const teeOrder = async () =>
  placeOrder(t, acmeId, { tee: await productOf(t.app, 'classic-cotton-tee', acmeId) });

async function outboxCount() {
  const [row] = await t.database.db.select({ n: count() }).from(outgoingEmails);
  return row!.n;
}

describe('the console’s contact inbox', () => {
  it('takes a shopper’s message with a picture, links its order, shows it to the team only', async () => {
    const order = await teeOrder();
    const fields = {
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'alex.inbox@acme.test',
      message: 'Das Logo ist schief.',
      order_uuid: order.uuid.toUpperCase(),
      recaptcha: await solveBotCheck(t.app, 'acme', acmeId),
    };
    const photo = { filename: 'logo.jpg', type: 'image/jpeg', bytes: await photoWithLocation() };
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/contact`,
      headers: { ...hostOf('acme'), ...MULTIPART, cookie: 'lang=de' },
      payload: multipartBody(fields, [photo]),
    });
    expect(sent.statusCode).toBe(201);

    const list = await call(staff, 'GET', `?q=alex.inbox`);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data.data;
    expect(row).toMatchObject({
      name: 'Alex Morgan',
      excerpt: 'Das Logo ist schief.',
      order: { id: order.id, uuid: order.uuid },
      has_image: true,
      status: 'open',
      replies: 0,
    });
    const thread = await call(staff, 'GET', `/${row.id}`);
    expect(thread.json().data).toMatchObject({ language: 'de', message: 'Das Logo ist schief.' });

    const image = await call(staff, 'GET', `/${row.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // Nobody outside the team gets the picture: not a guest, a shopper, another store's owner.
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    const stranger = await signedInWithRole(t, 'globex', 'owner');
    expect((await call({}, 'GET', `/${row.id}/image`)).statusCode).toBe(401);
    expect((await call(shopper, 'GET', `/${row.id}/image`)).statusCode).toBe(403);
    const across = await call(stranger, 'GET', `/${row.id}/image`, undefined, 'globex', globexId);
    expect(across.statusCode).toBe(404);
    const viaAcme = await call(stranger, 'GET', `/${row.id}/image`);
    expect([401, 403]).toContain(viaAcme.statusCode);
  });

  it('mails a reply in the shopper’s language and keeps it on the thread', async () => {
    const asked = await submission({ language: 'fr', message: 'Où est mon colis ?' });
    const before = await outboxCount();
    const res = await call(staff, 'POST', `/${asked.id}/replies`, {
      body: '  Il part demain.\n\nBonne journée  ',
    });
    expect(res.statusCode).toBe(201);
    const thread = res.json().data;
    expect(thread.replies).toEqual([
      {
        id: expect.any(Number),
        body: 'Il part demain.\n\nBonne journée',
        author: expect.stringMatching(/^staff-.*@acme\.test$/),
        created_at: expect.any(String),
      },
    ]);
    expect(await outboxCount()).toBe(before + 1);
    const [mail] = await t.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.to, asked.email));
    expect(mail).toMatchObject({ storefrontId: acmeId, subject: 'Votre message à Acme' });
    expect(mail!.text).toContain('Bonjour Sam,');
    expect(mail!.text).toContain('Il part demain.');
    expect(mail!.text).toContain('> Où est mon colis ?');
    expect(mail!.html).toContain('<blockquote>');

    const listed = (await call(owner, 'GET', `?q=${asked.lastName}`)).json().data.data;
    expect(listed).toMatchObject([{ id: asked.id, replies: 1 }]);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.storefrontId, acmeId), eq(auditEntries.action, 'contact.reply')));
    expect(audit.some((e) => e.subject === `${asked.email} #${asked.id}`)).toBe(true);
  });

  it('marks a thread handled and open again, audited, and counts the open ones', async () => {
    const asked = await submission();
    const openBefore = (await call(staff, 'GET', '')).json().open as number;
    const handled = await call(staff, 'PUT', `/${asked.id}/status`, { status: 'handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({
      status: 'handled',
      handled_at: expect.any(String),
      handled_by: expect.stringMatching(/^staff-/),
    });
    const list = (await call(staff, 'GET', '?status=handled')).json();
    expect(list.open).toBe(openBefore - 1);
    expect(list.data.data.map((r: { id: number }) => r.id)).toContain(asked.id);
    const open = (await call(staff, 'GET', '?status=open&rows=50')).json().data.data;
    expect(open.map((r: { id: number }) => r.id)).not.toContain(asked.id);
    // Again: nothing changes, nothing more is audited.
    await call(staff, 'PUT', `/${asked.id}/status`, { status: 'handled' });
    const reopened = await call(owner, 'PUT', `/${asked.id}/status`, { status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', handled_at: null });
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.storefrontId, acmeId),
          eq(auditEntries.subject, `${asked.email} #${asked.id}`),
        ),
      );
    expect(audit.map((e) => e.action)).toEqual(['contact.handle', 'contact.reopen']);
  });

  it('links an order by its number, never another store’s, and filters by order', async () => {
    const order = await teeOrder();
    const byNumber = await submission({ orderUuid: ` #${order.uuid.slice(0, 8)} ` });
    const unknown = await submission({ orderUuid: 'not-an-order' });
    // Globex's shopper naming acme's order: no link on globex's side.
    const foreign = await submission({ storefrontId: globexId, orderUuid: order.uuid });
    const globexOwner = await signedInWithRole(t, 'globex', 'owner');
    const thread = (await call(staff, 'GET', `/${byNumber.id}`)).json().data;
    expect(thread.order).toEqual({ id: order.id, uuid: order.uuid });
    expect((await call(staff, 'GET', `/${unknown.id}`)).json().data.order).toBeNull();
    const across = await call(globexOwner, 'GET', `/${foreign.id}`, undefined, 'globex', globexId);
    expect(across.statusCode).toBe(200);
    expect(across.json().data.order).toBeNull();
    const forOrder = (await call(staff, 'GET', `?order_id=${order.id}`)).json().data.data;
    expect(forOrder.map((r: { id: number }) => r.id)).toEqual([byNumber.id]);
    // A submission of another store is not found here.
    const [elsewhere] = await t.database.db
      .insert(contactSubmissions)
      .values({
        storefrontId: globexId,
        firstName: 'G',
        lastName: 'X',
        email: 'g@globex.test',
        message: 'hi',
      })
      .returning();
    expect((await call(owner, 'GET', `/${elsewhere!.id}`)).statusCode).toBe(404);
    const paged = (await call(staff, 'GET', '?rows=10&page=1000')).json().data;
    expect(paged).toMatchObject({ data: [], from: null });
  });

  it('refuses nobody (401), a shopper (403), another store’s owner (404)', async () => {
    const asked = await submission();
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    const stranger = await signedInWithRole(t, 'globex', 'owner');
    const calls = (h: Record<string, string>, slug = 'acme', storeId = acmeId) => [
      call(h, 'GET', '', undefined, slug, storeId),
      call(h, 'GET', `/${asked.id}`, undefined, slug, storeId),
      call(h, 'PUT', `/${asked.id}/status`, { status: 'handled' }, slug, storeId),
      call(h, 'POST', `/${asked.id}/replies`, { body: 'Hello' }, slug, storeId),
    ];
    const before = await outboxCount();
    for (const res of await Promise.all(calls({}))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(shopper))) expect(res.statusCode).toBe(403);
    // Globex's owner naming acme's submission on globex: not there.
    for (const res of (await Promise.all(calls(stranger, 'globex', globexId))).slice(1))
      expect(res.statusCode).toBe(404);
    const after = (await call(owner, 'GET', `/${asked.id}`)).json().data;
    expect(after).toMatchObject({ status: 'open', replies: [] });
    expect(await outboxCount()).toBe(before);
  });

  it('refuses bad input with { message, errors } and changes nothing', async () => {
    const asked = await submission();
    const before = await outboxCount();
    const bad = [
      await call(staff, 'POST', `/${asked.id}/replies`, { body: '   ' }),
      await call(staff, 'POST', `/${asked.id}/replies`, { body: 'x'.repeat(5001) }),
      await call(staff, 'POST', `/${asked.id}/replies`, { body: 'a\u0000b' }),
      await call(staff, 'POST', `/${asked.id}/replies`, {}),
      await call(staff, 'PUT', `/${asked.id}/status`, { status: 'closed' }),
      await call(staff, 'GET', '?rows=7'),
      await call(staff, 'GET', '?status=maybe'),
      await call(staff, 'GET', '/abc'),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await call(staff, 'POST', '/2000000/replies', { body: 'Hi' })).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/${asked.id}/image`)).statusCode).toBe(404);
    const [replies] = await t.database.db
      .select({ n: count() })
      .from(contactReplies)
      .where(eq(contactReplies.submissionId, asked.id));
    expect(replies!.n).toBe(0);
    expect(await outboxCount()).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(contactSubmissions)
      .where(like(contactSubmissions.lastName, asked.lastName));
    expect(row!.status).toBe('open');
  });
});
