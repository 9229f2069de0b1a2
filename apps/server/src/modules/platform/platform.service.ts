import type {
  CreateStoreBody,
  Operator,
  PlatformStore,
  StorefrontStatus,
} from '@storefront/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { insertStarterCatalogue } from '../../db/seed/starter-catalogue.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { portSuffixOf } from '../../lib/hostname.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  countOwnersByStore,
  findFirstActiveOwner,
  hashSecret,
  inviteToStore,
  newSecretToken,
  startSession,
  type IdentityDeps,
  type SignedIn,
} from '../identity/index.ts';
import { countOrdersByStore } from '../orders/index.ts';
import {
  findStorefrontById,
  listStorefronts,
  openStorefront,
  type StorefrontRow,
} from '../storefronts/index.ts';
import {
  consumeHandoff,
  findLiveOperatorSession,
  findOperatorByEmail,
  insertHandoff,
  insertOperator,
  insertOperatorSession,
  type OperatorRow,
} from './platform.queries.ts';

const HOUR = 3_600_000;
const OPERATOR_SESSION_MS = 12 * HOUR;
/** An "Open console" link is followed at once by the operator's own browser. */
const HANDOFF_MS = 60_000;
const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const decoyHash = hashPassword('no operator has this password');

export type PlatformDeps = IdentityDeps & { config: Pick<Config, 'storeBaseDomain'> };

export const toOperator = (row: OperatorRow): Operator => ({ id: row.id, email: row.email });

/** For the command line: a new operator, or a clear error when the address has one. */
export async function createOperator(db: Database, email: string, password: string) {
  const row = await insertOperator(db, email.trim(), await hashPassword(password));
  if (!row) throw invalidData('An operator with this e-mail already exists.');
  return row;
}

export async function signInOperator(db: Database, email: string, password: string) {
  const operator = await findOperatorByEmail(db, email);
  const matches = await verifyPassword(password, operator?.passwordHash ?? (await decoyHash));
  if (!operator || !matches) throw new AppError('unauthorized', INVALID_CREDENTIALS);
  const { token, hash } = newSecretToken();
  await insertOperatorSession(db, {
    operatorId: operator.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + OPERATOR_SESSION_MS),
  });
  return { operator, token };
}

export const findOperatorSession = (db: Database, token: string) =>
  findLiveOperatorSession(db, hashSecret(token));

/** The operator as the audit log names them. */
const operatorActor = (operator: OperatorRow): AuditActor => ({
  userId: null,
  email: operator.email,
  impersonatedBy: operator.email,
});

/** Where shoppers reach a store: its custom domain, else `<slug>.<STORE_BASE_DOMAIN>`. */
export function storeHostOf(store: StorefrontRow, baseDomain: string): string {
  return store.domain ?? `${store.slug}.${baseDomain}`;
}

/** The store's origin as seen from the platform host's request (same scheme and port). */
export function storeOriginOf(
  store: StorefrontRow,
  baseDomain: string,
  request: { protocol: string; host: string | undefined },
): string {
  return `${request.protocol}://${storeHostOf(store, baseDomain)}${portSuffixOf(request.host)}`;
}

export async function listPlatformStores(
  db: Database,
  baseDomain: string,
): Promise<PlatformStore[]> {
  const [stores, orders, owners] = await Promise.all([
    listStorefronts(db),
    countOrdersByStore(db),
    countOwnersByStore(db),
  ]);
  return stores.map((store) => toPlatformStore(store, baseDomain, orders, owners));
}

function toPlatformStore(
  store: StorefrontRow,
  baseDomain: string,
  orders: Map<number, number> = new Map(),
  owners: Map<number, number> = new Map(),
): PlatformStore {
  return {
    id: store.id,
    name: store.name,
    slug: store.slug,
    company_name: store.companyName,
    domain: store.domain,
    host: storeHostOf(store, baseDomain),
    status: store.status as StorefrontStatus,
    order_count: orders.get(store.id) ?? 0,
    owner_count: owners.get(store.id) ?? 0,
    created_at: store.createdAt.toISOString(),
  };
}

/** Opens the store, with its starter catalogue when asked, in one transaction. */
export async function createPlatformStore(
  db: Database,
  config: Pick<Config, 'storeBaseDomain' | 'dataDir'>,
  body: CreateStoreBody,
  operator: OperatorRow,
): Promise<PlatformStore> {
  const store = await db.transaction(async (tx) => {
    const store = await openStorefront(tx, body);
    const actor = operatorActor(operator);
    await recordAudit(tx, {
      storefrontId: store.id,
      actor,
      action: 'storefront.create',
      after: { name: store.name, slug: store.slug, domain: store.domain, status: store.status },
    });
    if (body.starter_catalogue) {
      const after = await insertStarterCatalogue(tx, store, config.dataDir);
      await recordAudit(tx, {
        storefrontId: store.id,
        actor,
        action: 'storefront.starter-catalogue',
        after,
      });
    }
    return store;
  });
  return toPlatformStore(store, config.storeBaseDomain);
}

async function storeById(db: Database, storeId: number) {
  const store = await findStorefrontById(db, storeId);
  if (!store) throw notFound('Store not found.');
  return store;
}

/** Invites the store's owner; the mailed link is on the store's own origin. */
export async function inviteStoreOwner(
  deps: PlatformDeps,
  storeId: number,
  email: string,
  operator: OperatorRow,
  request: { protocol: string; host: string | undefined },
) {
  const store = await storeById(deps.db, storeId);
  const origin = storeOriginOf(store, deps.config.storeBaseDomain, request);
  await inviteToStore(deps, store, origin, { email, role: 'owner' }, operatorActor(operator));
  return toPlatformStore(store, deps.config.storeBaseDomain, undefined, new Map([[store.id, 1]]));
}

/** A one-time link, valid a minute, that opens the store's console as its owner. */
export async function startHandoff(
  deps: PlatformDeps,
  storeId: number,
  operator: OperatorRow,
  request: { protocol: string; host: string | undefined },
): Promise<string> {
  const store = await storeById(deps.db, storeId);
  if (!(await findFirstActiveOwner(deps.db, store.id))) {
    const message = 'This store has no owner yet: invite one first.';
    throw invalidData(message, { store: [message] });
  }
  const { token, hash } = newSecretToken();
  await insertHandoff(deps.db, {
    operatorId: operator.id,
    storefrontId: store.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + HANDOFF_MS),
  });
  const origin = storeOriginOf(store, deps.config.storeBaseDomain, request);
  return `${origin}/admin/impersonate?${new URLSearchParams({ token })}`;
}

/**
 * On the store's host: the handoff's token starts a session acting as the store's first owner,
 * marked as the operator's, and the store's audit log records it for its owners to see.
 */
export async function acceptHandoff(
  db: Database,
  store: StorefrontRow,
  token: string,
): Promise<SignedIn> {
  const invalid = 'This console link is invalid, expired or already used.';
  return db.transaction(async (tx) => {
    const operator = await consumeHandoff(tx, store.id, hashSecret(token));
    const owner = operator && (await findFirstActiveOwner(tx, store.id));
    if (!operator || !owner) throw invalidData(invalid, { token: [invalid] });
    await recordAudit(tx, {
      storefrontId: store.id,
      actor: operatorActor(operator),
      action: 'operator.impersonate',
      subject: owner.email,
    });
    return startSession(tx, owner, operator.email);
  });
}
