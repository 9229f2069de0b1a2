import { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Reads served at once, reads admitted per turn of the event loop, reads waiting in line, and
 * how long one may wait before a 503.
 */
export type ReadLimits = { inFlight: number; perTurn: number; waiting: number; waitMs: number };

/**
 * Measured with `npm run bench:checkout`. PGlite answers one query at a time on this thread, so
 * few reads go in per turn; PostgreSQL overlaps them and only needs the bound on the line.
 */
const READ_LIMITS: Record<'pglite' | 'postgres', ReadLimits> = {
  pglite: { inFlight: 16, perTurn: 2, waiting: 32, waitMs: 1000 },
  postgres: { inFlight: 50, perTurn: Infinity, waiting: 100, waitMs: 1000 },
};
const RETRY_AFTER_S = 2;
const BUSY = { message: 'The store is busy. Please try again in a moment.', errors: {} };

type Waiting = (admitted: boolean) => void;

/**
 * A bounded line in front of the reads. Reads are let in from a setImmediate turn, a few at a
 * time: on the embedded database a read runs to its end without yielding, so letting in every
 * read at once would run them all before any write that pauses once (for its body, say) runs
 * on. Beyond the line, or after waiting too long, a read is turned away.
 */
export class ReadGate {
  #inFlight = 0;
  #waiting: Waiting[] = [];
  #turnPending = false;

  constructor(readonly limits: ReadLimits) {}

  /** Reads running now. */
  get inFlight() {
    return this.#inFlight;
  }

  /** Reads waiting in line. */
  get waiting() {
    return this.#waiting.length;
  }

  /**
   * True once the read may run (call leave() after it), false when it is shed, or when `gone`
   * aborts while it waits (its client went away: it leaves the line at once).
   */
  enter(gone?: AbortSignal): Promise<boolean> {
    if (gone?.aborted || this.#waiting.length >= this.limits.waiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const admit = (admitted: boolean) => {
        clearTimeout(timer);
        gone?.removeEventListener('abort', withdraw);
        resolve(admitted);
      };
      const withdraw = () => {
        const at = this.#waiting.indexOf(admit);
        if (at >= 0) this.#waiting.splice(at, 1);
        admit(false);
      };
      const timer = setTimeout(withdraw, this.limits.waitMs);
      gone?.addEventListener('abort', withdraw, { once: true });
      this.#waiting.push(admit);
      this.#nextTurn();
    });
  }

  leave() {
    this.#inFlight--;
    this.#nextTurn();
  }

  #nextTurn() {
    if (this.#turnPending || !this.#waiting.length) return;
    this.#turnPending = true;
    setImmediate(this.#turn);
  }

  #turn = () => {
    this.#turnPending = false;
    let admitted = 0;
    while (
      admitted < this.limits.perTurn &&
      this.#inFlight < this.limits.inFlight &&
      this.#waiting.length
    ) {
      this.#inFlight++;
      admitted++;
      this.#waiting.shift()!(true);
    }
    if (this.#inFlight < this.limits.inFlight) this.#nextTurn();
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    readGate: ReadGate;
  }
}

/**
 * Sheds reads, never writes, when the server is saturated: a read beyond the line answers 503
 * with Retry-After at once instead of waiting for seconds, while writes (cart changes, orders)
 * always enter. Only requests from the network count: the API calls a page makes in-process are
 * part of the page's one admission. Event streams stay open for minutes and are not reads of
 * this kind. The liveness check (LIVENESS_URL), served here, is never shed: a load balancer must
 * not take a busy instance for a dead one.
 */
export const loadSheddingPlugin = fp(async (app, opts: { limits?: ReadLimits }) => {
  const gate = new ReadGate(opts.limits ?? READ_LIMITS[app.dbKind]);
  app.decorate('readGate', gate);

  // A place is given back when the response closes, whatever ends it: sent, failed, timed out, or
  // its client gone (then no onResponse hook runs, and an abort before the read was let in ran
  // no onRequestAbort hook for it: each leaked a place, and the gate stayed shut after a burst).
  app.addHook('onRequest', async (request, reply) => {
    if (!isGatedRead(request)) return;
    const res = reply.raw;
    const client = new AbortController();
    const gone = () => client.abort();
    res.once('close', gone);
    const admitted = await gate.enter(client.signal);
    res.removeListener('close', gone);
    if (!admitted) return reply.send(busy(reply));
    if (res.destroyed) {
      gate.leave();
      return reply.send(busy(reply));
    }
    res.once('close', () => gate.leave());
  });

  app.get(
    LIVENESS_URL,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up and its event loop turns',
        description:
          'Answered outside the read gate, without the database or a store: a load balancer ' +
          'may ask it while reads are shed (503) and the instance is alive. `reads`: the ' +
          'gate’s reads running and waiting now. Readiness (the database answers, and the ' +
          'instance takes reads) is `GET /api/health`, which waits at the gate like any read.',
        response: { 200: Liveness },
      },
    },
    (_request, reply) => {
      const body: Liveness = {
        status: 'ok',
        uptime_s: Math.floor(process.uptime()),
        reads: { in_flight: gate.inFlight, waiting: gate.waiting },
      };
      // Written here, past every later hook: the answer needs no store (the SEO hook would look
      // one up in the database), no compression, nothing but the process.
      reply.hijack();
      const text = JSON.stringify(body);
      reply.raw.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
      });
      reply.raw.end(text);
    },
  );
});

/** The liveness check's address (outside the API's scope: no store, no guard, no database). */
export const LIVENESS_URL = '/api/health/live';
const Liveness = z.object({
  status: z.literal('ok'),
  uptime_s: z.number().int(),
  reads: z.object({ in_flight: z.number().int(), waiting: z.number().int() }),
});
type Liveness = z.infer<typeof Liveness>;

function busy(reply: FastifyReply) {
  reply.status(503).header('retry-after', RETRY_AFTER_S);
  return BUSY;
}

/**
 * API reads and page renders (the catch-all page route); not static files, event streams or the
 * liveness check.
 */
function isGatedRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.routeOptions.url === LIVENESS_URL) return false;
  if (!(request.raw instanceof IncomingMessage)) return false;
  if (request.headers.accept === 'text/event-stream') return false;
  return request.url.startsWith('/api/') || request.routeOptions.url === '/*';
}
