import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AltchaSolution, type AltchaChallenge } from '@storefront/contracts';

/** How much work a solution costs: the browser tries up to this many numbers (about a second). */
export const ALTCHA_MAX_NUMBER = 50_000;
/** Long enough to fill in the form while the page solves it in the background. */
export const ALTCHA_LIFETIME_MS = 20 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/**
 * An ALTCHA challenge: find the number whose SHA-256 with the salt is `challenge`. The salt
 * carries its expiry and action and the whole is signed, so the server keeps no state for it.
 */
export function createAltchaChallenge(secret: string, action: string, now = Date.now()) {
  const expires = Math.floor((now + ALTCHA_LIFETIME_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&action=${action}`;
  const challenge = sha256(salt + randomInt(ALTCHA_MAX_NUMBER + 1));
  return {
    provider: 'altcha',
    algorithm: 'SHA-256',
    challenge,
    salt,
    maxnumber: ALTCHA_MAX_NUMBER,
    signature: hmac(secret, challenge),
  } satisfies AltchaChallenge;
}

/** A solution that passed every check, with when its challenge expires (ms). */
export type AltchaVerdict = { ok: true; challenge: string; expiresAt: number } | { ok: false };

/** Checks a base64 JSON solution: our signature, not expired, the right action, the right hash. */
export function verifyAltchaSolution(
  payload: string,
  secret: string,
  action: string,
  now = Date.now(),
): AltchaVerdict {
  const solution = parseSolution(payload);
  if (!solution) return { ok: false };
  const params = new URLSearchParams(solution.salt.split('?')[1] ?? '');
  const expiresAt = Number(params.get('expires')) * 1000;
  const valid =
    sameHex(solution.signature, hmac(secret, solution.challenge)) &&
    Number.isFinite(expiresAt) &&
    expiresAt > now &&
    params.get('action') === action &&
    solution.number <= ALTCHA_MAX_NUMBER &&
    sha256(solution.salt + solution.number) === solution.challenge;
  return valid ? { ok: true, challenge: solution.challenge, expiresAt } : { ok: false };
}

function parseSolution(payload: string): AltchaSolution | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return AltchaSolution.safeParse(json).data ?? null;
  } catch {
    return null;
  }
}

function sameHex(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
