import { AppError } from './errors.ts';

/** The 429 of every attempt limit, with the seconds to wait in `Retry-After` and in words. */
export function tooManyAttempts(
  reply: { header(name: string, value: number): unknown },
  wait: number,
) {
  reply.header('retry-after', wait);
  return new AppError(
    'too_many_requests',
    `Too many attempts. Please try again in ${wait} seconds.`,
  );
}

/** Failures per key in fixed windows, in memory (per instance, like @fastify/rate-limit's). */
export class FailureCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  /** `maxKeys` bounds the memory, so a flood of made-up accounts or addresses cannot fill it. */
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until the key's window ends once it holds `max` failures, else 0. */
  waitSeconds(key: string, max: number, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now || window.count < max) return 0;
    return Math.ceil((window.endsAt - now) / 1000);
  }

  add(key: string, now = Date.now()) {
    const window = this.windows.get(key);
    if (window && window.endsAt > now) {
      window.count++;
      return;
    }
    // Re-inserted at the end: the map stays ordered by window start, oldest first.
    this.windows.delete(key);
    this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
    if (this.windows.size > this.maxKeys) this.prune(now);
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now || this.windows.size > this.maxKeys) this.windows.delete(key);
      else break;
    }
  }
}
