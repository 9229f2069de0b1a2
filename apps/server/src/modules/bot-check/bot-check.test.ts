import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { encodedSolution as solve } from '../contact/contact.fixtures.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { createAltchaChallenge, verifyAltchaSolution } from './altcha.ts';

const SECRET = 'b'.repeat(64);
const ACTION = 'contact_submit';

describe('ALTCHA', () => {
  it('accepts a solution before its expiry, for its action, signed with our secret', async () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const challenge = await createAltchaChallenge(SECRET, ACTION, now);
    // altcha-lib ends the parameters with `&`, so digits of the number cannot extend the expiry.
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?action=contact_submit&expires=\d+&$/);
    const payload = await solve(challenge);
    expect(await verifyAltchaSolution(payload, SECRET, ACTION, now + 60_000)).toMatchObject({
      ok: true,
      challenge: challenge.challenge,
    });
    // 21 minutes later the challenge has expired.
    expect((await verifyAltchaSolution(payload, SECRET, ACTION, now + 21 * 60_000)).ok).toBe(false);
    expect((await verifyAltchaSolution(payload, SECRET, 'login', now)).ok).toBe(false);
    expect((await verifyAltchaSolution(payload, 'c'.repeat(64), ACTION, now)).ok).toBe(false);
  });

  it('refuses a salt changed to live longer (the signature covers it through the hash)', async () => {
    const now = Date.now();
    const challenge = await createAltchaChallenge(SECRET, ACTION, now);
    const solution = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    const later = solution.salt.replace(/expires=\d+/, 'expires=9999999999');
    const forged = Buffer.from(JSON.stringify({ ...solution, salt: later })).toString('base64');
    expect((await verifyAltchaSolution(forged, SECRET, ACTION, now)).ok).toBe(false);
  });
});

describe('reCAPTCHA v3 for a store with its keys', () => {
  let t: TestApp;
  let initechId: number;
  beforeAll(async () => {
    t = await createTestApp();
    initechId = await storeIdOf(t.app, 'initech');
    await t.app.db
      .update(storefronts)
      .set({ recaptchaSiteKey: 'site-key-initech', recaptchaSecretKey: 'secret-initech' })
      .where(eq(storefronts.slug, 'initech'));
  });
  afterAll(() => t.close());

  it('hands out the site key, never the secret', async () => {
    const res = await t.app.inject({
      url: `/api/storefronts/${initechId}/bot-check/challenge`,
      headers: hostOf('initech'),
    });
    expect(res.json()).toEqual({ data: { provider: 'recaptcha', site_key: 'site-key-initech' } });
  });

  // Google is not reachable here: the stub stands in for the one HTTP call to siteverify.
  it('asks siteverify with the secret and wants our action and a score of 0.5', async () => {
    const siteverify = vi.spyOn(t.app.botCheck, 'siteverify');
    const store = { recaptchaSiteKey: 'site-key-initech', recaptchaSecretKey: 'secret-initech' };
    const check = (token: string) =>
      t.app.botCheck.passes(store, { token, action: ACTION, remoteIp: '10.1.1.1', log: t.app.log });

    siteverify.mockResolvedValueOnce({ success: true, score: 0.9, action: ACTION });
    expect(await check('token-1')).toBe(true);
    expect(siteverify).toHaveBeenLastCalledWith({
      secret: 'secret-initech',
      token: 'token-1',
      remoteIp: '10.1.1.1',
    });
    siteverify.mockResolvedValueOnce({ success: true, score: 0.3, action: ACTION });
    expect(await check('token-2')).toBe(false);
    siteverify.mockResolvedValueOnce({ success: true, score: 0.9, action: 'login' });
    expect(await check('token-3')).toBe(false);
    siteverify.mockResolvedValueOnce({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await check('token-4')).toBe(false);
    siteverify.mockRejectedValueOnce(new Error('network unreachable'));
    expect(await check('token-5')).toBe(false);
    siteverify.mockRestore();
  });
});
