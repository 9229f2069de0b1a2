import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { giftCards, giftCardTransactions } from '../../db/schema/index.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
type Executor = Database | Transaction;

/** A store's gift card by the digest of its code. */
export async function findGiftCardByDigest(db: Database, storefrontId: number, digest: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storefrontId, storefrontId), eq(giftCards.codeDigest, digest)));
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

/** A gift card that may open a private store: active, unexpired, and meant to open it. */
const opensStore = and(
  eq(giftCards.status, 'active'),
  eq(giftCards.grantsPrivateAccess, true),
  or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`now()`)),
);

/** An entry gift card of the store by the digest of its code. */
export async function findEntryGiftCard(db: Database, storefrontId: number, digest: string) {
  const [row] = await db
    .select({ id: giftCards.id, balance: giftCards.balance })
    .from(giftCards)
    .where(
      and(eq(giftCards.storefrontId, storefrontId), eq(giftCards.codeDigest, digest), opensStore),
    )
    .limit(1);
  return row;
}

/** The balance of a gift card that still opens its store, else undefined. */
export async function findEntryGiftCardBalance(db: Database, giftCardId: number) {
  const [row] = await db
    .select({ balance: giftCards.balance })
    .from(giftCards)
    .where(and(eq(giftCards.id, giftCardId), opensStore));
  return row?.balance;
}
