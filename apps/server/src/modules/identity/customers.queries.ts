import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';

/** The store's orders and their summed totals per shopper, joined once for the whole page. */
const boughtIn = (storefrontId: number) =>
  sql`(select ${orders.userId} as user_id, count(*)::int as orders, sum(${orders.total})::int as spend from ${orders} where ${orders.storefrontId} = ${storefrontId} group by ${orders.userId})`;
const ORDERS = sql<number>`coalesce(bought.orders, 0)`;
const SPEND = sql<number>`coalesce(bought.spend, 0)`;
const NAME = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
const SORT = {
  created_at: users.createdAt,
  name: NAME,
  email: sql`lower(${users.email})`,
  orders: ORDERS,
  spend: SPEND,
};

function filtersOf(storefrontId: number, q: string | undefined): SQL[] {
  const where = [eq(users.storefrontId, storefrontId), eq(users.role, 'customer')];
  if (q) {
    const text = `%${q.replace(/[%_\\]/g, '')}%`;
    where.push(sql`(${NAME} ilike ${text} or ${users.email} ilike ${text})`);
  }
  return where;
}

/** One page of the store's shoppers with their order count and spend, and how many match. */
export async function findCustomerPage(
  db: Database,
  storefrontId: number,
  query: CustomerListQuery,
) {
  const direction = query.order === 'asc' ? asc : desc;
  return db
    .select({
      user: users,
      orders: sql<number>`${ORDERS}::int`,
      spend: sql<number>`${SPEND}::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(users)
    .leftJoin(sql`${boughtIn(storefrontId)} as bought`, sql`bought.user_id = ${users.id}`)
    .where(and(...filtersOf(storefrontId, query.q)))
    .orderBy(direction(SORT[query.sort]), direction(users.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
}

export async function findCustomer(db: Database, storefrontId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.storefrontId, storefrontId), eq(users.id, userId), eq(users.role, 'customer')),
    );
  return row;
}

export function findCustomerOrders(db: Database, storefrontId: number, userId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.storefrontId, storefrontId), eq(orders.userId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function setBlocked(db: Database, userId: number, blocked: boolean) {
  const [row] = await db
    .update(users)
    .set({ blockedAt: blocked ? sql`now()` : null })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
