import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
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
  private readonly misses = new Map<string, { count: number; until: number }>();

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
    const now = Date.now();
    const known = this.misses.get(key);
    const current = known && known.until > now ? known : { count: 0, until: now + WINDOW_MS };
    if (current.count >= MAX_WRONG) {
      const seconds = Math.ceil((current.until - now) / 1000);
      reply.header('retry-after', seconds);
      throw new AppError(
        'too_many_requests',
        `Too many attempts. Please try again in ${seconds} seconds.`,
      );
    }
    const opened = await check();
    if (opened === undefined) this.remember(key, { ...current, count: current.count + 1 });
    return opened;
  }

  private remember(key: string, entry: { count: number; until: number }) {
    this.misses.delete(key);
    if (this.misses.size >= MAX_KEYS) this.misses.delete(this.misses.keys().next().value!);
    this.misses.set(key, entry);
  }
}
