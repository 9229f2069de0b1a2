import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const TEAM_ROLES = ['owner', 'staff'] as const;

/** The store's owners and staff, oldest first. */
export function listTeamMembers(db: Database, storefrontId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.storefrontId, storefrontId), inArray(users.role, [...TEAM_ROLES])))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * Locks the store's owners for the rest of the transaction and answers the ids of those who can
 * sign in (an invitation not yet accepted cannot), so two changes never both remove "the other"
 * owner.
 */
export async function lockActiveOwners(db: Database, storefrontId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, external: users.externalSubject })
    .from(users)
    .where(and(eq(users.storefrontId, storefrontId), eq(users.role, 'owner')))
    .for('update');
  return rows.filter((r) => r.passwordHash !== null || r.external !== null).map((r) => r.id);
}

export async function findTeamMember(db: Database, storefrontId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.storefrontId, storefrontId),
        inArray(users.role, [...TEAM_ROLES]),
      ),
    );
  return row;
}

export async function updateUserRole(
  db: Database,
  userId: number,
  role: 'customer' | 'owner' | 'staff',
) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row!;
}

/** Deletes an invitation nobody accepted: an account without password or provider. */
export async function deleteUnacceptedInvite(db: Database, userId: number) {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, userId), isNull(users.passwordHash), isNull(users.externalSubject)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

/** How many owners each store has (including invitations), for the operator's list. */
export async function countOwnersByStore(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ storefrontId: users.storefrontId, owners: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'owner'))
    .groupBy(users.storefrontId);
  return new Map(rows.map((r) => [r.storefrontId, r.owners]));
}

/** The store's owners who can sign in (an invitation nobody accepted cannot), oldest first. */
export function listActiveOwners(db: Database, storefrontId: number) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.storefrontId, storefrontId),
        eq(users.role, 'owner'),
        sql`(${users.passwordHash} is not null or ${users.externalSubject} is not null)`,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** The store's first owner who can sign in: whom an operator's "Open console" acts as. */
export async function findFirstActiveOwner(db: Database, storefrontId: number) {
  const [row] = await listActiveOwners(db, storefrontId).limit(1);
  return row;
}
