import type { BotCheckChallenge } from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { StorefrontRow } from '../storefronts/index.ts';
import { createAltchaChallenge, verifyAltchaSolution } from './altcha.ts';
import { googleSiteverify, recaptchaPasses, type Siteverify } from './recaptcha.ts';

type StoreKeys = Pick<StorefrontRow, 'recaptchaSiteKey' | 'recaptchaSecretKey'>;

const recaptchaKeysOf = (store: StoreKeys) =>
  store.recaptchaSiteKey && store.recaptchaSecretKey
    ? { siteKey: store.recaptchaSiteKey, secret: store.recaptchaSecretKey }
    : null;

/**
 * The bot check of forms anyone can send: reCAPTCHA v3 for a store with its own keys, else
 * ALTCHA proof of work signed with the server's secret. A used ALTCHA solution is remembered
 * (in this process) until its challenge expires, so it cannot be sent twice.
 */
export class BotCheck {
  private readonly usedSolutions = new Map<string, number>();

  constructor(
    private readonly secret: string,
    readonly siteverify: Siteverify = googleSiteverify,
  ) {}

  async challengeFor(store: StoreKeys, action: string): Promise<BotCheckChallenge> {
    const keys = recaptchaKeysOf(store);
    if (keys) return { provider: 'recaptcha', site_key: keys.siteKey };
    return createAltchaChallenge(this.secret, action);
  }

  /** True when `token` proves a person did `action` on this store's page. */
  async passes(
    store: StoreKeys,
    input: { token: string; action: string; remoteIp: string; log: FastifyBaseLogger },
  ): Promise<boolean> {
    const keys = recaptchaKeysOf(store);
    if (keys) {
      try {
        const { token, remoteIp } = input;
        const answer = await this.siteverify({ secret: keys.secret, token, remoteIp });
        return recaptchaPasses(answer, input.action);
      } catch (error) {
        input.log.warn({ err: error }, 'reCAPTCHA verification failed');
        return false;
      }
    }
    return this.useAltchaSolution(input.token, input.action);
  }

  private async useAltchaSolution(token: string, action: string): Promise<boolean> {
    const now = Date.now();
    const verdict = await verifyAltchaSolution(token, this.secret, action, now);
    // Checked and remembered with no await between, so two sends of one solution cannot both pass.
    if (!verdict.ok || this.usedSolutions.has(verdict.challenge)) return false;
    for (const [challenge, expiresAt] of this.usedSolutions)
      if (expiresAt <= now) this.usedSolutions.delete(challenge);
    this.usedSolutions.set(verdict.challenge, verdict.expiresAt);
    return true;
  }
}
