import type {
  CustomerDetail,
  CustomerListQuery,
  CustomerRow,
  PaymentStatus,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import {
  findCustomer,
  findCustomerOrders,
  findCustomerPage,
  setBlocked,
} from './customers.queries.ts';
import { revokeUserSessions, type UserRow } from './identity.queries.ts';
import { sendVerificationMail, type IdentityDeps } from './identity.service.ts';

const NO_CUSTOMER = 'This customer does not exist.';

function toCustomerRow(user: UserRow, orders: number, spend: number): CustomerRow {
  return {
    id: user.id,
    email: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email_verified: user.emailVerifiedAt !== null,
    blocked: user.blockedAt !== null,
    orders,
    spend,
    created_at: user.createdAt.toISOString(),
  };
}

export async function listCustomers(db: Database, storefrontId: number, query: CustomerListQuery) {
  const rows = await findCustomerPage(db, storefrontId, query);
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map((r) => toCustomerRow(r.user, r.orders, r.spend)),
    total,
    from: rows.length ? (query.page - 1) * query.rows + 1 : null,
    last_page: Math.max(1, Math.ceil(total / query.rows)),
  };
}

async function customerOf(db: Database, storefrontId: number, userId: number) {
  const user = await findCustomer(db, storefrontId, userId);
  if (!user) throw notFound(NO_CUSTOMER);
  return user;
}

export async function getCustomer(
  db: Database,
  storefrontId: number,
  userId: number,
): Promise<CustomerDetail> {
  const user = await customerOf(db, storefrontId, userId);
  const orders = await findCustomerOrders(db, storefrontId, userId);
  return {
    ...toCustomerRow(
      user,
      orders.length,
      orders.reduce((sum, o) => sum + o.total, 0),
    ),
    external: user.externalSubject !== null,
    blocked_at: user.blockedAt?.toISOString() ?? null,
    order_list: orders.map((o) => ({
      id: o.id,
      uuid: o.uuid,
      created_at: o.createdAt.toISOString(),
      status: o.status,
      payment_status: o.paymentStatus as PaymentStatus,
      total: o.total,
    })),
  };
}

/** Blocks (ending every session) or unblocks a shopper; audited. */
export async function blockCustomer(
  db: Database,
  store: StorefrontRow,
  userId: number,
  blocked: boolean,
  actor: AuditActor,
) {
  const user = await customerOf(db, store.id, userId);
  await db.transaction(async (tx) => {
    await setBlocked(tx, user.id, blocked);
    if (blocked) await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      storefrontId: store.id,
      actor,
      action: blocked ? 'customer.block' : 'customer.unblock',
      subject: user.email,
      before: { blocked: user.blockedAt !== null },
      after: { blocked },
    });
  });
  return getCustomer(db, store.id, userId);
}

/** Mails the shopper a fresh verification link (422 when already verified); audited. */
export async function resendVerification(
  deps: IdentityDeps,
  store: StorefrontRow,
  origin: string,
  userId: number,
  actor: AuditActor,
) {
  const user = await customerOf(deps.db, store.id, userId);
  await sendVerificationMail(deps, store, origin, user);
  await recordAudit(deps.db, {
    storefrontId: store.id,
    actor,
    action: 'customer.verification_mail',
    subject: user.email,
    before: null,
    after: null,
  });
}
