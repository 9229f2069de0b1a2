import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { FailureCounts, tooManyAttempts } from '../lib/failure-counts.ts';

type Limit = { max: number; windowMs: number };
type AccountOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/** How often one address, and one account, may try an action (register, reset, contact …). */
export type AttemptPolicy = {
  name: string;
  perIp: Limit;
  /** Counted per store and account; `account` names it (an e-mail), or undefined to skip. */
  perAccount?: Limit & { account: AccountOf };
};

/**
 * Guessing a secret (signing in): only failed attempts count, and never so that a stranger can
 * lock someone else out. One address gets `perAddressAndAccount` failures on one account (a
 * lock for that address alone) and `perAddress` failures over all accounts (credential
 * stuffing). Failures on one account from every address only slow it: past `slowAfter.max`, each
 * attempt on it waits `delayMs` before the password is checked, the owner's too, but the right
 * password still gets in. Many addresses guessing in parallel are bounded by the per-address caps
 * and the cost of checking each password, not by a lock the owner would share.
 */
export type FailurePolicy = {
  name: string;
  /** The status of a failed attempt (a wrong password answers 401); others do not count. */
  failure: number;
  account: AccountOf;
  perAddress: Limit;
  perAddressAndAccount: Limit;
  slowAfter: Limit & { delayMs: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler answering 429 once the policy's attempts are used up. */
    limitAttempts(policy: AttemptPolicy): preHandlerAsyncHookHandler;
    /** A preHandler answering 429 (or waiting) once the policy's failures are used up. */
    limitFailures(policy: FailurePolicy): preHandlerAsyncHookHandler;
  }
}

const NO_ACCOUNT = '-';

/**
 * Attempt limits. `limitAttempts` counts every attempt on top of @fastify/rate-limit, both per
 * address and per account, so neither many addresses against one account nor one address against
 * many accounts gets far. `limitFailures` counts failed sign-ins only (see FailurePolicy). All
 * counters are in memory per instance. Off when `config.rateLimits` is false (most API tests).
 */
export const rateLimitPlugin = fp(async (app) => {
  if (!app.config.rateLimits) {
    app.decorate('limitAttempts', () => async () => {});
    app.decorate('limitFailures', () => async () => {});
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
            const account = await accountKey(request, perAccount.account);
            return account ? `${policy.name}:account:${account}` : NO_ACCOUNT;
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
      if (waitSeconds > 0) throw tooManyAttempts(reply, waitSeconds);
    };
  });

  // What to count if the answer turns out a failure, set by limitFailures' preHandler.
  const onFailure = new WeakMap<FastifyRequest, { status: number; count(): void }>();
  app.addHook('onResponse', async (request, reply) => {
    const pending = onFailure.get(request);
    if (pending && reply.statusCode === pending.status) pending.count();
  });

  app.decorate('limitFailures', (policy: FailurePolicy) => {
    const { perAddress, perAddressAndAccount, slowAfter } = policy;
    const byAddress = new FailureCounts(perAddress.windowMs);
    const byAddressAndAccount = new FailureCounts(perAddressAndAccount.windowMs);
    const byAccount = new FailureCounts(slowAfter.windowMs);

    return async (request, reply) => {
      const account = await accountKey(request, policy.account);
      const address = request.ip;
      const pair = `${address} ${account ?? NO_ACCOUNT}`;
      const waitSeconds = Math.max(
        byAddress.waitSeconds(address, perAddress.max),
        account ? byAddressAndAccount.waitSeconds(pair, perAddressAndAccount.max) : 0,
      );
      if (waitSeconds > 0) throw tooManyAttempts(reply, waitSeconds);
      // An account under attack from many addresses: slower, never closed.
      if (account && byAccount.waitSeconds(account, slowAfter.max) > 0)
        await sleep(slowAfter.delayMs);
      onFailure.set(request, {
        status: policy.failure,
        count() {
          byAddress.add(address);
          if (!account) return;
          byAddressAndAccount.add(pair);
          byAccount.add(account);
        },
      });
    };
  });
});

/** `<store id>:<account>` in lower case, or undefined when the request names no account. */
async function accountKey(request: FastifyRequest, accountOf: AccountOf) {
  const account = await accountOf(request);
  if (!account) return undefined;
  const store = await request.storefront();
  return `${store.id}:${account.toLowerCase()}`;
}
