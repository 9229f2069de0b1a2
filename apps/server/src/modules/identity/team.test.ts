import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema/index.ts';
import { hostOf, type TestApp } from '../../test/test-app.ts';
import {
  ALEX,
  bearer,
  createMailingTestApp,
  linkIn,
  signInAs,
  storeIdOf,
  waitForMail,
  type SmtpSink,
} from './identity.fixtures.ts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let acmeId: number;
let owner: Record<string, string>;
const PASSWORD = 'New-Member-2026!';

beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
});
afterAll(() => close());

const team = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/storefronts/${acmeId}/team${path}`,
    headers: { ...hostOf('acme'), ...owner },
    ...(payload && { payload }),
  });
const accept = (token: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/accept-invite',
    headers: hostOf('acme'),
    payload: { token, password, password_confirmation: password },
  });

/** Invites `email` and answers the token of the mailed link. */
async function invite(email: string, role: 'owner' | 'staff') {
  const res = await team('POST', '', { email, role });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ email, role, invited: true });
  const link = linkIn(await waitForMail(sink, email, 'You are invited'), '/accept-invite');
  expect(link.origin).toBe('http://acme.localhost:3000');
  return link.searchParams.get('token')!;
}

describe('the team', () => {
  it('lists the owner', async () => {
    const res = await team('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ email: 'owner@acme.test', role: 'owner', invited: false }),
    ]);
  });

  it('invites staff, whose link sets a password once and signs them in as staff', async () => {
    const token = await invite('sam@acme.test', 'staff');
    const stored = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.kind, 'invite'));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const { user, access_token } = accepted.json().data;
    expect(user).toMatchObject({ email: 'sam@acme.test', role: 'staff', email_verified: true });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...hostOf('acme'), ...bearer(access_token) },
    });
    expect(me.json().data).toMatchObject({ user: { role: 'staff' }, impersonated_by: null });
    await signInAs(t, 'acme', 'sam@acme.test', PASSWORD);

    const again = await accept(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([
      'This invitation link is invalid, expired or already used.',
    ]);
  });

  it('refuses an expired invitation and a weak password, changing nothing', async () => {
    const token = await invite('late@acme.test', 'owner');
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeDefined();
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userTokens.kind, 'invite'));
    expect((await accept(token)).statusCode).toBe(422);
    const [late] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'late@acme.test'));
    expect(late!.passwordHash).toBeNull();
  });

  it('refuses a bad invitation and someone already on the team', async () => {
    const before = (await team('GET')).json().data;
    const bad = await team('POST', '', { email: 'not-an-email', role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'role']);
    const twice = await team('POST', '', { email: 'OWNER@acme.test', role: 'staff' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.email).toEqual(['This person is already on the team.']);
    expect((await team('GET')).json().data).toEqual(before);
  });

  it("gives a shopper's account a role and tells them", async () => {
    const res = await team('POST', '', { email: ALEX.email, role: 'staff' });
    expect(res.json().data).toMatchObject({ email: ALEX.email, role: 'staff', invited: false });
    await waitForMail(sink, ALEX.email, 'You now help run');
    const alexId = res.json().data.id as number;
    const removed = await team('DELETE', `/${alexId}`);
    expect(removed.statusCode).toBe(204);
    const [alex] = await t.database.db.select().from(users).where(eq(users.id, alexId));
    expect(alex!.role).toBe('customer');
  });

  it('changes roles but never demotes or removes the last owner who can sign in', async () => {
    const members = (await team('GET')).json().data as { id: number; email: string }[];
    const idOf = (email: string) => members.find((m) => m.email === email)!.id;
    const ownerId = idOf('owner@acme.test');
    const last = await team('PUT', `/${ownerId}`, { role: 'staff' });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.role).toBeDefined();
    expect((await team('DELETE', `/${ownerId}`)).statusCode).toBe(422);

    const promoted = await team('PUT', `/${idOf('sam@acme.test')}`, { role: 'owner' });
    expect(promoted.json().data).toMatchObject({ role: 'owner' });
    expect((await team('PUT', `/${ownerId}`, { role: 'staff' })).statusCode).toBe(200);
    expect((await team('GET')).statusCode).toBe(403);
    const sam = bearer(await signInAs(t, 'acme', 'sam@acme.test', PASSWORD));
    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/storefronts/${acmeId}/team/${ownerId}`,
      headers: { ...hostOf('acme'), ...sam },
      payload: { role: 'owner' },
    });
    expect(restored.statusCode).toBe(200);
    expect((await team('PUT', `/${ownerId}`, { role: 'boss' })).statusCode).toBe(400);
    expect((await team('PUT', '/999999', { role: 'staff' })).statusCode).toBe(404);

    expect((await team('DELETE', `/${idOf('late@acme.test')}`)).statusCode).toBe(204);
    const gone = await t.database.db.select().from(users).where(eq(users.email, 'late@acme.test'));
    expect(gone).toEqual([]);
  });

  it("writes every change to the store's audit log", async () => {
    const log = await t.app.inject({
      url: `/api/storefronts/${acmeId}/audit-log?rows=100`,
      headers: { ...hostOf('acme'), ...owner },
    });
    const entries = log.json().data.data as { action: string; subject: string }[];
    const actions = entries.map((e) => `${e.action} ${e.subject}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'team.invite sam@acme.test',
        'team.role sam@acme.test',
        'team.remove late@acme.test',
        `team.remove ${ALEX.email}`,
      ]),
    );
    expect(
      entries.find((e) => e.action === 'team.role' && e.subject === 'sam@acme.test'),
    ).toMatchObject({
      actor_email: 'owner@acme.test',
      before: { role: 'staff' },
      after: { role: 'owner' },
    });
  });
});
