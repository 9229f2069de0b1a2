import { AltchaSolution, type AltchaChallenge } from '@storefront/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

/** How much work a solution costs: the browser tries up to this many numbers (about a second). */
export const ALTCHA_MAX_NUMBER = 50_000;
/** Long enough to fill in the form while the page solves it in the background. */
export const ALTCHA_LIFETIME_MS = 20 * 60_000;

/**
 * An ALTCHA challenge (altcha-lib's SHA-256 proof of work, protocol v1): find the number whose
 * SHA-256 with the salt is `challenge`. The salt carries its expiry and action and the whole is
 * signed, so the server keeps no state for it.
 */
export async function createAltchaChallenge(
  secret: string,
  action: string,
  now = Date.now(),
): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: secret,
    algorithm: 'SHA-256',
    maxnumber: ALTCHA_MAX_NUMBER,
    expires: new Date(now + ALTCHA_LIFETIME_MS),
    params: { action },
  });
  return { provider: 'altcha', ...challenge, algorithm: 'SHA-256', maxnumber: ALTCHA_MAX_NUMBER };
}

/** A solution that passed every check, with when its challenge expires (ms). */
export type AltchaVerdict = { ok: true; challenge: string; expiresAt: number } | { ok: false };

/**
 * Checks a base64 JSON solution: not expired (by `now`, so tests can move the clock), the right
 * action, then altcha-lib's check of our signature and the hash.
 */
export async function verifyAltchaSolution(
  payload: string,
  secret: string,
  action: string,
  now = Date.now(),
): Promise<AltchaVerdict> {
  const solution = parseSolution(payload);
  if (!solution) return { ok: false };
  const params = extractParams(solution);
  const expiresAt = Number(params.expires) * 1000;
  const valid =
    expiresAt > now &&
    params.action === action &&
    solution.number <= ALTCHA_MAX_NUMBER &&
    (await verifySolution(solution, secret, false));
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
