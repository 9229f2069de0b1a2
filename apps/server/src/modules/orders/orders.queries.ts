import { and, asc, desc, eq, gt, inArray, lte, min, ne, sql, type SQL } from 'drizzle-orm';
import { OrderStatus, type OrderListQuery } from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import {
  orderLines,
  orders,
  orderStatusHistory,
  parcels,
  storefronts,
  warehouses,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export async function insertOrder(tx: Transaction, order: NewOrder) {
  const [row] = await tx.insert(orders).values(order).returning();
  return row!;
}

export async function insertParcel(tx: Transaction, parcel: typeof parcels.$inferInsert) {
  const [row] = await tx.insert(parcels).values(parcel).returning({ id: parcels.id });
  return row!.id;
}

export async function insertOrderLines(tx: Transaction, lines: NewOrderLine[]) {
  if (lines.length) await tx.insert(orderLines).values(lines);
}

export async function insertHistory(tx: Executor, entry: typeof orderStatusHistory.$inferInsert) {
  await tx.insert(orderStatusHistory).values(entry);
}

/** Totals of the orders placed through these gifting links, cancelled ones left out. */
export async function spentOnGiftingLinks(db: Executor, linkIds: number[]): Promise<number> {
  if (!linkIds.length) return 0;
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(and(inArray(orders.giftingLinkId, linkIds), ne(orders.status, OrderStatus.Cancelled)));
  return row?.sum ?? 0;
}

/** A gifting campaign's demand: quantities ordered through its links by product, colour, size. */
export async function giftOrderDemand(db: Executor, linkIds: number[]) {
  if (!linkIds.length) return [];
  return db
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      color: orderLines.color,
      size: orderLines.size,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.giftingLinkId, linkIds), ne(orders.status, OrderStatus.Cancelled)))
    .groupBy(orderLines.productId, orderLines.name, orderLines.color, orderLines.size);
}

/** True when any order line names the product (lines keep their own copy of its name). */
export async function productOrdered(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.productId, productId))
    .limit(1);
  return Boolean(row);
}

export async function findOrderByIdempotencyKey(db: Database, storefrontId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storefrontId, storefrontId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function findOrderByUuid(db: Database, storefrontId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storefrontId, storefrontId), eq(orders.uuid, uuid)));
  return row;
}

export async function findLinesOfOrder(db: Executor, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export async function findParcels(db: Database, orderId: number) {
  return db
    .select({ parcel: parcels, warehouse: { id: warehouses.id, name: warehouses.name } })
    .from(parcels)
    .leftJoin(warehouses, eq(warehouses.id, parcels.warehouseId))
    .where(eq(parcels.orderId, orderId))
    .orderBy(asc(parcels.id));
}

export async function findHistory(db: Database, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

function userOrdersWhere(storefrontId: number, userId: number, query: OrderListQuery): SQL {
  const conditions = [eq(orders.storefrontId, storefrontId), eq(orders.userId, userId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.searchTerm) {
    conditions.push(
      sql`${orders.uuid}::text ILIKE ${query.searchTerm.replace(/[%_\\]/g, '') + '%'}`,
    );
  }
  return and(...conditions)!;
}

export async function countUserOrders(
  db: Database,
  storefrontId: number,
  userId: number,
  query: OrderListQuery,
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(userOrdersWhere(storefrontId, userId, query));
  return row!.total;
}

export async function findUserOrderPage(
  db: Database,
  storefrontId: number,
  userId: number,
  query: OrderListQuery,
) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const column = query.sortField === 'total' ? orders.total : orders.createdAt;
  return db
    .select()
    .from(orders)
    .where(userOrdersWhere(storefrontId, userId, query))
    .orderBy(direction(column), direction(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** Orders still awaiting payment whose reservation ended by `now`, oldest first, with their store. */
export async function findExpiredReservations(db: Database, now: Date, limit: number) {
  return db
    .select({
      order: orders,
      store: {
        id: storefronts.id,
        name: storefronts.name,
        slug: storefronts.slug,
        domain: storefronts.domain,
      },
    })
    .from(orders)
    .innerJoin(storefronts, eq(storefronts.id, orders.storefrontId))
    .where(and(eq(orders.paymentStatus, 'pending'), lte(orders.reservedUntil, now)))
    .orderBy(asc(orders.reservedUntil))
    .limit(limit);
}

/** When the next reservation still running at `now` expires, or null. */
export async function findNextReservationExpiry(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(orders.reservedUntil) })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), gt(orders.reservedUntil, now)));
  return row?.next ?? null;
}

/** How many orders each store has taken, of any status: the operator's list of stores. */
export async function countOrdersByStore(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ storefrontId: orders.storefrontId, orders: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.storefrontId);
  return new Map(rows.map((r) => [r.storefrontId, r.orders]));
}
