import {
  pageMeta,
  type ConsolePromoCodeDetail,
  type ConsolePromoCodeListQuery,
  type ConsolePromoCodeRow,
  type PromoCodeBody,
  type PromoCodeState,
  type PromoCodeUse,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, invalidData, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  findPromoCodePage,
  findPromoTargets,
  findPromoUses,
  findStorePromoCode,
  findStoreTargets,
  findTargetChoices,
  insertPromoCode,
  lockPromoCode,
  replacePromoTargets,
  updatePromoCode,
  type NewPromoCode,
} from './console-promo-codes.queries.ts';
import type { PromoCodeRow } from './promo-codes.queries.ts';

// The owner console's promo codes (decision 0023). The checkout reads the same rows.

const NOT_FOUND = 'Promo code not found';
const TAKEN = 'Another promo code of this store has this code.';

type Body = z.output<typeof PromoCodeBody>;
type Found = { promo: PromoCodeRow; state: PromoCodeState; products: number; categories: number };

function toRow({ promo, state, products, categories }: Found): ConsolePromoCodeRow {
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind === 'fixed' ? 'fixed' : 'percent',
    value: promo.value,
    min_order: promo.minOrderCents,
    starts_at: promo.startsAt?.toISOString() ?? null,
    expires_at: promo.expiresAt?.toISOString() ?? null,
    usage_limit: promo.usageLimit,
    per_customer_limit: promo.perCustomerLimit,
    used_count: promo.usedCount,
    active: promo.active,
    state,
    products,
    categories,
  };
}

export async function listConsolePromoCodes(
  db: Database,
  storefrontId: number,
  query: ConsolePromoCodeListQuery,
) {
  const { rows, total } = await findPromoCodePage(db, storefrontId, query);
  return {
    data: { data: rows.map(toRow), total, ...pageMeta(total, query.page, query.rows) },
  };
}

export async function getConsolePromoCode(
  db: Database | Transaction,
  storefrontId: number,
  promoCodeId: number,
): Promise<ConsolePromoCodeDetail> {
  const found = await findStorePromoCode(db, storefrontId, promoCodeId);
  if (!found) throw notFound(NOT_FOUND);
  const targets = await findPromoTargets(db, promoCodeId);
  return { ...toRow(found), product_ids: targets.productIds, category_ids: targets.categoryIds };
}

/** The columns of a body: days become the start of the first and the end of the last (UTC). */
function columnsOf(body: Body): Omit<NewPromoCode, 'storefrontId'> {
  return {
    code: body.code,
    kind: body.kind,
    value: body.value,
    minOrderCents: body.min_order,
    startsAt: body.starts_at ? new Date(`${body.starts_at}T00:00:00.000Z`) : null,
    expiresAt: body.expires_at ? new Date(`${body.expires_at}T23:59:59.999Z`) : null,
    usageLimit: body.usage_limit,
    perCustomerLimit: body.per_customer_limit,
    active: body.active,
  };
}

/** The products and categories named, each one the store's (422 on the field otherwise). */
async function checkTargets(db: Transaction, storefrontId: number, body: Body) {
  const productIds = [...new Set(body.product_ids)];
  const categoryIds = [...new Set(body.category_ids)];
  const known = await findStoreTargets(db, storefrontId, productIds, categoryIds);
  const errors: Record<string, string[]> = {};
  if (productIds.some((id) => !known.productIds.has(id))) {
    errors.product_ids = ['Choose products of this store.'];
  }
  if (categoryIds.some((id) => !known.categoryIds.has(id))) {
    errors.category_ids = ['Choose categories of this store.'];
  }
  if (Object.keys(errors).length) throw invalidData('Check the products and categories.', errors);
  return { productIds, categoryIds };
}

/** A duplicate code (any case) as 409 on the code field. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', TAKEN, { code: [TAKEN] });
    throw error;
  }
}

const audited = (detail: ConsolePromoCodeDetail) => ({
  code: detail.code,
  kind: detail.kind,
  value: detail.value,
  min_order: detail.min_order,
  starts_at: detail.starts_at,
  expires_at: detail.expires_at,
  usage_limit: detail.usage_limit,
  per_customer_limit: detail.per_customer_limit,
  active: detail.active,
  product_ids: detail.product_ids,
  category_ids: detail.category_ids,
});

export async function createPromoCode(
  db: Database,
  storefrontId: number,
  body: Body,
  actor: AuditActor,
) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const targets = await checkTargets(tx, storefrontId, body);
      const promo = await insertPromoCode(tx, { storefrontId, ...columnsOf(body) });
      await replacePromoTargets(tx, promo, targets.productIds, targets.categoryIds);
      const detail = await getConsolePromoCode(tx, storefrontId, promo.id);
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: 'promo_code.create',
        subject: detail.code,
        after: audited(detail),
      });
      return detail;
    }),
  );
}

export async function editPromoCode(
  db: Database,
  storefrontId: number,
  promoCodeId: number,
  body: Body,
  actor: AuditActor,
) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const current = await lockPromoCode(tx, storefrontId, promoCodeId);
      if (!current) throw notFound(NOT_FOUND);
      if (body.usage_limit !== null && body.usage_limit < current.usedCount) {
        const message = `It has been used ${current.usedCount} times: the limit cannot be lower.`;
        throw invalidData(message, { usage_limit: [message] });
      }
      const before = await getConsolePromoCode(tx, storefrontId, promoCodeId);
      const targets = await checkTargets(tx, storefrontId, body);
      await updatePromoCode(tx, promoCodeId, columnsOf(body));
      await replacePromoTargets(tx, current, targets.productIds, targets.categoryIds);
      const detail = await getConsolePromoCode(tx, storefrontId, promoCodeId);
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: detail.active || !before.active ? 'promo_code.update' : 'promo_code.deactivate',
        subject: detail.code,
        before: audited(before),
        after: audited(detail),
      });
      return detail;
    }),
  );
}

export async function listPromoCodeUses(
  db: Database,
  storefrontId: number,
  promoCodeId: number,
): Promise<PromoCodeUse[]> {
  if (!(await findStorePromoCode(db, storefrontId, promoCodeId))) throw notFound(NOT_FOUND);
  return (await findPromoUses(db, promoCodeId)).map(({ use, orderUuid }) => ({
    order_id: use.orderId,
    order_number: orderUuid.slice(0, 8),
    email: use.email,
    amount: use.amountCents,
    created_at: use.createdAt.toISOString(),
    released: use.releasedAt !== null,
  }));
}

export async function promoTargetChoices(db: Database, storefrontId: number) {
  return findTargetChoices(db, storefrontId);
}
