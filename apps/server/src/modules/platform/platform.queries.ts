import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorHandoffs, operators, operatorSessions } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;

/** Undefined when an operator already has the address (any case). */
export async function insertOperator(db: Database, email: string, passwordHash: string) {
  const [row] = await db
    .insert(operators)
    .values({ email, passwordHash })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findOperatorByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertOperatorSession(
  db: Database,
  session: { operatorId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(operatorSessions).values(session);
}

/** The live session behind a bearer token, with its operator. */
export async function findLiveOperatorSession(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: operatorSessions.id, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeOperatorSession(db: Database, sessionId: number) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(operatorSessions.id, sessionId));
}

export async function insertHandoff(
  db: Database,
  handoff: { operatorId: number; storefrontId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(operatorHandoffs).values(handoff);
}

/** Uses a handoff once (the guarded UPDATE lets one caller win); answers its operator. */
export async function consumeHandoff(db: Database, storefrontId: number, tokenHash: string) {
  const [row] = await db
    .update(operatorHandoffs)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorHandoffs.tokenHash, tokenHash),
        eq(operatorHandoffs.storefrontId, storefrontId),
        isNull(operatorHandoffs.usedAt),
        gt(operatorHandoffs.expiresAt, sql`now()`),
      ),
    )
    .returning({ operatorId: operatorHandoffs.operatorId });
  if (!row) return undefined;
  const [operator] = await db.select().from(operators).where(eq(operators.id, row.operatorId));
  return operator;
}
