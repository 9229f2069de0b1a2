import { COOKIES } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { cartIdOf, fromOwnPages } from '../../plugins/request-context.ts';
import { holdsOpenGift } from '../cart/index.ts';
import { placedGiftOrder } from '../orders/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { CodeAttempts } from './code-attempts.ts';
import { AccessVerdicts, findGrant } from './private-access.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one limit on wrong private-store codes, shared by the guard and the entry route. */
    codeAttempts: CodeAttempts;
  }
}

/**
 * Routes a visitor of a private store reaches before getting in (patterns as registered). The
 * API docs (/api/docs) live outside the API scope, so this guard never sees them.
 */
const OPEN_ROUTES: (string | RegExp)[] = [
  '/api/storefronts/get-by-url',
  '/api/health',
  '/api/dev/mailbox',
  '/api/storefronts/:storefrontId/private-access',
  // A visitor who cannot get in (lost code, no account yet) must still reach the store.
  '/api/storefronts/:storefrontId/bot-check/challenge',
  '/api/storefronts/:storefrontId/contact',
  /^\/api\/auth\//,
  /^\/api\/sso\//,
  // The platform operator's API has no store: it answers on the platform host only.
  /^\/api\/platform\//,
  // Stripe calls it, not a shopper; the signature check is its guard.
  '/api/payments/stripe/webhook',
  // A campaign e-mail's tracking pixel: its unguessable id is all it records by.
  '/api/gifting/opened/:trackingId',
];

/** The kit page's call: a recipient's `user_token` is their entry (the route checks it is open). */
const KIT_ROUTE = '/api/storefronts/:storefrontId/product-kits/token/:token';
/** Entering gifting mode: the route admits only an open link's tokens. */
const GIFTING_ROUTE = '/api/storefronts/:storefrontId/cart/gifting';
/** The confirmation page reads the order with the Idempotency-Key that placed it. */
const ORDER_ROUTE = '/api/storefronts/:storefrontId/orders/:uuid';

const isOpen = (route: string | undefined) =>
  route !== undefined &&
  OPEN_ROUTES.some((open) => (typeof open === 'string' ? open === route : open.test(route)));

/**
 * A gift recipient is one of the company's people: their link's tokens open the kit page and
 * gifting mode (those routes answer only an open link), their cart holding it opens the rest, and
 * the key that placed their order opens its confirmation.
 */
async function admitsRecipient(request: FastifyRequest, storefrontId: number) {
  const { db } = request.server;
  const route = request.routeOptions.url;
  const { user_token: userToken } = (request.query ?? {}) as { user_token?: unknown };
  if (route === GIFTING_ROUTE && request.method === 'PUT') return true;
  if (route === KIT_ROUTE && typeof userToken === 'string' && userToken) return true;
  const key = request.headers['idempotency-key'];
  if (route === ORDER_ROUTE && typeof key === 'string') {
    return placedGiftOrder(db, storefrontId, key);
  }
  const cartId = cartIdOf(request);
  return cartId !== null && (await holdsOpenGift(db, storefrontId, cartId));
}

/**
 * A verified user of the store: by bearer token (API clients, page loaders), or by the session
 * cookie for calls the browser makes itself from the store's pages (see `browserSession`).
 */
async function verifiedUser(request: FastifyRequest) {
  const session = (await request.session()) ?? (await request.browserSession());
  return !!session?.user.emailVerifiedAt;
}

/**
 * The grant cookie set when the visitor entered a code (browsers and page loaders alike), sent
 * from the store's own pages.
 */
async function holdsGrant(request: FastifyRequest, store: StorefrontRow) {
  const token = fromOwnPages(request) ? request.cookies[COOKIES.storeAccess] : undefined;
  return !!token && (await findGrant(request.server.db, store, token)) !== undefined;
}

/**
 * Default deny for private stores: every API route outside OPEN_ROUTES (and every unknown one)
 * needs a verified signed-in user of the store, a live grant cookie, or a valid access code in
 * the `Code` header (counted by the code-attempt limit), so no route added later can forget the
 * check. The cookies count only from the store's own pages (`fromOwnPages`), so another site
 * cannot act through them. Public stores pass untouched.
 */
export const privateStoreGuard = fp(async (app) => {
  const verdicts = new AccessVerdicts();
  app.decorate('codeAttempts', new CodeAttempts(app.config.rateLimits));
  app.addHook('onRequest', async (request, reply) => {
    if (isOpen(request.routeOptions.url)) return;
    const store = await request.storefront();
    if (!store.privateStore) return;
    if (await verifiedUser(request)) return;
    if (await holdsGrant(request, store)) return;
    const code = request.headers.code;
    if (typeof code === 'string') {
      const opens = () => verdicts.opens(app.db, store, code);
      if (await app.codeAttempts.count(request, reply, store, opens)) return;
    }
    if (await admitsRecipient(request, store.id)) return;
    if (!store.loginRequired)
      throw new AppError('unauthorized', 'This store is private. Enter your access code.');
    if (await request.user()) throw new AppError('forbidden', 'Please verify your e-mail address.');
    throw new AppError('unauthorized', 'Please log in to continue.');
  });
});
