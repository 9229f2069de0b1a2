import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@storefront/contracts';
import { AppError, notFound } from '../lib/errors.ts';
import type { AuditActor } from '../modules/audit/index.ts';
import type { UserRow } from '../modules/identity/index.ts';
import type { StorefrontRow } from '../modules/storefronts/index.ts';
import { storefrontNamed, type Session } from './request-context.ts';

/** Who may call a store's console endpoint: its owners only, or its owners and staff. */
export type ConsoleRole = 'owner' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Makes the route a console endpoint of the store its path names: the store-roles hook
     * refuses anyone else before the body is even validated.
     */
    storeRole?: ConsoleRole;
  }
}

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

const ADMITTED: Record<ConsoleRole, readonly string[]> = {
  owner: ['owner'],
  staff: ['owner', 'staff'],
};
const REFUSAL: Record<ConsoleRole, string> = {
  owner: 'Only the store owner may do this.',
  staff: "Only the store's team may do this.",
};

/** The store the path names, for its signed-in people of `role`, or 404 / 401 / 403. */
async function requireStoreRole(
  request: FastifyRequest,
  storefrontId: number,
  role: ConsoleRole,
): Promise<StorefrontRow> {
  const store = await storefrontNamed(request, storefrontId);
  const user = await requireVerifiedUser(request);
  if (!ADMITTED[role].includes(user.role)) throw new AppError('forbidden', REFUSAL[role]);
  return store;
}

/** The store the path names, for its signed-in owner only, or 404 / 401 / 403. */
export const requireStoreOwner = (request: FastifyRequest, storefrontId: number) =>
  requireStoreRole(request, storefrontId, 'owner');

/** The store the path names, for its owners and staff, or 404 / 401 / 403. */
export const requireStoreStaff = (request: FastifyRequest, storefrontId: number) =>
  requireStoreRole(request, storefrontId, 'staff');

/**
 * The store id in the path, as text until validation coerces it: anything but a row id names no
 * store of this host, so it answers 404 like another store's id.
 */
async function storefrontIdInPath(request: FastifyRequest): Promise<number> {
  const raw = (request.params as { storefrontId?: unknown } | undefined)?.storefrontId;
  if (raw === undefined) return (await request.storefront()).id;
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id))
    throw notFound('Store not found.');
  return id;
}

/**
 * Console endpoints declare their role (`config: { storeRole: 'owner' }`) and this one hook
 * enforces it, before validation, so a shopper or stranger learns nothing (not even the body's
 * schema). Each such route is documented as needing a bearer token, with the refusals it can
 * answer and `x-store-role`, so tests find every console endpoint in the OpenAPI.
 */
export const storeRolesPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const role = route.config?.storeRole;
    if (!role) return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema.security ??= [{ bearer: [] }];
    schema['x-store-role'] = role;
    schema.response = { ...OWNER_ERRORS, ...(schema.response as object | undefined) };
  });
  app.addHook('preValidation', async (request) => {
    const role = request.routeOptions.config.storeRole;
    if (role) await requireStoreRole(request, await storefrontIdInPath(request), role);
  });
});

/** The signed-in account as the audit log names it, with the operator acting as it, if any. */
export async function auditActorOf(request: FastifyRequest): Promise<AuditActor> {
  const { user, impersonatedBy } = await requireSession(request);
  return { userId: user.id, email: user.email, impersonatedBy };
}
