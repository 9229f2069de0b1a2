import { IncomingMessage } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Reads served at once, reads waiting in line, and how long one may wait before a 503. */
export type ReadLimits = { inFlight: number; waiting: number; waitMs: number };

const READ_LIMITS: ReadLimits = { inFlight: 16, waiting: 32, waitMs: 1000 };
/** Mean event-loop delay (ms, per sample of SAMPLE_MS) above which reads are shed. */
const MAX_LOOP_DELAY_MS = 100;
const SAMPLE_MS = 250;
const RETRY_AFTER_S = 2;
const BUSY = { message: 'The store is busy. Please try again in a moment.', errors: {} };

/** A bounded line in front of the reads: beyond it, a read is turned away at once. */
export class ReadGate {
  #inFlight = 0;
  #waiting: Array<() => void> = [];

  constructor(readonly limits: ReadLimits) {}

  /** True once the read may run (call leave() after it), false when it is shed. */
  enter(): Promise<boolean> {
    if (this.#inFlight < this.limits.inFlight) {
      this.#inFlight++;
      return Promise.resolve(true);
    }
    if (this.#waiting.length >= this.limits.waiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(admit), 1);
        resolve(false);
      }, this.limits.waitMs);
      this.#waiting.push(admit);
    });
  }

  /** A finished read hands its place to the next in line. */
  leave() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#inFlight--;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readGate: ReadGate;
  }
}

/**
 * Sheds reads, never writes, when the server is saturated, answering 503 with Retry-After at
 * once instead of letting every request wait for seconds; writes (cart changes, orders) always
 * enter. Two signals: a bounded line of reads in flight (on PostgreSQL reads overlap and wait
 * on the pool), and the event loop's delay: the embedded database runs each query on this
 * thread, so reads queue as unread sockets rather than in any line of ours, and every pause of
 * a checkout costs a turn behind all of them. Only requests from the network count: the API
 * calls a page makes in-process are part of the page's one admission. Event streams stay open
 * for minutes and are not reads of this kind.
 */
export const loadSheddingPlugin = fp(async (app, opts: { limits?: ReadLimits }) => {
  const gate = new ReadGate(opts.limits ?? READ_LIMITS);
  const admitted = new WeakSet<FastifyRequest>();
  app.decorate('readGate', gate);

  await app.register(underPressure, {
    maxEventLoopDelay: MAX_LOOP_DELAY_MS,
    sampleInterval: SAMPLE_MS,
    // A returned body is sent as the answer; nothing returned lets the request through.
    pressureHandler: (request, reply) =>
      (isGatedRead(request) ? busy(reply) : undefined) as unknown as void,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isGatedRead(request)) return;
    if (!(await gate.enter())) return reply.send(busy(reply));
    admitted.add(request);
  });
  const release = async (request: FastifyRequest) => {
    if (admitted.delete(request)) gate.leave();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});

function busy(reply: FastifyReply) {
  reply.status(503).header('retry-after', RETRY_AFTER_S);
  return BUSY;
}

/** API reads and page renders (the catch-all page route); not static files or event streams. */
function isGatedRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.raw instanceof IncomingMessage)) return false;
  if (request.headers.accept === 'text/event-stream') return false;
  return request.url.startsWith('/api/') || request.routeOptions.url === '/*';
}
