import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@storefront/contracts';
import { AppError } from '../lib/errors.ts';
import type { UserRow } from '../modules/identity/identity.queries.ts';
import { findSignedIn } from '../modules/identity/identity.service.ts';
import type { StorefrontRow } from '../modules/storefronts/storefronts.queries.ts';
import { storefrontNamed } from './storefront.ts';

export type Session = { sessionId: number; user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the bearer token in this request's store, or null; looked up once. */
    session(): Promise<Session | null>;
    /** The signed-in user of this request's store, or null. */
    user(): Promise<UserRow | null>;
  }
}

/** `Authorization: Bearer <token>`; the web server turns the `token` cookie into this header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Resolves the session lazily: requests that never ask who is signed in cost no query. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('session', function () {
    throw new Error('not initialised');
  });
  app.decorateRequest('user', function () {
    throw new Error('not initialised');
  });
  app.addHook('onRequest', async (request) => {
    let pending: Promise<Session | null> | undefined;
    request.session = () =>
      (pending ??= (async () => {
        const token = bearerToken(request);
        if (!token) return null;
        const store = await request.storefront();
        return (await findSignedIn(app.db, store.id, token)) ?? null;
      })());
    request.user = async () => (await request.session())?.user ?? null;
  });
});

/** The live session, or 401 'Unauthenticated.'. */
export async function requireSession(request: FastifyRequest): Promise<Session> {
  const session = await request.session();
  if (!session) throw new AppError('unauthorized', 'Unauthenticated.');
  return session;
}

/** The signed-in user, or 401 'Unauthenticated.' (for routes of any module). */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  return (await requireSession(request)).user;
}

/** The signed-in user with a verified e-mail address, or 401 / 403. */
export async function requireVerifiedUser(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.emailVerifiedAt) throw new AppError('forbidden', 'Please verify your e-mail address.');
  return user;
}

/** Answers of an owner endpoint besides its success (the schema's `response`). */
export const OWNER_ERRORS = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * The store the path names, for its signed-in owner only (owner endpoints: preview, status,
 * kits, page views), or 404 / 401 / 403.
 */
export async function requireStoreOwner(
  request: FastifyRequest,
  storefrontId: number,
): Promise<StorefrontRow> {
  const store = await storefrontNamed(request, storefrontId);
  const user = await requireVerifiedUser(request);
  if (user.role !== 'owner') throw new AppError('forbidden', 'Only the store owner may do this.');
  return store;
}
