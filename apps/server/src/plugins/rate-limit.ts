import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

type Limit = { max: number; windowMs: number };

/** How often one address, and one account, may try an action (sign in, register …). */
export type AttemptPolicy = {
  name: string;
  perIp: Limit;
  /** Counted per store and account; `account` names it (an e-mail), or undefined to skip. */
  perAccount?: Limit & {
    account(request: FastifyRequest): string | undefined | Promise<string | undefined>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler answering 429 once the policy's attempts are used up. */
    limitAttempts(policy: AttemptPolicy): preHandlerAsyncHookHandler;
  }
}

const NO_ACCOUNT = '-';

/**
 * Attempt limits on top of @fastify/rate-limit (in-memory counters per instance). Both the
 * address and the account count, so neither many addresses against one account nor one address
 * against many accounts gets far. Off when `config.rateLimits` is false (most API tests).
 */
export const rateLimitPlugin = fp(async (app) => {
  if (!app.config.rateLimits) {
    app.decorate('limitAttempts', () => async () => {});
    return;
  }
  await app.register(rateLimit, { global: false });

  app.decorate('limitAttempts', (policy: AttemptPolicy) => {
    const { perIp, perAccount } = policy;
    const counters = [
      app.createRateLimit({
        max: perIp.max,
        timeWindow: perIp.windowMs,
        keyGenerator: (request) => `${policy.name}:ip:${request.ip}`,
      }),
    ];
    if (perAccount) {
      counters.push(
        app.createRateLimit({
          max: perAccount.max,
          timeWindow: perAccount.windowMs,
          keyGenerator: async (request) => {
            const account = await perAccount.account(request);
            if (!account) return NO_ACCOUNT;
            const store = await request.storefront();
            return `${policy.name}:account:${store.id}:${account.toLowerCase()}`;
          },
          allowList: (_request, key) => key === NO_ACCOUNT,
        }),
      );
    }

    return async (request, reply) => {
      let waitSeconds = 0;
      for (const count of counters) {
        const verdict = await count(request);
        if (!verdict.isAllowed && verdict.isExceeded)
          waitSeconds = Math.max(waitSeconds, verdict.ttlInSeconds);
      }
      if (waitSeconds > 0) {
        reply.header('retry-after', waitSeconds);
        throw new AppError(
          'too_many_requests',
          `Too many attempts. Please try again in ${waitSeconds} seconds.`,
        );
      }
    };
  });
});
