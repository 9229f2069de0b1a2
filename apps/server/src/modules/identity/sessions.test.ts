import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, JORDAN, signInAs } from './identity.fixtures.ts';
import type { UserRow } from './identity.queries.ts';
import { hashSecret } from './secret-token.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const [expired, revoked, globex] = await Promise.all([
    signInAs(t, 'acme', ALEX.email, ALEX.password),
    signInAs(t, 'acme', ALEX.email, ALEX.password),
    signInAs(t, 'globex', JORDAN.email, JORDAN.password),
  ]);
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashSecret(expired)));
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { ...hostOf('acme'), ...bearer(revoked) },
  });
  expect(logout.statusCode).toBe(200);
  Object.assign(tokens, { expired, revoked, globex });
});
afterAll(() => t.close());

/** Every call that needs a signed-in user. */
const PROTECTED = [
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/resend-verification'],
] as const;

const CREDENTIALS: [string, () => Record<string, string>][] = [
  ['no token', () => ({})],
  ['a made-up token', () => bearer('not-a-session-token')],
  ['a malformed header', () => ({ authorization: 'Basic YWxleDpzZWNyZXQ=' })],
  ['an expired token', () => bearer(tokens.expired!)],
  ['a revoked token', () => bearer(tokens.revoked!)],
  ["another store's token", () => bearer(tokens.globex!)],
];

describe('protected calls', () => {
  for (const [method, url] of PROTECTED) {
    it.each(CREDENTIALS)(`${method} ${url} with %s answers 401`, async (_case, headers) => {
      const res = await t.app.inject({ method, url, headers: { ...hostOf('acme'), ...headers() } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.', errors: {} });
    });
  }

  it('accept a live token of the store', async () => {
    const token = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...hostOf('acme'), ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(ALEX.email);
  });
});

describe('requireVerifiedUser', () => {
  const requestOf = (user: Partial<UserRow> | null) =>
    ({
      session: async () => (user ? { sessionId: 1, user } : null),
    }) as unknown as FastifyRequest;

  it('lets a verified user through', async () => {
    const user = { id: 7, emailVerifiedAt: new Date() };
    await expect(requireVerifiedUser(requestOf(user))).resolves.toBe(user);
  });

  it('answers 403 for an unverified user and 401 for nobody', async () => {
    await expect(
      requireVerifiedUser(requestOf({ id: 7, emailVerifiedAt: null })),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Please verify your e-mail address.',
    });
    await expect(requireVerifiedUser(requestOf(null))).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'Unauthenticated.',
    });
  });
});
