import type { FastifyReply, FastifyRequest } from 'fastify';
import { FailureCounts, tooManyAttempts } from '../../lib/failure-counts.ts';
import type { StorefrontRow } from '../storefronts/index.ts';

const MAX_WRONG = 10;
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

/**
 * The one limit on guessing a private store's code, whichever way it is tried (the entry route or
 * the `Code` header of any call): 10 codes that open nothing per store and address a minute, then
 * 429 until the minute is over. A code that opens the store never counts, so a shopper's code on
 * every call is never limited. Counters live in memory, per instance (decision 0006).
 */
export class CodeAttempts {
  private readonly misses = new FailureCounts(WINDOW_MS, MAX_KEYS);

  constructor(private readonly enabled: boolean) {}

  /** Runs `check` unless the address is over the limit; counts it when it opens nothing. */
  async count<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    store: StorefrontRow,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (!this.enabled) return check();
    const key = `${store.id}:${request.ip}`;
    const wait = this.misses.waitSeconds(key, MAX_WRONG);
    if (wait > 0) throw tooManyAttempts(reply, wait);
    const opened = await check();
    if (opened === undefined) this.misses.add(key);
    return opened;
  }
}
