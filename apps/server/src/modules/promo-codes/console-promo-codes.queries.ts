import type { ConsolePromoCodeListQuery, PromoCodeState } from '@storefront/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  orders,
  productCategories,
  products,
  promoCodeCategories,
  promoCodeProducts,
  promoCodes,
  promoCodeUses,
} from '../../db/schema/index.ts';

type Executor = Database | Transaction;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** A code's state now, as SQL (the same order of checks as the checkout's). */
const STATE = sql<PromoCodeState>`case
  when not ${promoCodes.active} then 'inactive'
  when ${promoCodes.startsAt} is not null and ${promoCodes.startsAt} > now() then 'scheduled'
  when ${promoCodes.expiresAt} is not null and ${promoCodes.expiresAt} <= now() then 'expired'
  when ${promoCodes.usageLimit} is not null and ${promoCodes.usedCount} >= ${promoCodes.usageLimit} then 'used_up'
  else 'active' end`;

const COLUMNS = {
  promo: promoCodes,
  state: STATE,
  products: sql<number>`(select count(*)::int from ${promoCodeProducts} where ${promoCodeProducts.promoCodeId} = ${promoCodes.id})`,
  categories: sql<number>`(select count(*)::int from ${promoCodeCategories} where ${promoCodeCategories.promoCodeId} = ${promoCodes.id})`,
};

function filtersOf(storefrontId: number, query: ConsolePromoCodeListQuery): SQL[] {
  const where = [eq(promoCodes.storefrontId, storefrontId)];
  if (query.q) where.push(sql`${promoCodes.code} ilike ${`%${query.q.replace(/[%_\\]/g, '')}%`}`);
  if (query.state) where.push(sql`${STATE} = ${query.state}`);
  return where;
}

export async function findPromoCodePage(
  db: Database,
  storefrontId: number,
  query: ConsolePromoCodeListQuery,
) {
  const where = and(...filtersOf(storefrontId, query));
  const rows = await db
    .select(COLUMNS)
    .from(promoCodes)
    .where(where)
    .orderBy(desc(promoCodes.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(promoCodes)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findStorePromoCode(db: Executor, storefrontId: number, promoCodeId: number) {
  const [row] = await db
    .select(COLUMNS)
    .from(promoCodes)
    .where(and(eq(promoCodes.storefrontId, storefrontId), eq(promoCodes.id, promoCodeId)));
  return row;
}

/** The products and categories a code names. */
export async function findPromoTargets(db: Executor, promoCodeId: number) {
  const productRows = await db
    .select({ id: promoCodeProducts.productId })
    .from(promoCodeProducts)
    .where(eq(promoCodeProducts.promoCodeId, promoCodeId))
    .orderBy(asc(promoCodeProducts.productId));
  const categoryRows = await db
    .select({ id: promoCodeCategories.categoryId })
    .from(promoCodeCategories)
    .where(eq(promoCodeCategories.promoCodeId, promoCodeId))
    .orderBy(asc(promoCodeCategories.categoryId));
  return { productIds: productRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id) };
}

/** Which of the ids are the store's products, and which its categories. */
export async function findStoreTargets(
  db: Executor,
  storefrontId: number,
  productIds: number[],
  categoryIds: number[],
) {
  const productRows = productIds.length
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storefrontId, storefrontId), inArray(products.id, productIds)))
    : [];
  const categoryRows = categoryIds.length
    ? await db
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(
          and(
            eq(productCategories.storefrontId, storefrontId),
            inArray(productCategories.id, categoryIds),
          ),
        )
    : [];
  return {
    productIds: new Set(productRows.map((r) => r.id)),
    categoryIds: new Set(categoryRows.map((r) => r.id)),
  };
}

/** The store's products and categories by name, for the console's pickers. */
export async function findTargetChoices(db: Database, storefrontId: number) {
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.storefrontId, storefrontId))
    .orderBy(asc(products.name), asc(products.id));
  const categoryRows = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.storefrontId, storefrontId))
    .orderBy(asc(productCategories.name), asc(productCategories.id));
  return { products: productRows, categories: categoryRows };
}

export async function insertPromoCode(tx: Transaction, promo: NewPromoCode) {
  const [row] = await tx.insert(promoCodes).values(promo).returning();
  return row!;
}

export async function updatePromoCode(
  tx: Transaction,
  promoCodeId: number,
  changes: Partial<NewPromoCode>,
) {
  await tx.update(promoCodes).set(changes).where(eq(promoCodes.id, promoCodeId));
}

/** Locks the code's row (its use count moves with orders) for an edit. */
export async function lockPromoCode(tx: Transaction, storefrontId: number, promoCodeId: number) {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.storefrontId, storefrontId), eq(promoCodes.id, promoCodeId)))
    .for('update');
  return row;
}

/** Replaces the products and categories a code names. */
export async function replacePromoTargets(
  tx: Transaction,
  promo: { id: number; storefrontId: number },
  productIds: number[],
  categoryIds: number[],
) {
  await tx.delete(promoCodeProducts).where(eq(promoCodeProducts.promoCodeId, promo.id));
  await tx.delete(promoCodeCategories).where(eq(promoCodeCategories.promoCodeId, promo.id));
  if (productIds.length) {
    await tx.insert(promoCodeProducts).values(
      productIds.map((productId) => ({
        promoCodeId: promo.id,
        productId,
        storefrontId: promo.storefrontId,
      })),
    );
  }
  if (categoryIds.length) {
    await tx.insert(promoCodeCategories).values(
      categoryIds.map((categoryId) => ({
        promoCodeId: promo.id,
        categoryId,
        storefrontId: promo.storefrontId,
      })),
    );
  }
}

/** The orders placed with a code, newest first. */
export function findPromoUses(db: Database, promoCodeId: number) {
  return db
    .select({ use: promoCodeUses, orderUuid: orders.uuid })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .where(eq(promoCodeUses.promoCodeId, promoCodeId))
    .orderBy(desc(promoCodeUses.createdAt), desc(promoCodeUses.id))
    .limit(500);
}
