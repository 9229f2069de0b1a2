import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from './identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
let globexId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: true } });
  [acmeId, globexId] = await Promise.all([storeIdOf(t.app, 'acme'), storeIdOf(t.app, 'globex')]);
});
afterAll(() => t.close());

const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

function post(url: string, payload: object, from: string, slug = 'acme', headers: object = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...hostOf(slug), ...headers },
    payload,
    remoteAddress: from,
  });
}
const login = (email: string, from: string) =>
  post('/api/auth/login', { email, password: 'Wrong-2026!', storefront_id: acmeId }, from);
const signIn = (account: { email: string; password: string }, from: string) =>
  post('/api/auth/login', { ...account, storefront_id: acmeId }, from);

/** Makes `times` calls and answers their statuses. */
async function statuses(times: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push((await call(i)).statusCode);
  return result;
}

function expectTooMany(res: { statusCode: number; json(): unknown; headers: object }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: expect.stringMatching(TOO_MANY), errors: {} });
  expect(res.headers).toHaveProperty('retry-after');
}

describe('attempt limits', () => {
  it('stops a sixth wrong password on one account from one address within 15 minutes', async () => {
    const tries = await statuses(5, () => login('sam.lee@acme.test', '10.0.0.1'));
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(await login('sam.lee@acme.test', '10.0.0.1'));
    // Another account is not affected.
    expect((await login('kim@acme.test', '10.0.0.1')).statusCode).toBe(401);
  });

  it("never locks the owner out with a stranger's wrong passwords", async () => {
    const tries = await statuses(5, () => login(ALEX.email, '10.0.6.1'));
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    expectTooMany(await login(ALEX.email, '10.0.6.1'));
    expect((await signIn(ALEX, '10.0.6.2')).statusCode).toBe(200);
  });

  it('only slows an account that many addresses guess at, and lets its password in', async () => {
    const tries = await statuses(10, (i) => login('jo@acme.test', `10.0.7.${i + 1}`));
    expect(tries.every((s) => s === 401)).toBe(true);
    const started = Date.now();
    expect((await login('jo@acme.test', '10.0.7.99')).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    const owner = { email: 'owner@acme.test', password: 'Acme-Owner-2026!' };
    await statuses(10, (i) => login(owner.email, `10.0.8.${i + 1}`));
    expect((await signIn(owner, '10.0.8.99')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const tries = await statuses(12, () => signIn(ALEX, '10.0.9.1'));
    expect(tries.every((s) => s === 200)).toBe(true);
  });

  it('stops an eleventh login from one address within a minute, whatever the account', async () => {
    const tries = await statuses(10, (i) => login(`shopper${i}@acme.test`, '10.0.1.1'));
    expect(tries.every((s) => s === 401)).toBe(true);
    expectTooMany(await login('someone@acme.test', '10.0.1.1'));
    expect((await login('someone@acme.test', '10.0.1.2')).statusCode).toBe(401);
  });

  it('limits forgot-password per account', async () => {
    const forgot = (from: string) =>
      post('/api/auth/forgot-password', { email: ALEX.email, storefront_id: acmeId }, from);
    expect(await statuses(3, (i) => forgot(`10.0.2.${i + 1}`))).toEqual([200, 200, 200]);
    expectTooMany(await forgot('10.0.2.9'));
  });

  it('limits registration per address', async () => {
    const register = (i: number) =>
      post(
        '/api/auth/register',
        {
          first_name: 'Bot',
          last_name: 'Net',
          email: `bot${i}@example.test`,
          username: `bot${i}`,
          password: 'Bot-Net-2026!',
          password_confirmation: 'Bot-Net-2026!',
          storefront_id: acmeId,
        },
        '10.0.3.1',
      );
    expect((await statuses(10, register)).every((s) => s === 201)).toBe(true);
    expectTooMany(await register(10));
  });

  it('limits resending the verification mail per account', async () => {
    await post(
      '/api/auth/register',
      {
        first_name: 'Kim',
        last_name: 'Park',
        email: 'kim.park@example.test',
        username: 'kim',
        password: 'Kim-Park-2026!',
        password_confirmation: 'Kim-Park-2026!',
        storefront_id: acmeId,
      },
      '10.0.4.1',
    );
    const token = await signInAs(t, 'acme', 'kim.park@example.test', 'Kim-Park-2026!');
    const resend = (i: number) =>
      post('/api/auth/resend-verification', {}, `10.0.4.${i + 2}`, 'acme', bearer(token));
    expect(await statuses(3, resend)).toEqual([200, 200, 200]);
    expectTooMany(await resend(3));
  });

  it('limits guessing a private store code per address', async () => {
    const guess = (i: number) =>
      post(
        `/api/storefronts/${globexId}/private-access`,
        { code: `guess-${i}` },
        '10.0.5.1',
        'globex',
      );
    expect((await statuses(10, guess)).every((s) => s === 422)).toBe(true);
    expectTooMany(await guess(10));
  });

  it('leaves a normal sign-in alone', async () => {
    expect(await signInAs(t, 'acme', ALEX.email, ALEX.password)).toBeTruthy();
  });
});
