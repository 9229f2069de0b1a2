import type { BrandChange, BrandSummary } from '@storefront/contracts';
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { lockProducts } from './product-locks.ts';

export const BRAND_NOT_FOUND = 'No product of this store has that brand.';

/** Every brand on the store's products, listable or not, A to Z whatever the case. */
export async function listBrandSummaries(
  db: Database,
  storefrontId: number,
): Promise<BrandSummary[]> {
  const rows = await db
    .select({ name: products.brand, productCount: count() })
    .from(products)
    .where(
      and(
        eq(products.storefrontId, storefrontId),
        isNotNull(products.brand),
        ne(products.brand, ''),
      ),
    )
    .groupBy(products.brand)
    .orderBy(sql`lower(${products.brand})`, asc(products.brand));
  return rows.map((row) => ({ name: row.name!, product_count: row.productCount }));
}

type Change = { storefrontId: number; actor: AuditActor };

/** Renames `name` on all its products; a name another brand has is refused (merge instead). */
export function renameBrand(db: Database, change: Change, name: string, newName: string) {
  return db.transaction(async (tx) => {
    if (newName !== name && (await productsOfBrand(tx, change.storefrontId, newName)) > 0)
      throw new AppError('conflict', 'Another brand has this name.', {
        new_name: ['Another brand has this name: merge the two instead.'],
      });
    return rebrand(tx, change, 'brand.rename', name, newName);
  });
}

/** Moves every product of `name` to the existing brand `into`. */
export function mergeBrand(db: Database, change: Change, name: string, into: string) {
  return db.transaction(async (tx) => {
    if ((await productsOfBrand(tx, change.storefrontId, into)) === 0)
      throw new AppError('not_found', BRAND_NOT_FOUND, { into: [BRAND_NOT_FOUND] });
    return rebrand(tx, change, 'brand.merge', name, into);
  });
}

/** Clears the brand from all its products. */
export function removeBrand(db: Database, change: Change, name: string) {
  return db.transaction((tx) => rebrand(tx, change, 'brand.remove', name, null));
}

async function rebrand(
  tx: Transaction,
  { storefrontId, actor }: Change,
  action: string,
  name: string,
  newName: string | null,
): Promise<BrandChange> {
  // The brand's products in id order first, as every bulk writer locks them (no deadlock).
  await lockProducts(tx, storefrontId, { brand: name });
  const changed = await tx
    .update(products)
    .set({ brand: newName })
    .where(and(eq(products.storefrontId, storefrontId), eq(products.brand, name)))
    .returning({ id: products.id });
  if (!changed.length) throw notFound(BRAND_NOT_FOUND);
  const productIds = changed.map((row) => row.id);
  await recordAudit(tx, {
    storefrontId,
    actor,
    action,
    subject: name,
    before: { brand: name, product_ids: productIds },
    after: { brand: newName, product_ids: productIds },
  });
  const total = newName === null ? 0 : await productsOfBrand(tx, storefrontId, newName);
  return { name: newName, product_count: total };
}

async function productsOfBrand(tx: Transaction | Database, storefrontId: number, name: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.storefrontId, storefrontId), eq(products.brand, name)));
  return row?.total ?? 0;
}
