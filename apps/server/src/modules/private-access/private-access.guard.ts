import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { cartIdOf } from '../cart/cart-id.ts';
import { holdsOpenGift } from '../cart/cart.service.ts';
import { placedGiftOrder } from '../orders/orders.service.ts';
import { AccessVerdicts } from './private-access.service.ts';

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
  // Stripe calls it, not a shopper; the signature check is its guard.
  '/api/payments/stripe/webhook',
  // Called by the browser itself, which cannot send the Code header: see admitBrowser.
  '/api/storefronts/:storefrontId/page-views',
  '/api/storefronts/:storefrontId/preview-events',
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
 * Default deny for private stores: every API route outside OPEN_ROUTES (and every unknown one)
 * needs a valid access code in the `Code` header or a verified signed-in user of the store, so
 * no route added later can forget the check. Public stores pass untouched.
 */
export const privateStoreGuard = fp(async (app) => {
  const verdicts = new AccessVerdicts();
  app.addHook('onRequest', async (request) => {
    if (isOpen(request.routeOptions.url)) return;
    const store = await request.storefront();
    if (!store.privateStore) return;
    const user = await request.user();
    if (user?.emailVerifiedAt) return;
    const code = request.headers.code;
    if (typeof code === 'string' && (await verdicts.opens(app.db, store, code))) return;
    if (await admitsRecipient(request, store.id)) return;
    if (!store.loginRequired)
      throw new AppError('unauthorized', 'This store is private. Enter your access code.');
    if (user) throw new AppError('forbidden', 'Please verify your e-mail address.');
    throw new AppError('unauthorized', 'Please log in to continue.');
  });
});
