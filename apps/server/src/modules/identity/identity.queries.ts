import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users, userTokens } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserTokenKind = 'verify_email' | 'reset_password' | 'invite';

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Database, storefrontId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.storefrontId, storefrontId), sameEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByExternalSubject(
  db: Database,
  storefrontId: number,
  subject: string,
) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.storefrontId, storefrontId), eq(users.externalSubject, subject)))
    .limit(1);
  return row;
}

/** Undefined when the e-mail is already registered in the store (unique per store, any case). */
export async function insertUser(db: Database, user: NewUser) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Ties an account to its subject at the store's identity provider, unless tied to another. */
export async function linkExternalSubject(db: Database, userId: number, subject: string) {
  const [row] = await db
    .update(users)
    .set({ externalSubject: subject })
    .where(and(eq(users.id, userId), isNull(users.externalSubject)))
    .returning();
  return row;
}

export async function markEmailVerified(db: Database, userId: number) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertUserToken(
  db: Database,
  token: {
    storefrontId: number;
    userId: number;
    kind: UserTokenKind;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(userTokens).values(token);
}

/** Links sent earlier stop working when a new one of the same kind is sent. */
export async function retireUserTokens(db: Database, userId: number, kind: UserTokenKind) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
    );
}

/**
 * Uses a one-time token: the guarded UPDATE lets exactly one caller win, however many race.
 * With `email`, the token must also belong to that address. Answers the user's id, or undefined.
 */
export async function consumeUserToken(
  db: Database,
  token: { storefrontId: number; kind: UserTokenKind; tokenHash: string; email?: string },
) {
  const owner = token.email
    ? inArray(
        userTokens.userId,
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.storefrontId, token.storefrontId), sameEmail(token.email))),
      )
    : undefined;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, token.tokenHash),
        eq(userTokens.storefrontId, token.storefrontId),
        eq(userTokens.kind, token.kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        owner,
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

export async function insertSession(
  db: Database,
  session: {
    storefrontId: number;
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    impersonatedBy: string | null;
  },
) {
  await db.insert(sessions).values(session);
}

/** The live session behind a bearer token in this store, with its user. */
export async function findLiveSession(db: Database, storefrontId: number, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, impersonatedBy: sessions.impersonatedBy, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.storefrontId, storefrontId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere, except in the session `keepSessionId` when given. */
export async function revokeUserSessions(db: Database, userId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
