import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderExportQuery } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, parcels, refunds } from '../../db/schema/index.ts';
import { filtersOf } from './console-orders.queries.ts';

const SORT = { created_at: orders.createdAt, total: orders.total, status: orders.status };

/** A batch of the store's orders matching the console list's search and filters, in its order. */
export async function findExportBatch(
  db: Database,
  storefrontId: number,
  query: OrderExportQuery,
  offset: number,
  limit: number,
) {
  const where = filtersOf(storefrontId, { ...query, page: 1, rows: limit });
  if (query.status) where.push(eq(orders.status, query.status));
  const direction = query.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(direction(SORT[query.sort]), direction(orders.id))
    .limit(limit)
    .offset(offset);
}

/** The store's order by id (null when it is another store's). */
export async function findOrderOfStore(db: Database, storefrontId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storefrontId, storefrontId), eq(orders.id, orderId)));
  return row ?? null;
}

/** The lines, parcels and refunded sums of these orders, in three queries. */
export async function findOrderParts(db: Database, orderIds: number[]) {
  if (!orderIds.length) return { lines: [], parcels: [], refunded: [] };
  const [lineRows, parcelRows, refundedRows] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id)),
    db.select().from(parcels).where(inArray(parcels.orderId, orderIds)).orderBy(asc(parcels.id)),
    db
      .select({ orderId: refunds.orderId, sum: sql<number>`sum(${refunds.amount})::int` })
      .from(refunds)
      .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'succeeded')))
      .groupBy(refunds.orderId),
  ]);
  return { lines: lineRows, parcels: parcelRows, refunded: refundedRows };
}
