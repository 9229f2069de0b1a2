import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContactInboxQuery, ContactStatus } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { contactReplies, contactSubmissions, orders } from '../../db/schema/index.ts';

const s = contactSubmissions;

/**
 * The store's order a submission names: its full order id (uuid), or the eight-character order
 * number the console and the shopper's pages show (`#1a2b3c4d`) when exactly one order starts
 * with it. Never an order of another store.
 */
const TYPED = sql`lower(trim(leading '#' from trim(coalesce(${s.orderUuid}, ''))))`;
const linkedOrder = sql`lateral (
  select min(${orders.id}) as id, min(${orders.uuid}::text) as uuid
  from ${orders}
  where ${orders.storefrontId} = ${s.storefrontId}
    and (${orders.uuid}::text = ${TYPED}
      or (${TYPED} ~ '^[0-9a-f]{8}$' and ${orders.uuid}::text like ${TYPED} || '%'))
  having count(*) = 1
) as linked`;
const LINKED_ID = sql<number | null>`linked.id`;
const LINKED_UUID = sql<string | null>`linked.uuid`;
const REPLIES = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.submissionId} = ${s.id})`;

function filtersOf(storefrontId: number, query: Partial<ContactInboxQuery>): SQL[] {
  const where = [eq(s.storefrontId, storefrontId)];
  if (query.status) where.push(eq(s.status, query.status));
  if (query.order_id) where.push(sql`${LINKED_ID} = ${query.order_id}`);
  if (query.q) {
    const text = `%${query.q.replace(/[%_\\]/g, '')}%`;
    where.push(
      sql`(${s.firstName} || ' ' || ${s.lastName} ilike ${text} or ${s.email} ilike ${text}
        or ${s.message} ilike ${text} or coalesce(${s.orderUuid}, '') ilike ${text})`,
    );
  }
  return where;
}

const columns = {
  submission: s,
  orderId: LINKED_ID,
  orderUuid: LINKED_UUID,
  replies: REPLIES,
  total: sql<number>`(count(*) over ())::int`,
};

/** One page of the store's submissions, newest first, with their linked order and reply count. */
export function findInboxPage(db: Database, storefrontId: number, query: ContactInboxQuery) {
  return db
    .select(columns)
    .from(s)
    .leftJoin(linkedOrder, sql`true`)
    .where(and(...filtersOf(storefrontId, query)))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
}

export async function countOpen(db: Database, storefrontId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(and(eq(s.storefrontId, storefrontId), eq(s.status, 'open')));
  return row?.n ?? 0;
}

export async function findSubmission(db: Database, storefrontId: number, submissionId: number) {
  const [row] = await db
    .select(columns)
    .from(s)
    .leftJoin(linkedOrder, sql`true`)
    .where(and(eq(s.storefrontId, storefrontId), eq(s.id, submissionId)));
  return row;
}

export function findReplies(db: Database, submissionId: number) {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.submissionId, submissionId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function setSubmissionStatus(
  db: Database,
  submissionId: number,
  status: ContactStatus,
  handledBy: string | null,
) {
  await db
    .update(s)
    .set({
      status,
      handledAt: status === 'handled' ? sql`now()` : null,
      handledBy: status === 'handled' ? handledBy : null,
    })
    .where(eq(s.id, submissionId));
}

export type NewContactReply = typeof contactReplies.$inferInsert;

export async function insertReply(db: Database, row: NewContactReply) {
  const [inserted] = await db.insert(contactReplies).values(row).returning();
  return inserted!;
}
