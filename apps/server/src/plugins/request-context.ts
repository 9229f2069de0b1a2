import { COOKIES } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import type { CartOwner } from '../modules/cart/index.ts';
import type { UserRow } from '../modules/identity/index.ts';
import type { StorefrontRow } from '../modules/storefronts/index.ts';

/** `impersonatedBy`: the platform operator's e-mail when they opened the console as `user`. */
export type Session = { sessionId: number; user: UserRow; impersonatedBy: string | null };

/** What the context needs from the modules; app.ts passes their services in. */
export type RequestContextOptions = {
  resolveStorefront: (request: FastifyRequest) => Promise<StorefrontRow>;
  findSession: (storefrontId: number, bearerToken: string) => Promise<Session | undefined>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request is for, resolved from the Host header once per request. */
    storefront(): Promise<StorefrontRow>;
    /** The live session of the bearer token in this request's store, or null; looked up once. */
    session(): Promise<Session | null>;
    /**
     * The live session of the session cookie, for calls the browser makes itself (`sendBeacon`,
     * `EventSource`), which cannot send the bearer token; null unless the call comes from the
     * store's own pages. Only the private-store guard admits by it: no route signs anyone in by
     * a cookie.
     */
    browserSession(): Promise<Session | null>;
    /** The signed-in user of this request's store, or null. */
    user(): Promise<UserRow | null>;
    /** Where links in mails point: the store's own origin, as the shopper reached it. */
    origin(): string;
    /** The cart this request works on, in the request's store. */
    cartOwner(): Promise<CartOwner>;
  }
}

/** `Authorization: Bearer <token>`; the web server turns the session cookie into this header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Whether a request comes from the store's own pages, or from no page at all (an API client, the
 * web server's loaders), by the headers browsers set and pages cannot: `Sec-Fetch-Site`, else
 * `Origin`. A cookie alone stands for the visitor only then: SameSite=Lax keeps other sites'
 * POSTs from carrying it, but not a sibling subdomain's (another store on the same domain).
 */
export function fromOwnPages(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const { origin } = request.headers;
  return origin === undefined || origin === `${request.protocol}://${request.headers.host}`;
}

const CartId = z.uuid();

/** The browser's guest cart id: the cart cookie, or header `Cart-Id` for API clients. */
export function cartIdOf(request: FastifyRequest): string | null {
  const id = request.cookies[COOKIES.cart] ?? request.headers['cart-id'];
  return typeof id === 'string' && CartId.safeParse(id).success ? id : null;
}

/**
 * The store of the request, which must be the one a call names by id (a path parameter or a
 * body field): one store never reads or writes another's rows.
 */
export async function storefrontNamed(
  request: FastifyRequest,
  storefrontId: number,
): Promise<StorefrontRow> {
  const store = await request.storefront();
  if (store.id !== storefrontId) throw notFound('Store not found.');
  return store;
}

const notInitialised = () => {
  throw new Error('not initialised');
};

/**
 * Store, session, origin and cart owner of a request, set up once here and resolved lazily:
 * a request that never asks who is signed in costs no query. A call that names a store by id
 * (path, body or query) is answered 404 unless it is the request's own store.
 */
export const requestContextPlugin = fp<RequestContextOptions>(async (app, options) => {
  const names = ['storefront', 'session', 'browserSession', 'user', 'origin', 'cartOwner'] as const;
  for (const name of names) {
    app.decorateRequest(name, notInitialised);
  }
  app.addHook('onRequest', async (request) => {
    let store: Promise<StorefrontRow> | undefined;
    let session: Promise<Session | null> | undefined;
    let browserSession: Promise<Session | null> | undefined;
    request.storefront = () => (store ??= options.resolveStorefront(request));
    const sessionOf = async (token: string | undefined) => {
      if (!token) return null;
      const { id } = await request.storefront();
      return (await options.findSession(id, token)) ?? null;
    };
    request.session = () => (session ??= sessionOf(bearerToken(request)));
    request.browserSession = () =>
      (browserSession ??= sessionOf(
        fromOwnPages(request) ? request.cookies[COOKIES.session] : undefined,
      ));
    request.user = async () => (await request.session())?.user ?? null;
    request.origin = () => `${request.protocol}://${request.headers.host}`;
    request.cartOwner = async () => {
      const { id } = await request.storefront();
      const user = await request.user();
      return { storefrontId: id, userId: user?.id ?? null, cartId: cartIdOf(request) };
    };
  });
  // After validation, before any route's own work: a store named by id must be the request's.
  app.addHook('preHandler', async (request) => {
    const named = storefrontIdNamedBy(request);
    if (named !== undefined) await storefrontNamed(request, named);
  });
});

/** The store id a call names: path `storefrontId`, else body or query `storefront_id`. */
function storefrontIdNamedBy(request: FastifyRequest): number | undefined {
  const fromPath = (request.params as { storefrontId?: number } | undefined)?.storefrontId;
  const fromBody = (request.body as { storefront_id?: number } | null | undefined)?.storefront_id;
  const fromQuery = (request.query as { storefront_id?: number } | undefined)?.storefront_id;
  return fromPath ?? fromBody ?? fromQuery;
}
