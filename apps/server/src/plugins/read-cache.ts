import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { COOKIES, cookiesWhere, shopperHintSetCookie } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StorefrontRow } from '../modules/storefronts/index.ts';
import type { StoreChange } from './store-events.ts';

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

/** Below this many bytes compression saves less than the headers it costs (as compression.ts). */
const COMPRESS_THRESHOLD = 1024;
type Encoding = 'br' | 'gzip';
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  // Once per kept answer, not per request: a higher level than per-request compression uses.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * A kept answer, ready to write: its body as bytes, compressed once per encoding on the first
 * request that accepts it, and the whole header set of each form (decision 0028, second round).
 */
export class Entry {
  readonly body: Buffer;
  readonly etag: string;
  readonly size: number;
  /** The body's bytes and those of its compressed copies made so far. */
  weight: number;
  #forms = new Map<Encoding | 'identity', { body: Buffer; headers: CachedHeaders }>();
  #notModified: CachedHeaders;

  constructor(
    body: string | Buffer,
    readonly headers: CachedHeaders,
    public expires: number,
    etag?: string,
  ) {
    this.body = typeof body === 'string' ? Buffer.from(body) : body;
    this.etag = etag ?? weakEtagOf(this.body);
    this.size = this.body.length;
    this.weight = this.size;
    this.#notModified = { ...headers, etag: this.etag };
    delete this.#notModified['content-type'];
  }

  /**
   * The body and headers to send to a client that accepts `encoding` (null: as it is). `made`:
   * that encoding's body, compressed already (by the request that kept the answer).
   */
  form(encoding: Encoding | null, made?: Buffer) {
    const name = encoding && this.body.length >= COMPRESS_THRESHOLD ? encoding : 'identity';
    let form = this.#forms.get(name);
    if (!form) {
      const body = name === 'identity' ? this.body : (made ?? COMPRESS[name](this.body));
      const headers: CachedHeaders = {
        ...this.headers,
        etag: this.etag,
        'content-length': String(body.length),
      };
      if (name !== 'identity') headers['content-encoding'] = name;
      form = { body, headers };
      this.#forms.set(name, form);
      // The compressed copies count towards the cache's size too.
      if (name !== 'identity') {
        this.weight += body.length;
        this.onGrow?.(body.length);
      }
    }
    return form;
  }

  /** Headers of a 304: the validators and caching rules, no body's. */
  get notModified() {
    return this.#notModified;
  }

  onGrow?: (bytes: number) => void;
}

/** Moves a store's counter in one of the version maps on. */
function bump(versions: Map<number, number>, storefrontId: number) {
  versions.set(storefrontId, (versions.get(storefrontId) ?? 0) + 1);
}

/** The weak ETag of a kept body: the same weak SHA-1 @fastify/etag gives fresh answers. */
function weakEtagOf(body: Buffer | string) {
  return `W/"${createHash('sha1').update(body).digest('base64')}"`;
}

/**
 * A store's next publish-window boundary as known under one listing version of the store: `at`
 * while it is read (ms since the epoch, null for none), `settled` once it is.
 */
type KnownBoundary = { version: string; at: Promise<number | null>; settled?: number | null };

/**
 * The anonymous read path's memory (decision 0028): each host's store, and a store's public answers
 * (catalogue JSON, server-rendered pages) under a key that holds the store's version. A store's
 * version moves on every committed change to what shoppers read of it, heard from database
 * triggers through LISTEN/NOTIFY on every instance, and at once on this instance after any write
 * request to the store, so an answer is never served from before a change it could show.
 */
export class ReadCache {
  #versions = new Map<number, number>();
  /** Each store's listing version: moved only by changes that may move what a filter matches. */
  #listingVersions = new Map<number, number>();
  /** Each store's category tree version: moved only by a change to its categories' tree. */
  #treeVersions = new Map<number, number>();
  /** Each store's configuration version: moved only by a change to its row or its pages. */
  #storeVersions = new Map<number, number>();
  /**
   * Each store's catalogue version: moved with the version by every change but one heard to be
   * to the store's row or pages alone (decision 0032, round 7).
   */
  #catalogueVersions = new Map<number, number>();
  /**
   * Each store's pages version: moved with the configuration version by every change but one
   * heard to be to the store's row alone (`<id>:store:row`, decision 0032 round 7).
   */
  #pagesVersions = new Map<number, number>();
  #entries = new Map<string, Entry>();
  #size = 0;
  #hosts = new Map<
    string,
    { store: Promise<StorefrontRow>; row?: StorefrontRow; id?: number; expires: number }
  >();
  #generation = 0;
  /** Moves on whenever hosts are dropped: a host read meanwhile may hold the old row. */
  #hostEpoch = 0;
  /**
   * Each store's next publish-window boundary, read once per listing version of the store (only a
   * listing change can move it: a product added, removed, or its publish window changed), and
   * `settled` once read.
   */
  #boundaries = new Map<number, KnownBoundary>();

  constructor(
    private readonly maxSize = MAX_SIZE,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /** The store's current version: part of every key of its answers. */
  version(storefrontId: number): string {
    return `${this.#generation}.${this.#versions.get(storefrontId) ?? 0}`;
  }

  /**
   * The version of the store's configuration (its row and pages): part of the keys of answers
   * made of nothing else (`readCache: 'store'`), which a catalogue change leaves kept.
   */
  storeVersion(storefrontId: number): string {
    return `${this.#generation}.s${this.#storeVersions.get(storefrontId) ?? 0}`;
  }

  /**
   * The version of the store's catalogue: part of the keys of answers made of the catalogue and
   * the store's id alone (`readCache: 'catalogue'`), which a change to the store's row or pages
   * heard from the triggers leaves kept (decision 0032, round 7). Any other change moves it with
   * the version, a write on this instance too.
   */
  catalogueVersion(storefrontId: number): string {
    return `${this.#generation}.c${this.#catalogueVersions.get(storefrontId) ?? 0}`;
  }

  /**
   * The version of the store's pages: what is kept of them (the configuration answer's pages,
   * storefronts.routes.ts) is kept under it. Moves with every change to the store's configuration
   * but one heard to be to its row alone (decision 0032, round 7).
   */
  pagesVersion(storefrontId: number): string {
    return `${this.#generation}.p${this.#pagesVersions.get(storefrontId) ?? 0}`;
  }

  /**
   * The store's listing version (decision 0031, "the listing version"): what is kept of which
   * products a list's filter matches — its total, the category tree — is kept under it. It moves
   * with the version on every change that may move a match (a product's listability, publish
   * window, brand or search words, a category link or the tree), and stays on a change that
   * cannot (stock, a price, a description, a picture, the store's row). Never moves without the
   * version: an answer made from a kept total is kept under both.
   */
  listingVersion(storefrontId: number): string {
    return `${this.#generation}.${this.#listingVersions.get(storefrontId) ?? 0}`;
  }

  /**
   * The version of the store's category tree (decision 0031, round 7): the trees a list keeps of
   * its category filter are kept under it. It moves only with a change to the tree (a category
   * added, removed, moved: `<id>:tree`), a write on this instance whose kind is unknown, or when
   * changes may have been missed; a product unpublished or a link changed leaves it.
   */
  treeVersion(storefrontId: number): string {
    return `${this.#generation}.t${this.#treeVersions.get(storefrontId) ?? 0}`;
  }

  /**
   * What a committed change heard from the triggers drops (`storefront_changed`, store-events.ts):
   * everything when changes may have been missed; else the store's answers, and with a change to
   * its row or pages (`<id>:store`) its configuration and every host (its domain may now be
   * another's slug host), but not what is made of its catalogue alone, which that change cannot
   * move, nor its pages after a change to its row alone (`<id>:store:row`). The bench's
   * "uncached" figures drop what this drops.
   */
  heard(change: StoreChange) {
    if (change === 'all') return this.forgetAll();
    const { storefrontId, storeRow, listing, tree } = change;
    const kept = storeRow ? { catalogue: true, pages: !change.pages } : {};
    this.forget(storefrontId, storeRow, listing, tree, kept);
    if (storeRow) this.forgetHosts();
  }

  /**
   * Drops the store's cached answers (its version moves on); with `storeRow` (a change to its row
   * or pages, or a write on this instance) its configuration's answers and its hosts too; with
   * `listing` what is kept under its listing version (by default: a write whose kind is unknown
   * may have changed anything); with `tree` (by default with `listing`) the category trees too;
   * and the answers made of its catalogue alone, and with `storeRow` its pages, but what `kept`
   * names (what a change heard to be to its row alone cannot move).
   */
  forget(
    storefrontId: number,
    storeRow = true,
    listing = true,
    tree = listing,
    kept: { catalogue?: boolean; pages?: boolean } = {},
  ) {
    bump(this.#versions, storefrontId);
    if (!kept.catalogue) bump(this.#catalogueVersions, storefrontId);
    if (tree) bump(this.#treeVersions, storefrontId);
    if (listing) {
      bump(this.#listingVersions, storefrontId);
      this.#boundaries.delete(storefrontId);
    }
    if (!storeRow) return;
    bump(this.#storeVersions, storefrontId);
    if (!kept.pages) bump(this.#pagesVersions, storefrontId);
    this.#hostEpoch++;
    for (const [host, entry] of this.#hosts)
      if (entry.id === storefrontId) this.#hosts.delete(host);
  }

  /** Drops everything: changes may have been missed, or a store's host moved to another. */
  forgetAll() {
    this.#generation++;
    this.#versions.clear();
    this.#listingVersions.clear();
    this.#treeVersions.clear();
    this.#storeVersions.clear();
    this.#catalogueVersions.clear();
    this.#pagesVersions.clear();
    this.#entries.clear();
    this.#boundaries.clear();
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

  /**
   * Keeps an answer until `expires` (at most the maximum age from now). `headers` are every
   * header to send with it but its length, encoding and ETag.
   */
  set(
    key: string,
    body: string | Buffer,
    headers: CachedHeaders,
    options: { expires?: number; etag?: string } = {},
  ): Entry | undefined {
    const now = Date.now();
    const expires = Math.min(now + this.maxAgeMs, options.expires ?? Infinity);
    if (expires <= now) return undefined;
    const entry = new Entry(body, headers, expires, options.etag);
    if (entry.size > this.maxSize / 16) return undefined;
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    this.#entries.set(key, entry);
    entry.onGrow = (bytes) => this.#grow(bytes);
    this.#grow(entry.size);
    return entry;
  }

  #grow(bytes: number) {
    this.#size += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#drop(oldest, entry);
    }
  }

  #drop(key: string, entry: Entry) {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    entry.onGrow = undefined;
    this.#size -= entry.weight;
  }

  /**
   * When the store's listed products next change by time alone (a publish window opens or
   * closes): read once per listing version of the store, and again once that moment has passed.
   */
  async nextBoundary(
    storefrontId: number,
    read: (storefrontId: number) => Promise<number | null>,
  ): Promise<number | null> {
    const version = this.listingVersion(storefrontId);
    const known = this.#boundaries.get(storefrontId);
    if (known && known.version === version) {
      const at = await known.at.catch(() => null);
      if (at === null || at > Date.now()) return at;
    }
    const at = read(storefrontId);
    const entry: KnownBoundary = { version, at };
    this.#boundaries.set(storefrontId, entry);
    at.then(
      (settled) => (entry.settled = settled),
      () => {},
    );
    return at.catch(() => Date.now());
  }

  /**
   * The store's next boundary as a read under listing version `version` found it with its own
   * rows (same snapshot), so `nextBoundary` asks no query of its own. Ignored when the store's
   * listing has moved on since, or when that version's boundary is known already and still ahead.
   */
  knowBoundary(storefrontId: number, version: string, at: number | null) {
    if (version !== this.listingVersion(storefrontId)) return;
    if (this.boundaryKnown(storefrontId, version)) return;
    this.#boundaries.set(storefrontId, { version, at: Promise.resolve(at), settled: at });
  }

  /**
   * Whether the store's next boundary is known under listing version `version` and still ahead:
   * a read of that version need not read it again with its rows (the list leaves it out).
   */
  boundaryKnown(storefrontId: number, version: string): boolean {
    const known = this.#boundaries.get(storefrontId);
    if (!known || known.version !== version || known.settled === undefined) return false;
    return known.settled === null || known.settled > Date.now();
  }

  /** The store of a host if it is in memory and fresh (no wait), else undefined. */
  knownStore(host: string | undefined): StorefrontRow | undefined {
    const known = this.#hosts.get((host ?? '').toLowerCase());
    return known && known.expires > Date.now() ? known.row : undefined;
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
    const entry = {
      store: resolve(host),
      row: undefined as StorefrontRow | undefined,
      id: undefined as number | undefined,
      expires: 0,
    };
    if (this.#hosts.size >= MAX_HOSTS) this.#hosts.clear();
    this.#hosts.set(name, entry);
    entry.expires = Date.now() + this.maxAgeMs;
    entry.store.then(
      (store) => {
        entry.id = store.id;
        // Hosts were dropped while it was being read: it may hold the old row.
        if (epoch !== this.#hostEpoch && this.#hosts.get(name) === entry) this.#hosts.delete(name);
        else entry.row = store;
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
     * up to a notification's delay old, like the kept answers) and for a GET of a route that says
     * so (`config.storeFromMemory`), read afresh for every other request, so a write, a signed-in
     * read or a store-wide rule never sees an old row.
     */
    storeOf(request: FastifyRequest): Promise<StorefrontRow>;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be kept (anonymous read of a public store), or null. */
    readCacheKey: string | null;
    /** The answer to keep, as sent (its bytes, uncompressed), once it is sent (the onSend hook). */
    readCachePayload: Buffer | null;
    /** The answer to keep as this request sent it compressed, kept with it (no second pass). */
    readCacheCompressed: { encoding: Encoding; body: Buffer } | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's GET answer is the same for every anonymous visitor of a public store, and
     * depends only on the tables whose triggers notify `storefront_changed` (decision 0028):
     * `api` for an API route, `page` for the server-rendered pages; `store` for an API route
     * whose answer is made of the store's row and pages alone (the store's configuration), kept
     * across catalogue changes and publish-window boundaries (decision 0032, round 3);
     * `catalogue` for one made of the catalogue's tables and the store's id alone (never the rest
     * of its row, whose settings a list's default order reads), kept across a change to the
     * store's row or pages heard from the triggers (decision 0032, round 7).
     */
    readCache?: 'api' | 'page' | 'store' | 'catalogue';
    /**
     * A write that changes none of the tables the read cache depends on (a page view, a cart
     * line, a contact message): the store's kept answers stay. A wrong claim costs only the
     * notification's delay: the triggers forget them anyway.
     */
    leavesReadCache?: boolean;
    /**
     * `content`: a write that changes only what the `:content` triggers notify (stock, an order):
     * neither the store's row nor which products a list's filter matches. Its store's kept
     * answers are forgotten at once, its hosts and what is kept under its listing version (totals,
     * the category tree) stay. A wrong claim costs only the notification's delay: the trigger's
     * `<id>` or `<id>:store` moves the listing version or drops the hosts, and every answer made
     * meanwhile with them.
     */
    readCacheChange?: 'content';
    /**
     * The route's GETs take their store from memory (`storeOf`) while the store's changes are
     * heard, signed in or not, at most a notification's delay old like a kept answer: the route
     * reads of its store only what names it and its access rules, and answers only the asker's
     * own data (the shell's personal parts, decision 33), or nothing of the store at all (the
     * web app's pages: their loaders' API calls take their store by their own routes' rules, and
     * the page's own request reads it only for the SEO hook's `X-Robots-Tag`). A store changed
     * that instant could at worst show visitors their own name and cart count, never anyone
     * else's.
     */
    storeFromMemory?: boolean;
  }
}

/**
 * Which cookies do what, from the one table in contracts (`COOKIE_RULES`): those that make an API
 * answer (or a page) someone's own, or the owner's preview (session, grant, cart, preview, order
 * key).
 */
const PERSONAL_COOKIES = cookiesWhere((rule) => rule.personal);
/**
 * Cookies that make any page someone's own, never shared: the owner's preview, the web app's
 * message for the next page (`flash`) and the gifting cart's mark.
 */
const OWN_PAGE_COOKIES = cookiesWhere((rule) => rule.onSharedPage === 'own');

/**
 * Cookies no shared page of a public store depends on (decision 0033): the shell fetches what is
 * personal (user menu, cart badge) in the browser, a public store needs no grant, and the order
 * key and return address serve only their own pages. For a shared page they are set aside: taken
 * out of the request before anything reads them, so the page is rendered as for an anonymous
 * visitor (it cannot show whose it is) and may be kept and served from memory. Never the preview,
 * the flash message or the gifting cart's mark: those pages are someone's own.
 */
const SET_ASIDE_COOKIES = new Set<string>(
  cookiesWhere((rule) => rule.onSharedPage === 'set aside'),
);

/**
 * The web app's paths whose pages show nothing personal but the shell's parts the browser fetches
 * (decision 0033): every single-segment path but these (home, products, content pages from the
 * store's configuration, the legal pages, not-found), a product and a category. A page added here
 * by mistake is rendered as for an anonymous visitor, never with someone else's data.
 */
const PERSONAL_PAGES = new Set([
  'accept-invite',
  'admin',
  'cart',
  'checkout',
  'contact',
  'dev',
  'email-verification',
  'kit',
  'kit-preview',
  'login',
  'logout',
  'my-account',
  'operator',
  'order-confirmation',
  'pay',
  'private',
  'register',
  'reset-password',
  'reset-password-success',
  'resources',
  'under-construction',
  'update-password',
]);

/**
 * A catalogue or content page, the same for everyone but the shell's personal parts; its data
 * request (`<path>.data`, `/_root.data` for home) too. Compared as the router matches: decoded,
 * in any case.
 */
export function isSharedPage(url: string): boolean {
  const query = url.indexOf('?');
  let path = query < 0 ? url : url.slice(0, query);
  try {
    path = decodeURIComponent(path).toLowerCase();
  } catch {
    return false;
  }
  if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  if (path === '/' || path === '/_root') return true;
  const [first = '', ...rest] = path.slice(1).split('/');
  if (rest.length === 0) return first !== '' && !PERSONAL_PAGES.has(first);
  return rest.length === 1 && rest[0] !== '' && (first === 'products' || first === 'categories');
}

/** The Cookie header without the cookies set aside (undefined when none is left). */
export function withoutSetAside(header: string | undefined): string | undefined {
  if (!header) return header;
  const kept = header.split(';').filter((pair) => {
    const at = pair.indexOf('=');
    return at < 0 || !SET_ASIDE_COOKIES.has(pair.slice(0, at).trim());
  });
  const joined = kept.join(';').trim();
  return joined ? joined : undefined;
}

/**
 * The hint that this browser may hold personal parts of the shell (`COOKIES.shopperHint`), as
 * contracts defines it for the web app too.
 */
export function shopperHintCookie(request: FastifyRequest, value: '0' | '1') {
  return shopperHintSetCookie(value, request.protocol === 'https');
}

/** An answer that gives the browser a session or a cart (not one that ends it). */
const GIVES_SESSION_OR_CART = new RegExp(
  `^(?:${cookiesWhere((rule) => rule.holdsCart).join('|')})=[^;]`,
);

type Cookies = Record<string, string | undefined>;

/** What the key's rules read of a request: its address and headers. */
type AskedAs = Pick<FastifyRequest, 'url'> & { headers: Record<string, unknown> };

/**
 * The few cookies the cache key needs, read straight from the header: the cache answers before
 * the cookie parser runs. Names as @fastify/cookie reads them (the value is not decoded: only
 * its presence matters, and the language is a plain word).
 */
export function keyCookies(header: string | undefined): Cookies {
  const cookies: Cookies = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (cookies[name] === undefined) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/** No `Authorization`, `Code` or `Cart-Id` header, no gift, preview or entry-code parameter. */
function carriesNoIdentity(request: AskedAs) {
  const { headers } = request;
  if (headers.authorization || headers.code || headers['cart-id']) return false;
  return !/[?&](?:preview|token|user_token|code)=/.test(request.url);
}

/** A request that carries nobody's identity, cart, grant, preview or gift link. */
export function isAnonymous(
  request: AskedAs,
  cookies: Cookies = (request as FastifyRequest).cookies,
): boolean {
  if (!carriesNoIdentity(request)) return false;
  for (const name of PERSONAL_COOKIES) if (cookies[name] !== undefined) return false;
  return true;
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
  'vary',
  'x-read-cache',
]);

/**
 * The headers of an answer worth sending again with its body. A policy's per-answer script
 * nonce is left out: a kept JSON answer runs no script, and a kept page names its inline
 * scripts by hash instead (`keptPage` in security-headers.ts).
 */
export function headersToKeep(reply: FastifyReply, kind: 'api' | 'page'): CachedHeaders {
  const kept: CachedHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!UNCACHED_HEADERS.has(name) && value !== undefined) kept[name] = String(value);
  }
  const policy = kept['content-security-policy'];
  if (policy) kept['content-security-policy'] = policy.replace(/ 'nonce-[^']*'/g, '');
  // The language is a cookie, for shared caches; every kept body may go out compressed.
  kept.vary = kind === 'page' ? 'Cookie, Accept-Encoding' : 'Accept-Encoding';
  kept['x-read-cache'] = 'hit';
  return kept;
}

/** Brotli, else gzip, as the client accepts (a `q=0` refuses); null for neither. */
export function encodingOf(accept: string | string[] | undefined): Encoding | null {
  if (typeof accept !== 'string' || !accept) return null;
  let gzip = false;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'br' && coding !== 'gzip') continue;
    if (params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param))) continue;
    if (coding === 'br') return 'br';
    gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** The request holds this ETag already (If-None-Match, weak comparison). */
function holds(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Writes a kept answer straight to the socket, from the first hook: no other hook, plugin,
 * serialiser or compressor runs for it. A 304 when the client holds its ETag.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  extra?: CachedHeaders,
) {
  reply.hijack();
  const res = reply.raw;
  if (holds(request.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, extra ? { ...entry.notModified, ...extra } : entry.notModified);
    res.end();
    return;
  }
  const { body, headers } = entry.form(encodingOf(request.headers['accept-encoding']));
  res.writeHead(200, extra ? { ...headers, ...extra } : headers);
  res.end(body);
}

/** The answer sets the session or the cart cookie to a value. */
function givesSessionOrCart(reply: FastifyReply) {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return false;
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  if (list.some((cookie) => cookie.startsWith(`${COOKIES.shopperHint}=`))) return false;
  return list.some((cookie) => GIVES_SESSION_OR_CART.test(cookie) && !/max-age=0/i.test(cookie));
}

export type ReadCacheOptions = {
  resolveStorefront: (host: string | undefined) => Promise<StorefrontRow>;
  /** When the store's listed products next change by time alone (ms since the epoch), or null. */
  nextPublishBoundary?: (storefrontId: number) => Promise<number | null>;
};

/**
 * The part of the key before the store: null when the request may be someone's own (a personal
 * cookie or header, a gift or preview parameter), else the kind and, for a page, the language.
 * `setAside`: a shared page asked with cookies it does not depend on (decision 0033), answered
 * as for an anonymous visitor once the store is known to be public.
 */
function keyKind(
  request: FastifyRequest,
  cookies: Cookies,
): { kind: string; setAside: boolean } | null {
  const kind = request.routeOptions.config.readCache;
  if (!kind || request.method !== 'GET') return null;
  if (kind !== 'page') return isAnonymous(request, cookies) ? { kind, setAside: false } : null;
  if (!carriesNoIdentity(request)) return null;
  for (const name of OWN_PAGE_COOKIES) if (cookies[name] !== undefined) return null;
  let setAside = false;
  for (const name of SET_ASIDE_COOKIES) if (cookies[name] !== undefined) setAside = true;
  if (setAside && !isSharedPage(request.url)) return null;
  // A page's links and canonical address name the host it was asked on (a store may have two).
  const host = (request.headers.host ?? '').toLowerCase();
  return { kind: `page ${cookies[COOKIES.lang] ?? ''} ${host}`, setAside };
}

function keyOf(app: FastifyInstance, kind: string, store: StorefrontRow | null, url: string) {
  if (!store || store.privateStore) return null;
  return `${store.id}@${versionOf(app.readCache, kind, store)} ${kind} ${url}`;
}

/**
 * The version an answer of `kind` is kept under. A catalogue answer shows nothing of the store's
 * row but in a header (the SEO hook's `X-Robots-Tag`, from its status and `noIndexSite`; a
 * private store's is never kept), so those two are in its key: after a change to the row, the
 * row read again names the same answer unless one of them moved (decision 0032, round 7).
 */
function versionOf(cache: ReadCache, kind: string, store: StorefrontRow) {
  if (kind === 'store') return cache.storeVersion(store.id);
  if (kind !== 'catalogue') return cache.version(store.id);
  return `${cache.catalogueVersion(store.id)} ${store.status}${store.noIndexSite ? ' noindex' : ''}`;
}

/**
 * The kept answer an in-process GET of the API (a page's loader, plugins/web.ts) would be sent
 * from the read cache's first hook, found without the request: the same rules as that hook (an
 * anonymous GET of a public store whose changes are heard, its store known by its host, the key
 * of its route's kind), so a hit answers the same and a miss goes through the API as before
 * (decision 0032, round 6). An answer is kept under a kind only by a GET of a route of that kind
 * at that address, so finding it under `catalogue`, `api` or `store` says which the route is.
 */
export function keptAnswerFor(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Entry | undefined {
  const asked = { url, headers };
  if (headers['if-none-match'] !== undefined || !isAnonymous(asked, keyCookies(headers.cookie)))
    return undefined;
  if (!app.storeEvents.listening()) return undefined;
  const store = app.readCache.knownStore(headers.host);
  if (!store) return undefined;
  for (const kind of ['catalogue', 'api', 'store']) {
    const key = keyOf(app, kind, store, url);
    if (!key) return undefined;
    const hit = app.readCache.get(key);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Where this request's answer is kept (decision 0028): the store and its version, the language
 * cookie for a page, and the address; null when it may be someone's own, the store is private
 * or unknown, or changes may go unheard.
 */
export async function readCacheKey(app: FastifyInstance, request: FastifyRequest) {
  const kind = keyKind(request, request.cookies ?? keyCookies(request.headers.cookie));
  if (!kind || !app.storeEvents.listening()) return null;
  const store = await app.storeByHost(request.headers.host).catch(() => null);
  return keyOf(app, kind.kind, store, request.url);
}

/** The store id at the start of a key. */
const storeIdOfKey = (key: string) => Number(key.slice(0, key.indexOf('@')));

/**
 * Registered first, before the security headers, the cookie parser, load shedding, compression
 * and ETags: a kept answer is written from the first hook, with headers and compressed bodies
 * made once when it was kept, so a hit costs little more than bare Fastify's routing. An API
 * answer is kept once sent (with every header the later hooks gave it); a page only if the page
 * route says so (every API answer it was made of could be kept). Every instance's changes move
 * the versions.
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
      const { config } = request.routeOptions;
      const fromMemory =
        request.method === 'GET' &&
        ((config.readCache && isAnonymous(request)) ||
          (config.storeFromMemory && app.storeEvents.listening()));
      store = fromMemory
        ? app.storeByHost(request.headers.host)
        : options.resolveStorefront(request.headers.host);
      storeOfRequest.set(request, store);
    }
    return store;
  });
  // Requests whose answer tells the browser to fetch the shell's personal parts.
  const hintsOf = new WeakSet<FastifyRequest>();
  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCachePayload', null);
  app.decorateRequest('readCacheCompressed', null);
  app.addHook('onReady', async () => {
    app.storeEvents.onChange((change) => cache.heard(change));
  });
  // A callback hook, not an async one: a hit costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.readCache) return done();
    const cookies = keyCookies(request.headers.cookie);
    const kind = keyKind(request, cookies);
    if (!kind || !app.storeEvents.listening()) return done();
    const answer = (store: StorefrontRow | null) => {
      const key = keyOf(app, kind.kind, store, request.url);
      if (!key) return done();
      // A shared page of a public store: what it does not depend on is set aside before any
      // other hook reads the cookies, so it is rendered (and kept) as for anyone.
      let extra: CachedHeaders | undefined;
      if (kind.setAside) {
        // The raw headers: what the cookie parser, the page's request and the API's read.
        const rest = withoutSetAside(request.raw.headers.cookie);
        if (rest === undefined) delete request.raw.headers.cookie;
        else request.raw.headers.cookie = rest;
        // The browser learns to fetch the shell's personal parts (a session from before 0033).
        if (cookies[COOKIES.shopperHint] === undefined) {
          extra = { 'set-cookie': shopperHintCookie(request, '1'), 'cache-control': 'private' };
          hintsOf.add(request);
        }
      }
      const hit = cache.get(key);
      if (hit) return sendCached(request, reply, hit, extra);
      request.readCacheKey = key;
      done();
    };
    const known = cache.knownStore(request.headers.host);
    if (known) return answer(known);
    app.storeByHost(request.headers.host).then(answer, () => done());
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.readCacheKey &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('set-cookie') === undefined
    ) {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('x-read-cache', 'miss');
      // The answer made bytes once, here: hashed, compressed, sent and kept as these bytes, where
      // the string was made bytes again by each (decision 0032, round 6).
      const bytes = Buffer.from(payload);
      request.readCachePayload = bytes;
      // Compressed here, once, as the kept entry compresses (so the entry keeps these bytes and
      // the next browser's hit compresses nothing), with the ETag of the uncompressed answer,
      // which @fastify/etag then uses as it is; @fastify/compress leaves an encoded answer be.
      const etag = weakEtagOf(bytes);
      reply.header('etag', etag);
      const encoding = encodingOf(request.headers['accept-encoding']);
      if (
        encoding &&
        payload.length >= COMPRESS_THRESHOLD &&
        !holds(request.headers['if-none-match'], etag)
      ) {
        const body = COMPRESS[encoding](bytes);
        request.readCacheCompressed = { encoding, body };
        const vary = reply.getHeader('vary');
        if (!vary) reply.header('vary', 'Accept-Encoding');
        else if (!/accept-encoding/i.test(String(vary)))
          reply.header('vary', `${String(vary)}, Accept-Encoding`);
        reply.header('content-encoding', encoding).header('content-length', body.length);
        payload = body;
      } else payload = bytes;
    }
    // After the keeping decision: never kept with the answer (UNCACHED_HEADERS).
    if (hintsOf.has(request)) {
      reply
        .header('set-cookie', shopperHintCookie(request, '1'))
        .header('cache-control', 'private');
    } else if (givesSessionOrCart(reply)) {
      // Whoever is given a session or a cart will have personal parts to fetch on kept pages
      // (a page's own cookies are set by now; the API's are seen by readCacheApiHooks).
      reply.header('set-cookie', shopperHintCookie(request, '1'));
    }
    done(null, payload);
  });
  // Kept once it is sent, with every header every hook gave it (the SEO hook's noindex too),
  // until the store changes, the maximum age, or its next publish-window boundary.
  app.addHook('onResponse', async (request, reply) => {
    const key = request.readCacheKey;
    const payload = request.readCachePayload;
    if (!key || payload === null) return;
    const kind = request.routeOptions.config.readCache ?? 'api';
    const headers = headersToKeep(reply, kind === 'page' ? 'page' : 'api');
    // Whoever it is sent to, the kept answer is public (the one that set the hint was private).
    headers['cache-control'] = PUBLIC_CACHE_CONTROL;
    // Kept at once (the next request may be a hit), then shortened to the boundary once known:
    // read once per version of the store, so almost always known already. A boundary's answers
    // are read again just after it (the database's clock decides).
    // The ETag @fastify/etag gave the fresh answer (the same weak SHA-1): not hashed again.
    const etag = reply.getHeader('etag');
    const entry = cache.set(key, payload, headers, {
      etag: typeof etag === 'string' && etag.startsWith('W/"') ? etag : undefined,
    });
    const compressed = request.readCacheCompressed;
    if (entry && compressed) entry.form(compressed.encoding, compressed.body);
    if (!entry || !options.nextPublishBoundary || kind === 'store') return;
    const boundary = await cache.nextBoundary(storeIdOfKey(key), options.nextPublishBoundary);
    if (boundary !== null) entry.expires = Math.min(entry.expires, boundary + 50);
  });
});

/**
 * The API scope's side: any request but a read forgets the store's answers before its own answer
 * leaves, so whoever wrote reads their change at once on this instance (the database triggers
 * tell the other instances, and this one, once the change is committed).
 */
export function readCacheApiHooks(api: FastifyInstance) {
  const cache = api.readCache;
  // After the cookie plugin wrote the answer's cookies: one that gives the browser a cart (or a
  // session) tells it to fetch the shell's personal parts on kept pages (decision 0033).
  api.addHook('onSend', async (request, reply, payload) => {
    if (givesSessionOrCart(reply)) reply.header('set-cookie', shopperHintCookie(request, '1'));
    return payload;
  });
  api.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    if (request.routeOptions.config.leavesReadCache) return payload;
    const store = await request.storefront().catch(() => null);
    const everything = request.routeOptions.config.readCacheChange !== 'content';
    if (store) cache.forget(store.id, everything, everything);
    return payload;
  });
}
