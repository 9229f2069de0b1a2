import type { ConsoleGiftCardListQuery, GiftCardState } from '@storefront/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { giftCards, giftCardTransactions, orders, users } from '../../db/schema/index.ts';

type Executor = Database | Transaction;

/** A card's state now, as SQL: disabled, expired, used up, or active. */
const STATE = sql<GiftCardState>`case
  when ${giftCards.status} <> 'active' then 'disabled'
  when ${giftCards.expiresAt} is not null and ${giftCards.expiresAt} <= now() then 'expired'
  when ${giftCards.balance} = 0 then 'used'
  else 'active' end`;

/** Whether an order bought the card (its issue entry names the order). */
const FROM_ORDER = sql<boolean>`exists (select 1 from ${giftCardTransactions} where ${giftCardTransactions.giftCardId} = ${giftCards.id} and ${giftCardTransactions.kind} = 'issue' and ${giftCardTransactions.orderId} is not null)`;

const CARD_COLUMNS = {
  card: giftCards,
  state: STATE,
  fromOrder: FROM_ORDER,
};

function filtersOf(storefrontId: number, query: ConsoleGiftCardListQuery): SQL[] {
  const where = [eq(giftCards.storefrontId, storefrontId)];
  if (query.q) {
    const text = `%${query.q.replace(/[%_\\]/g, '')}%`;
    const last4 = query.q.toUpperCase().replace(/[^A-Z0-9]/g, '');
    where.push(
      sql`(${giftCards.recipientEmail} ilike ${text} or ${giftCards.codeLast4} = ${last4})`,
    );
  }
  if (query.state) where.push(sql`${STATE} = ${query.state}`);
  return where;
}

/** One page of the store's cards, newest first, and how many match. */
export async function findGiftCardPage(
  db: Database,
  storefrontId: number,
  query: ConsoleGiftCardListQuery,
) {
  const where = and(...filtersOf(storefrontId, query));
  const rows = await db
    .select(CARD_COLUMNS)
    .from(giftCards)
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** A card of the store with its state and who owns it (the account it belongs to). */
export async function findStoreGiftCard(db: Executor, storefrontId: number, giftCardId: number) {
  const [row] = await db
    .select({ ...CARD_COLUMNS, ownerEmail: users.email })
    .from(giftCards)
    .leftJoin(users, eq(users.id, giftCards.ownerUserId))
    .where(and(eq(giftCards.storefrontId, storefrontId), eq(giftCards.id, giftCardId)));
  return row;
}

/** The card's ledger, oldest first, with the number of the order of each entry. */
export function findLedger(db: Executor, giftCardId: number) {
  return db
    .select({
      entry: giftCardTransactions,
      orderUuid: orders.uuid,
    })
    .from(giftCardTransactions)
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .where(eq(giftCardTransactions.giftCardId, giftCardId))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
}

/** Sets a card's status; undefined when it is not the store's. */
export async function setGiftCardStatus(
  tx: Transaction,
  storefrontId: number,
  giftCardId: number,
  status: 'active' | 'disabled',
) {
  const [row] = await tx
    .update(giftCards)
    .set({ status })
    .where(and(eq(giftCards.storefrontId, storefrontId), eq(giftCards.id, giftCardId)))
    .returning();
  return row;
}

/** Locks the card's row for a change of its status (the caller's transaction). */
export async function lockGiftCard(tx: Transaction, storefrontId: number, giftCardId: number) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storefrontId, storefrontId), eq(giftCards.id, giftCardId)))
    .for('update');
  return row;
}
