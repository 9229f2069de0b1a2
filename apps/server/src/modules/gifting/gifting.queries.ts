import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { giftingLinks, kitProducts, kits } from '../../db/schema/index.ts';

export type KitRow = typeof kits.$inferSelect;
export type GiftingLinkRow = typeof giftingLinks.$inferSelect;
export type NewGiftingLink = typeof giftingLinks.$inferInsert;
type Executor = Database | Transaction;

export async function findKitByToken(db: Executor, storefrontId: number, token: string) {
  const [row] = await db
    .select()
    .from(kits)
    .where(and(eq(kits.storefrontId, storefrontId), eq(kits.token, token)));
  return row;
}

export async function findKitById(db: Executor, kitId: number) {
  const [row] = await db.select().from(kits).where(eq(kits.id, kitId));
  return row;
}

export async function findKitsOfStore(db: Database, storefrontId: number) {
  return db
    .select()
    .from(kits)
    .where(eq(kits.storefrontId, storefrontId))
    .orderBy(asc(kits.createdAt), asc(kits.id));
}

/** The kit's products in the order the owner added them. */
export async function findKitProducts(db: Executor, kitId: number) {
  return db
    .select({
      productId: kitProducts.productId,
      required: kitProducts.required,
      quantity: kitProducts.quantity,
    })
    .from(kitProducts)
    .where(eq(kitProducts.kitId, kitId))
    .orderBy(asc(kitProducts.id));
}

export async function findLinkByUserToken(db: Executor, storefrontId: number, userToken: string) {
  const [row] = await db
    .select()
    .from(giftingLinks)
    .where(and(eq(giftingLinks.storefrontId, storefrontId), eq(giftingLinks.userToken, userToken)));
  return row;
}

export async function findLinkById(db: Executor, linkId: number) {
  const [row] = await db.select().from(giftingLinks).where(eq(giftingLinks.id, linkId));
  return row;
}

export async function findLinkIdsOfKit(db: Executor, kitId: number): Promise<number[]> {
  const rows = await db
    .select({ id: giftingLinks.id })
    .from(giftingLinks)
    .where(eq(giftingLinks.kitId, kitId));
  return rows.map((r) => r.id);
}

/** Open, redeemed and expired links of a kit, counted at `now`. */
export async function countLinksOfKit(db: Database, kitId: number, now: Date) {
  const expired = sql`${giftingLinks.redeemedAt} is null and ${giftingLinks.expiresAt} <= ${now}`;
  const [row] = await db
    .select({
      redeemed: sql<number>`count(*) filter (where ${giftingLinks.redeemedAt} is not null)::int`,
      expired: sql<number>`count(*) filter (where ${expired})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(giftingLinks)
    .where(eq(giftingLinks.kitId, kitId));
  const { redeemed = 0, expired: gone = 0, all = 0 } = row ?? {};
  return { open: all - redeemed - gone, redeemed, expired: gone };
}

/**
 * Locks the kit's row until the caller's transaction ends, so the budget of one kit is checked
 * by one order at a time.
 */
export async function lockKit(tx: Transaction, kitId: number) {
  const [row] = await tx.select().from(kits).where(eq(kits.id, kitId)).for('update');
  return row;
}

/**
 * Marks an open link redeemed; false when it was redeemed, revoked or expired already (guarded
 * SQL: of concurrent orders of one link, exactly one moves the row).
 */
export async function redeemGiftingLink(tx: Transaction, linkId: number): Promise<boolean> {
  const rows = await tx
    .update(giftingLinks)
    .set({ redeemedAt: sql`now()` })
    .where(
      and(
        eq(giftingLinks.id, linkId),
        isNull(giftingLinks.redeemedAt),
        isNull(giftingLinks.revokedAt),
        or(isNull(giftingLinks.expiresAt), sql`${giftingLinks.expiresAt} > now()`),
      ),
    )
    .returning({ id: giftingLinks.id });
  return rows.length === 1;
}

export async function insertLinks(tx: Transaction, links: NewGiftingLink[]) {
  return tx.insert(giftingLinks).values(links).returning();
}

export type NewKit = typeof kits.$inferInsert;
export type NewKitProduct = Omit<typeof kitProducts.$inferInsert, 'kitId'>;

export async function insertKit(db: Database, kit: NewKit, products: NewKitProduct[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(kits).values(kit).returning();
    await tx.insert(kitProducts).values(products.map((p) => ({ ...p, kitId: row!.id })));
    return row!;
  });
}

export async function updateKit(
  db: Database,
  kitId: number,
  change: Partial<Pick<NewKit, 'amount' | 'hidePrices' | 'budgetCents'>>,
) {
  const [row] = await db.update(kits).set(change).where(eq(kits.id, kitId)).returning();
  return row!;
}
