import type { FastifyRequest } from 'fastify';
import { ApiError } from '@storefront/contracts';
import { AppError } from '../lib/errors.ts';
import type { AuditActor } from '../modules/audit/index.ts';
import type { UserRow } from '../modules/identity/index.ts';
import type { StorefrontRow } from '../modules/storefronts/index.ts';
import { storefrontNamed, type Session } from './request-context.ts';

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

/** The signed-in account as the audit log names it. */
export async function auditActorOf(request: FastifyRequest): Promise<AuditActor> {
  const user = await requireUser(request);
  return { userId: user.id, email: user.email, impersonatedBy: null };
}
