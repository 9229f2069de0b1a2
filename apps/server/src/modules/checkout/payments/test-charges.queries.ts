import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { testPaymentCharges, testPaymentRefunds } from '../../../db/schema/index.ts';

export type TestChargeRow = typeof testPaymentCharges.$inferSelect;

/** Records a charge unless the order was charged already; answers the charge on record. */
export async function recordCharge(
  db: Database,
  charge: typeof testPaymentCharges.$inferInsert,
): Promise<TestChargeRow> {
  await db.insert(testPaymentCharges).values(charge).onConflictDoNothing();
  return (await findCharge(db, charge.orderUuid))!;
}

export async function findCharge(db: Database, orderUuid: string) {
  const [row] = await db
    .select()
    .from(testPaymentCharges)
    .where(eq(testPaymentCharges.orderUuid, orderUuid));
  return row;
}

/**
 * Records a refund unless its key was used (then answers that refund), in one statement that
 * checks the charge's refunds stay within `charged`; undefined when they would not.
 */
export async function recordRefund(
  db: Database,
  charged: number,
  refund: typeof testPaymentRefunds.$inferInsert,
) {
  const refunded = sql`(select coalesce(sum(amount), 0) from ${testPaymentRefunds} where order_uuid = ${refund.orderUuid})`;
  await db.execute(sql`
    insert into ${testPaymentRefunds} (order_uuid, idempotency_key, amount, reference)
    select ${refund.orderUuid}, ${refund.idempotencyKey}, ${refund.amount}, ${refund.reference}
    where ${refunded} + ${refund.amount} <= ${charged}
    on conflict (idempotency_key) do nothing`);
  const [row] = await db
    .select()
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.idempotencyKey, refund.idempotencyKey));
  return row;
}

export async function sumRefundsOfCharge(db: Database, orderUuid: string) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${testPaymentRefunds.amount}), 0)::int` })
    .from(testPaymentRefunds)
    .where(eq(testPaymentRefunds.orderUuid, orderUuid));
  return row!.sum;
}
