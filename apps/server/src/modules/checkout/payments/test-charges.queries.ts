import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { testPaymentCharges } from '../../../db/schema/index.ts';

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
