import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/index.ts';
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
import { hashSecret } from './secret-token.ts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let acmeId: number;
beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
  acmeId = await storeIdOf(t.app, 'acme');
});
afterAll(() => close());

const SENT = { message: 'We sent you email with the password reset link!' };
const INVALID_LINK = {
  message: 'This password reset link is invalid or has expired.',
  errors: { token: ['This password reset link is invalid or has expired.'] },
};

function post(url: string, payload: object, headers: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...hostOf('acme'), ...headers }, payload });
}
const forgot = (email: string) =>
  post('/api/auth/forgot-password', { email, storefront_id: acmeId });
const reset = (email: string, token: string, password: string) =>
  post('/api/auth/reset-password', {
    email,
    token,
    password,
    password_confirmation: password,
    storefront_id: acmeId,
  });

/** Asks for a reset link and answers the token in the `seen`-th such mail. */
async function resetLink(email: string, seen = 0) {
  expect((await forgot(email)).json()).toEqual(SENT);
  const link = linkIn(
    await waitForMail(sink, email, 'Reset your password', seen),
    '/update-password',
  );
  expect(link.origin).toBe('http://acme.localhost:3000');
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('token')!;
}

describe('forgot and reset password', () => {
  it('mails a link that sets a new password once and signs out every session', async () => {
    const before = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const token = await resetLink(ALEX.email);

    const res = await reset(ALEX.email, token, 'New-Acme-2026!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been updated.' });

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...hostOf('acme'), ...bearer(before) },
    });
    expect(me.statusCode).toBe(401);
    await signInAs(t, 'acme', ALEX.email, 'New-Acme-2026!');
    const old = await post('/api/auth/login', { ...ALEX, storefront_id: acmeId });
    expect(old.statusCode).toBe(401);

    const reused = await reset(ALEX.email, token, 'Other-Acme-2026!');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const token = await resetLink(ALEX.email, 1);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashSecret(token)));
    const res = await reset(ALEX.email, token, 'Late-Acme-2026!');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  it("refuses a link with another account's e-mail, and a made-up token", async () => {
    const token = await resetLink(ALEX.email, 2);
    expect((await reset('sam.lee@acme.test', token, 'Sam-Acme-2026!')).json()).toEqual(
      INVALID_LINK,
    );
    expect((await reset(ALEX.email, 'x'.repeat(43), 'Sam-Acme-2026!')).statusCode).toBe(422);
  });

  it('keeps only the newest link working', async () => {
    const first = await resetLink(ALEX.email, 3);
    const second = await resetLink(ALEX.email, 4);
    expect((await reset(ALEX.email, first, 'First-Acme-2026!')).statusCode).toBe(422);
    expect((await reset(ALEX.email, second, 'Second-Acme-2026!')).statusCode).toBe(200);
  });

  it('checks the new password against the rules', async () => {
    const res = await reset(ALEX.email, 'whatever', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toContain('Minimum 8 characters');
  });

  it('answers an unknown e-mail exactly the same, and mails nothing', async () => {
    const unknown = await forgot('nobody@acme.test');
    const known = await forgot('alex@acme.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // Mail goes out in order, so once Alex's has arrived an unknown one would have too.
    await waitForMail(sink, ALEX.email, 'Reset your password', 5);
    expect(sink.received.filter((m) => m.to.includes('nobody@acme.test'))).toEqual([]);
    const outbox = await t.app.mailer.listForStore(acmeId, 500);
    expect(outbox.filter((m) => m.to === 'nobody@acme.test')).toEqual([]);
  });
});
