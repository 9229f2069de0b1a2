import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { findSignedIn } from '../modules/identity/identity.service.ts';
import { AccessVerdicts } from '../modules/private-access/private-access.service.ts';
import { SESSION_COOKIE, STORE_CODE_COOKIE } from './web.ts';

/**
 * The private-store check for calls the browser makes itself (`sendBeacon`, `EventSource`): they
 * cannot set the `Code` or `Authorization` headers, so the store's own httpOnly cookies count as
 * well. These routes are open in the private-store guard and use this preHandler instead; they
 * only take page views or say "the preview changed", so a cookie is enough, and SameSite=Lax keeps
 * other sites from sending it with their POSTs.
 */
export function admitBrowser(app: FastifyInstance): preHandlerAsyncHookHandler {
  const verdicts = new AccessVerdicts();
  return async (request) => {
    const store = await request.storefront();
    if (!store.privateStore) return;
    const user = await request.user();
    if (user?.emailVerifiedAt) return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findSignedIn(app.db, store.id, token) : undefined;
    if (session?.user.emailVerifiedAt) return;
    const code = request.headers.code ?? request.cookies[STORE_CODE_COOKIE];
    if (typeof code === 'string' && (await verdicts.opens(app.db, store, code))) return;
    throw new AppError('unauthorized', 'This store is private. Enter your access code.');
  };
}
