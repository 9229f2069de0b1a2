import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { giftCards, giftCardTransactions } from '../../db/schema/index.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
type Executor = Database | Transaction;

/** A store's gift card by code, in any case. */
export async function findGiftCardByCode(db: Database, storefrontId: number, code: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(
      and(eq(giftCards.storefrontId, storefrontId), sql`upper(${giftCards.code}) = upper(${code})`),
    );
  return row;
}

export async function findGiftCardsOfUser(db: Database, storefrontId: number, userId: number) {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storefrontId, storefrontId), eq(giftCards.ownerUserId, userId)))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
}

/** Takes `amount` only if the balance still holds it (guarded); false when it does not. */
export async function takeBalance(tx: Executor, giftCardId: number, amount: number) {
  const rows = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balance, amount)))
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

export async function addBalance(tx: Executor, giftCardId: number, amount: number) {
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${amount}` })
    .where(eq(giftCards.id, giftCardId));
}

export async function insertLedgerEntry(
  tx: Executor,
  entry: typeof giftCardTransactions.$inferInsert,
) {
  await tx.insert(giftCardTransactions).values(entry);
}

/** What an order took from gift cards, net of refunds, per card. */
export async function findOrderRedemptions(tx: Executor, orderId: number) {
  return tx
    .select({
      giftCardId: giftCardTransactions.giftCardId,
      taken: sql<number>`(-sum(${giftCardTransactions.amount}))::int`,
    })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.orderId, orderId))
    .groupBy(giftCardTransactions.giftCardId);
}

export async function insertGiftCard(tx: Executor, card: typeof giftCards.$inferInsert) {
  const [row] = await tx.insert(giftCards).values(card).returning();
  return row!;
}
