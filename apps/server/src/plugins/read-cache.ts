import { COOKIES } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StorefrontRow } from '../modules/storefronts/index.ts';
import { scriptNonceOf } from './security-headers.ts';

/**
 * How long an answer or a host's store is kept at most, whatever happens: what no trigger can see
 * (a product's publish window opening as time passes) shows within this long.
 */
const MAX_AGE_MS = 30_000;
/** What the cached answers may weigh in all, in UTF-16 code units (about bytes for JSON/HTML). */
const MAX_SIZE = 64 * 2 ** 20;
/** Hosts kept resolved at most (one per store and custom domain). */
const MAX_HOSTS = 10_000;

/**
 * What shared caches (a CDN) may do with an anonymous answer of a public store: keep it a second,
 * and answer with it a few seconds more while they fetch it again. Browsers always ask again (the
 * ETag makes that a 304).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5';

/** Headers of a cached answer, sent again with it. */
export type CachedHeaders = Record<string, string>;
/** `nonce`: the script nonce a kept page was rendered with, replaced by each answer's own. */
type Entry = { body: string; headers: CachedHeaders; expires: number; nonce?: string };

/**
 * The anonymous read path's memory (decision 0028): each host's store, and a store's public answers
 * (catalogue JSON, server-rendered pages) under a key that holds the store's version. A store's
 * version moves on every committed change to what shoppers read of it, heard from database
 * triggers through LISTEN/NOTIFY on every instance, and at once on this instance after any write
 * request to the store, so an answer is never served from before a change it could show.
 */
export class ReadCache {
  #versions = new Map<number, number>();
  #entries = new Map<string, Entry>();
  #size = 0;
  #hosts = new Map<string, { store: Promise<StorefrontRow>; id?: number; expires: number }>();
  #generation = 0;
  /** Moves on whenever hosts are dropped: a host read meanwhile may hold the old row. */
  #hostEpoch = 0;

  constructor(
    private readonly maxSize = MAX_SIZE,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /** The store's current version: part of every key of its answers. */
  version(storefrontId: number): string {
    return `${this.#generation}.${this.#versions.get(storefrontId) ?? 0}`;
  }

  /** Drops the store's cached answers (its version moves on), and its hosts when `storeRow`. */
  forget(storefrontId: number, storeRow = true) {
    this.#versions.set(storefrontId, (this.#versions.get(storefrontId) ?? 0) + 1);
    if (!storeRow) return;
    this.#hostEpoch++;
    for (const [host, entry] of this.#hosts)
      if (entry.id === storefrontId) this.#hosts.delete(host);
  }

  /** Drops everything: changes may have been missed, or a store's host moved to another. */
  forgetAll() {
    this.#generation++;
    this.#versions.clear();
    this.#entries.clear();
    this.#size = 0;
    this.forgetHosts();
  }

  /** Drops every host (a store's row changed: its domain may now be another's slug host). */
  forgetHosts() {
    this.#hostEpoch++;
    this.#hosts.clear();
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#drop(key, entry);
      return undefined;
    }
    // Most recently used last: the oldest are the first dropped.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, body: string, headers: CachedHeaders, nonce?: string) {
    if (body.length > this.maxSize / 16) return;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    this.#entries.set(key, { body, headers, expires: Date.now() + this.maxAgeMs, nonce });
    this.#size += body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#drop(oldest, entry);
    }
  }

  #drop(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#size -= entry.body.length;
  }

  /** The store of a host, from memory after the first time; a host with no store is not kept. */
  storeByHost(
    host: string | undefined,
    resolve: (host: string | undefined) => Promise<StorefrontRow>,
  ): Promise<StorefrontRow> {
    const name = (host ?? '').toLowerCase();
    const known = this.#hosts.get(name);
    if (known && known.expires > Date.now()) return known.store;
    const epoch = this.#hostEpoch;
    const entry = { store: resolve(host), id: undefined as number | undefined, expires: 0 };
    if (this.#hosts.size >= MAX_HOSTS) this.#hosts.clear();
    this.#hosts.set(name, entry);
    entry.expires = Date.now() + this.maxAgeMs;
    entry.store.then(
      (store) => {
        entry.id = store.id;
        // Hosts were dropped while it was being read: it may hold the old row.
        if (epoch !== this.#hostEpoch && this.#hosts.get(name) === entry) this.#hosts.delete(name);
      },
      () => {
        if (this.#hosts.get(name) === entry) this.#hosts.delete(name);
      },
    );
    return entry.store;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /** The store of a Host header, from memory (ReadCache.storeByHost). */
    storeByHost(host: string | undefined): Promise<StorefrontRow>;
    /**
     * The request's store: from memory for an anonymous read whose answer may be kept (it may be
     * up to a notification's delay old, like the kept answers), read afresh for every other
     * request, so a write, a signed-in read or a store-wide rule never sees an old row.
     */
    storeOf(request: FastifyRequest): Promise<StorefrontRow>;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be kept (anonymous read of a public store), or null. */
    readCacheKey: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's GET answer is the same for every anonymous visitor of a public store, and
     * depends only on the tables whose triggers notify `storefront_changed` (decision 0028):
     * `api` for an API route, `page` for the server-rendered pages.
     */
    readCache?: 'api' | 'page';
  }
}

/** Cookies that make a page (or the API's answer) someone's own, or the owner's preview. */
const PERSONAL_COOKIES = [
  COOKIES.session,
  COOKIES.storeAccess,
  COOKIES.cart,
  COOKIES.preview,
  COOKIES.orderKey,
];

/** A request that carries nobody's identity, cart, grant, preview or gift link. */
export function isAnonymous(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.authorization || headers.code || headers['cart-id']) return false;
  for (const name of PERSONAL_COOKIES) if (request.cookies[name] !== undefined) return false;
  return !/[?&](?:preview|token|user_token|code)=/.test(request.url);
}

/**
 * Sends a cached answer (its headers, then the body); a hook answers with the reply. A page's
 * scripts get this answer's own nonce, the one its Content-Security-Policy header names, so a
 * nonce seen in one visitor's page never admits a script in another's.
 */
export function sendCached(reply: FastifyReply, entry: Entry) {
  reply.headers(entry.headers).header('x-read-cache', 'hit');
  const body = entry.nonce ? entry.body.replaceAll(entry.nonce, scriptNonceOf(reply)) : entry.body;
  return reply.send(body);
}

/** Answer headers not kept: the time, and what is per answer (cookies, compression, length). */
const UNCACHED_HEADERS = new Set([
  'date',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'x-read-cache',
  // Each answer's own, with its nonce (helmet sets it on every request).
  'content-security-policy',
]);

/** The headers of an answer worth sending again with its body. */
export function headersToKeep(reply: FastifyReply): CachedHeaders {
  const kept: CachedHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!UNCACHED_HEADERS.has(name) && value !== undefined) kept[name] = String(value);
  }
  return kept;
}

export type ReadCacheOptions = {
  resolveStorefront: (host: string | undefined) => Promise<StorefrontRow>;
};

/** Cookies of the web app's own that make a page someone's (besides those of isAnonymous). */
const PAGE_COOKIES = ['flash', 'return_url'];

/**
 * Where this request's answer is kept (decision 0028): the store and its version, the language
 * cookie for a page, and the address; null when it may be someone's own, the store is private
 * or unknown, or changes may go unheard.
 */
export async function readCacheKey(app: FastifyInstance, request: FastifyRequest) {
  const kind = request.routeOptions.config.readCache;
  if (!kind || request.method !== 'GET' || !isAnonymous(request)) return null;
  if (kind === 'page' && PAGE_COOKIES.some((name) => request.cookies[name] !== undefined))
    return null;
  if (!app.storeEvents.listening()) return null;
  const store = await app.storeByHost(request.headers.host).catch(() => null);
  if (!store || store.privateStore) return null;
  const lang = kind === 'page' ? ` ${request.cookies[COOKIES.lang] ?? ''}` : '';
  return `${store.id}@${app.readCache.version(store.id)} ${kind}${lang} ${request.url}`;
}

/**
 * Registered before the load shedding, compression and ETags (and after the cookie parser): a
 * kept answer is sent before a read waits in line, the answer is kept as serialised, and ETags
 * and compression work on kept answers as on fresh ones. An API answer is kept by the onSend
 * hook; a page by the page route, which knows whether every API answer it was made of could be.
 * Every instance's changes move the versions.
 */
export const readCachePlugin = fp<ReadCacheOptions>(async (app, options) => {
  const cache = new ReadCache();
  app.decorate('readCache', cache);
  app.decorate('storeByHost', (host: string | undefined) =>
    cache.storeByHost(host, options.resolveStorefront),
  );
  // One lookup a request, shared by the request context and the SEO hook's answer header.
  const storeOfRequest = new WeakMap<FastifyRequest, Promise<StorefrontRow>>();
  app.decorate('storeOf', (request: FastifyRequest) => {
    let store = storeOfRequest.get(request);
    if (!store) {
      const fromMemory =
        request.routeOptions.config.readCache && request.method === 'GET' && isAnonymous(request);
      store = fromMemory
        ? app.storeByHost(request.headers.host)
        : options.resolveStorefront(request.headers.host);
      storeOfRequest.set(request, store);
    }
    return store;
  });
  app.decorateRequest('readCacheKey', null);
  app.addHook('onReady', async () => {
    app.storeEvents.onChange((change) => {
      if (change === 'all') cache.forgetAll();
      else {
        cache.forget(change.storefrontId, change.storeRow);
        if (change.storeRow) cache.forgetHosts();
      }
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.readCache) return;
    const key = await readCacheKey(app, request);
    const hit = key ? cache.get(key) : undefined;
    if (hit) return sendCached(reply, hit);
    request.readCacheKey = key;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.readCacheKey;
    if (key && reply.statusCode === 200 && typeof payload === 'string') {
      if (reply.getHeader('set-cookie') === undefined) {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        const nonce = scriptNonceOf(reply);
        const isPage = request.routeOptions.config.readCache === 'page';
        cache.set(key, payload, headersToKeep(reply), isPage && nonce ? nonce : undefined);
        reply.header('x-read-cache', 'miss');
      }
    }
    return payload;
  });
});

/**
 * The API scope's side: any request but a read forgets the store's answers before its own answer
 * leaves, so whoever wrote reads their change at once on this instance (the database triggers
 * tell the other instances, and this one, once the change is committed).
 */
export function readCacheApiHooks(api: FastifyInstance) {
  const cache = api.readCache;
  api.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    const store = await request.storefront().catch(() => null);
    if (store) cache.forget(store.id);
    return payload;
  });
}
