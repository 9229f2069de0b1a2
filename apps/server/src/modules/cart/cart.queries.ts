import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import {
  cartLines,
  carts,
  products,
  productVariants,
  productVariantSizes,
} from '../../db/schema/index.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;
export async function findGuestCart(db: Database, storefrontId: number, cartId: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.storefrontId, storefrontId), isNull(carts.userId)));
  return row;
}

export async function findUserCart(db: Database, storefrontId: number, userId: number) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.storefrontId, storefrontId), eq(carts.userId, userId)))
    .orderBy(asc(carts.createdAt))
    .limit(1);
  return row;
}

export async function insertCart(db: Database, storefrontId: number, userId: number | null) {
  const [row] = await db.insert(carts).values({ storefrontId, userId }).returning();
  return row!;
}

export async function findLines(db: Database, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function insertLine(db: Database, line: NewCartLine) {
  const [row] = await db.insert(cartLines).values(line).returning();
  return row!;
}

export async function addToLineQuantity(db: Database, lineId: number, quantity: number) {
  await db
    .update(cartLines)
    .set({ quantity: sql`${cartLines.quantity} + ${quantity}` })
    .where(eq(cartLines.id, lineId));
}

export async function setLineQuantity(
  db: Database,
  cartId: string,
  lineId: number,
  quantity: number,
) {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length === 1;
}

export async function deleteLine(db: Database, cartId: string, lineId: number) {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length === 1;
}

export async function deleteLines(db: Executor, cartId: string) {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
}

export async function moveLines(db: Executor, fromCartId: string, toCartId: string) {
  await db.update(cartLines).set({ cartId: toCartId }).where(eq(cartLines.cartId, fromCartId));
}

export async function deleteCart(db: Executor, cartId: string) {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export async function assignCart(db: Executor, cartId: string, userId: number) {
  await db.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export async function setGiftingLink(db: Executor, cartId: string, giftingLinkId: number | null) {
  await db.update(carts).set({ giftingLinkId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Guarded: the cart starts this order only when no other order is being paid from it. */
export async function lockCartForOrder(tx: Transaction, cartId: string, orderId: number) {
  const rows = await tx
    .update(carts)
    .set({ checkoutOrderId: orderId })
    .where(and(eq(carts.id, cartId), isNull(carts.checkoutOrderId)))
    .returning({ id: carts.id });
  return rows.length === 1;
}

export async function findLineQuantities(tx: Transaction, cartId: string) {
  return tx
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
}

/** The cart this order was paid from, emptied, out of gifting mode and open again. */
export async function closeCheckoutCart(tx: Transaction, orderId: number) {
  const ordered = tx.select({ id: carts.id }).from(carts).where(eq(carts.checkoutOrderId, orderId));
  await tx.delete(cartLines).where(inArray(cartLines.cartId, ordered));
  await tx
    .update(carts)
    .set({ checkoutOrderId: null, giftingLinkId: null, updatedAt: new Date() })
    .where(eq(carts.checkoutOrderId, orderId));
}

/** The cart of an order that was not paid, open again with its lines. */
export async function reopenCheckoutCart(tx: Transaction, orderId: number) {
  await tx.update(carts).set({ checkoutOrderId: null }).where(eq(carts.checkoutOrderId, orderId));
}

/** What gift recipients hold in their carts (chosen, not yet ordered) by product, colour, size. */
export async function giftCartDemand(db: Executor, linkIds: number[]) {
  if (!linkIds.length) return [];
  return db
    .select({
      productId: cartLines.productId,
      name: products.name,
      color: productVariants.color,
      size: productVariantSizes.size,
      quantity: sql<number>`sum(${cartLines.quantity})::int`,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .leftJoin(productVariantSizes, eq(productVariantSizes.id, cartLines.sizeId))
    .where(inArray(carts.giftingLinkId, linkIds))
    .groupBy(cartLines.productId, products.name, productVariants.color, productVariantSizes.size);
}

/**
 * The shell's view of a cart (decision 33): its lines' quantities summed and its gifting link,
 * in one query; the signed-in user's first cart, else the guest cart by id. Undefined without one.
 */
export async function findCartBadge(
  db: Database,
  storefrontId: number,
  owner: { userId: number } | { cartId: string },
) {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int`,
      giftingLinkId: carts.giftingLinkId,
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(
      'userId' in owner
        ? and(eq(carts.storefrontId, storefrontId), eq(carts.userId, owner.userId))
        : and(
            eq(carts.id, owner.cartId),
            eq(carts.storefrontId, storefrontId),
            isNull(carts.userId),
          ),
    )
    .groupBy(carts.id)
    .orderBy(asc(carts.createdAt))
    .limit(1);
  return row;
}
