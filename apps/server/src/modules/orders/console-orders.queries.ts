import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ConsoleOrderListQuery } from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { orderLines, orderNotes, orders, parcels } from '../../db/schema/index.ts';

/** The listed order's id in correlated subqueries (a plain column would lose its table there). */
const ORDER_ID = sql.raw('"orders"."id"');

/** The filters of the console's list, all but the status (the tabs count every status). */
export function filtersOf(storefrontId: number, query: ConsoleOrderListQuery): SQL[] {
  const where = [eq(orders.storefrontId, storefrontId)];
  if (query.q) {
    const text = query.q.replace(/[%_\\]/g, '');
    where.push(
      sql`(${orders.uuid}::text ilike ${text + '%'} or ${orders.email} ilike ${'%' + text + '%'} or ${orders.shippingAddress}->>'name' ilike ${'%' + text + '%'})`,
    );
  }
  if (query.payment_status) where.push(eq(orders.paymentStatus, query.payment_status));
  if (query.parcel_state) {
    where.push(
      sql`exists (select 1 from ${parcels} where ${parcels.orderId} = ${ORDER_ID} and ${parcels.status} = ${query.parcel_state})`,
    );
  }
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const next = new Date(`${query.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    where.push(lt(orders.createdAt, next));
  }
  return where;
}

/** How many orders match the filters, per status, in one query. */
export async function countOrdersPerStatus(
  db: Database,
  storefrontId: number,
  query: ConsoleOrderListQuery,
) {
  return db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...filtersOf(storefrontId, query)))
    .groupBy(orders.status);
}

const SORT = { created_at: orders.createdAt, total: orders.total, status: orders.status };

/** One page of the store's orders matching the search, filters and status. */
export async function findStoreOrderPage(
  db: Database,
  storefrontId: number,
  query: ConsoleOrderListQuery,
) {
  const where = filtersOf(storefrontId, query);
  if (query.status) where.push(eq(orders.status, query.status));
  const direction = query.order === 'asc' ? asc : desc;
  return db
    .select({
      order: orders,
      items: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${ORDER_ID})::int`,
      parcels: sql<number>`(select count(*) from ${parcels} where ${parcels.orderId} = ${ORDER_ID})::int`,
      parcelsShipped: sql<number>`(select count(*) from ${parcels} where ${parcels.orderId} = ${ORDER_ID} and ${parcels.status} = 'shipped')::int`,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(direction(SORT[query.sort]), direction(orders.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
}

export async function findStoreOrder(db: Database, storefrontId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storefrontId, storefrontId), eq(orders.id, orderId)));
  return row;
}

export async function findNotes(db: Database, orderId: number) {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function insertNote(tx: Database | Transaction, note: typeof orderNotes.$inferInsert) {
  const [row] = await tx.insert(orderNotes).values(note).returning();
  return row!;
}
