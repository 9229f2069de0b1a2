import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/index.ts';
import { hostOf, type TestApp } from '../../test/test-app.ts';
import {
  ALEX,
  bearer,
  createMailingTestApp,
  JORDAN,
  linkIn,
  signInAs,
  storeIdOf,
  waitForMail,
  type SmtpSink,
} from './identity.fixtures.ts';
import { hashSecret } from './secret-token.ts';

const REGISTERED = 'We sent you an e-mail: open its link to verify your address and sign in.';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let acmeId: number;
let globexId: number;
beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
  [acmeId, globexId] = await Promise.all([storeIdOf(t.app, 'acme'), storeIdOf(t.app, 'globex')]);
});
afterAll(() => close());

const newShopper = (email: string) => ({
  first_name: 'Sam',
  last_name: 'Lee',
  email,
  username: 'samlee',
  password: 'Sam-Lee-2026!',
  password_confirmation: 'Sam-Lee-2026!',
  terms_and_conditions: true,
});

function post(slug: string, url: string, payload: object, headers: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...hostOf(slug), ...headers }, payload });
}
const me = (slug: string, token: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { ...hostOf(slug), ...bearer(token) } });

describe('registration and e-mail verification', () => {
  it('registers, mails a verification link, and verifies with it', async () => {
    const res = await post('acme', '/api/auth/register', {
      ...newShopper('sam@example.test'),
      storefront_id: acmeId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTERED });

    const mail = await waitForMail(sink, 'sam@example.test', 'Verify your e-mail address');
    const link = linkIn(mail, '/email-verification');
    expect(link.origin).toBe('http://acme.localhost:3000');
    const verified = await post('acme', '/api/auth/verify-email', {
      token: link.searchParams.get('token'),
    });
    expect(verified.statusCode).toBe(200);
    const { data } = verified.json();
    expect(data.user).toMatchObject({
      email: 'sam@example.test',
      email_verified: true,
      external: false,
    });
    expect((await me('acme', data.access_token)).json().data.user).toMatchObject({
      email: 'sam@example.test',
      email_verified: true,
    });

    const again = await post('acme', '/api/auth/verify-email', {
      token: link.searchParams.get('token'),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Invalid token. Please try again.', errors: {} });
  });

  it('answers an address already registered (any case) the same, and mails its owner', async () => {
    const res = await post('acme', '/api/auth/register', {
      ...newShopper('ALEX@acme.test'),
      storefront_id: acmeId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTERED });
    const mail = await waitForMail(sink, ALEX.email, 'Someone tried to register');
    expect(mail.text).toContain('http://acme.localhost:3000/login');
    expect(mail.text).toContain('http://acme.localhost:3000/reset-password');
    // The account is untouched: its password still works, the one typed does not.
    expect(await signInAs(t, 'acme', ALEX.email, ALEX.password)).toBeTruthy();
    const typed = await post('acme', '/api/auth/login', {
      email: ALEX.email,
      password: newShopper('').password,
      storefront_id: acmeId,
    });
    expect(typed.statusCode).toBe(401);
  });

  it("says Passwords don't match and changes nothing", async () => {
    const res = await post('acme', '/api/auth/register', {
      ...newShopper('kim@example.test'),
      password_confirmation: 'Other-2026!',
      storefront_id: acmeId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password_confirmation).toEqual(["Passwords don't match"]);
    const login = await post('acme', '/api/auth/login', {
      email: 'kim@example.test',
      password: 'Sam-Lee-2026!',
      storefront_id: acmeId,
    });
    expect(login.statusCode).toBe(401);
  });

  it('asks to accept the terms and conditions', async () => {
    const res = await post('acme', '/api/auth/register', {
      ...newShopper('terms@example.test'),
      terms_and_conditions: false,
      storefront_id: acmeId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      terms_and_conditions: ['Please accept the terms and conditions.'],
    });
  });

  it('refuses a body naming another store than the host', async () => {
    const res = await post('acme', '/api/auth/register', {
      ...newShopper('cross@example.test'),
      storefront_id: globexId,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an expired verification link', async () => {
    const res = await post('acme', '/api/auth/register', {
      ...newShopper('late@example.test'),
      storefront_id: acmeId,
    });
    expect(res.statusCode).toBe(201);
    const link = linkIn(
      await waitForMail(sink, 'late@example.test', 'Verify'),
      '/email-verification',
    );
    const token = link.searchParams.get('token')!;
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashSecret(token)));
    const verified = await post('acme', '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(404);
    expect(verified.json().message).toBe('Invalid token. Please try again.');
  });

  it('sends the verification mail again to an unverified user, not to a verified one', async () => {
    await post('acme', '/api/auth/register', {
      ...newShopper('again@example.test'),
      storefront_id: acmeId,
    });
    const token = await signInAs(t, 'acme', 'again@example.test', newShopper('').password);
    await waitForMail(sink, 'again@example.test', 'Verify');
    const resent = await post('acme', '/api/auth/resend-verification', {}, bearer(token));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'Email verification sent again!' });
    const second = await waitForMail(sink, 'again@example.test', 'Verify', 1);
    expect(linkIn(second, '/email-verification').searchParams.get('token')).toBeTruthy();

    const alex = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const refused = await post('acme', '/api/auth/resend-verification', {}, bearer(alex));
    expect(refused.statusCode).toBe(422);
  });
});

describe('login and logout', () => {
  it('signs the demo shopper in', async () => {
    const res = await post('acme', '/api/auth/login', { ...ALEX, storefront_id: acmeId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      first_name: 'Alex',
      email: 'alex@acme.test',
      email_verified: true,
    });
    expect(res.json().data.access_token).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['a wrong password', { email: ALEX.email, password: 'Wrong-2026!' }],
    ['an unknown e-mail', { email: 'nobody@acme.test', password: ALEX.password }],
  ])('answers %s with the same 401', async (_case, credentials) => {
    const res = await post('acme', '/api/auth/login', { ...credentials, storefront_id: acmeId });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: {},
    });
  });

  it('ends the session on logout', async () => {
    const token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const res = await post('acme', '/api/auth/logout', {}, bearer(token));
    expect(res.statusCode).toBe(200);
    expect((await me('acme', token)).statusCode).toBe(401);
  });
});

describe('a private store with an e-mail domain', () => {
  it('lets its own domain sign in', async () => {
    const res = await post('globex', '/api/auth/login', { ...JORDAN, storefront_id: globexId });
    expect(res.statusCode).toBe(200);
  });

  it('asks for the store domain at login and registration', async () => {
    const message = 'Please use your @globex.test e-mail address.';
    const login = await post('globex', '/api/auth/login', {
      email: 'jordan@example.test',
      password: JORDAN.password,
      storefront_id: globexId,
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({ message, errors: { email: [message] } });

    const register = await post('globex', '/api/auth/register', {
      ...newShopper('sam@example.test'),
      storefront_id: globexId,
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors).toEqual({ email: [message] });
  });

  it('registers an address of the domain (any case)', async () => {
    const res = await post('globex', '/api/auth/register', {
      ...newShopper('Sam@GLOBEX.test'),
      storefront_id: globexId,
    });
    expect(res.statusCode).toBe(201);
  });
});
