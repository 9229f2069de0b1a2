import {
  BLOCKED_ACCOUNT_MESSAGE,
  emailMatchesDomain,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, invalidData, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../mail/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { passwordResetMail, registrationAttemptMail, verificationMail } from './identity.mails.ts';
import {
  consumeUserToken,
  findLiveSession,
  findUserByEmail,
  findUserByExternalSubject,
  insertSession,
  insertUser,
  insertUserToken,
  linkExternalSubject,
  markEmailVerified,
  retireUserTokens,
  revokeUserSessions,
  updatePasswordHash,
  type UserRow,
  type UserTokenKind,
} from './identity.queries.ts';
import { hashSecret, newSecretToken } from './secret-token.ts';

export type IdentityDeps = { db: Database; mailer: Mailer };
/** A user with the bearer token of the session just started for them. */
export type SignedIn = { user: UserRow; token: string };

const HOUR = 3_600_000;
export const SESSION_LIFETIME_MS = 30 * 24 * HOUR;
export const LIFETIME: Record<UserTokenKind | 'session', number> = {
  invite: 7 * 24 * HOUR,
  verify_email: 24 * HOUR,
  reset_password: HOUR,
  session: SESSION_LIFETIME_MS,
};

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const INVALID_VERIFICATION = 'Invalid token. Please try again.';
const INVALID_RESET = 'This password reset link is invalid or has expired.';

/** Checked against when no account matches, so a wrong e-mail costs as long as a wrong password. */
const decoyHash = hashPassword('no account has this password');

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    email_verified: row.emailVerifiedAt !== null,
    external: row.externalSubject !== null,
    role: row.role,
  };
}

/** §5: on a private store, accounts use the store's e-mail domain. */
function checkEmailDomain(store: StorefrontRow, email: string) {
  if (!store.privateStore || emailMatchesDomain(email, store.allowedEmailDomain)) return;
  const message = `Please use your @${store.allowedEmailDomain} e-mail address.`;
  throw invalidData(message, { email: [message] });
}

/**
 * A new session of `user`; `impersonatedBy` names the platform operator acting as them. Every
 * way of signing in ends here, so a shopper the store blocked is refused here.
 */
export async function startSession(
  db: Database,
  user: UserRow,
  impersonatedBy: string | null = null,
): Promise<SignedIn> {
  if (user.blockedAt) throw new AppError('forbidden', BLOCKED_ACCOUNT_MESSAGE);
  const { token, hash } = newSecretToken();
  await insertSession(db, {
    storefrontId: user.storefrontId,
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LIFETIME.session),
    impersonatedBy,
  });
  return { user, token };
}

/** The live session a bearer token opens in this store, or undefined. */
export function findSignedIn(db: Database, storefrontId: number, bearerToken: string) {
  return findLiveSession(db, storefrontId, hashSecret(bearerToken));
}

export { revokeSession } from './identity.queries.ts';

async function mailLink(
  deps: IdentityDeps,
  store: StorefrontRow,
  user: UserRow,
  kind: UserTokenKind,
  linkOf: (token: string) => string,
) {
  const { token, hash } = newSecretToken();
  await insertUserToken(deps.db, {
    storefrontId: store.id,
    userId: user.id,
    kind,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LIFETIME[kind]),
  });
  const compose = kind === 'verify_email' ? verificationMail : passwordResetMail;
  await deps.mailer.queue({
    storefrontId: store.id,
    to: user.email,
    ...compose(store, user, linkOf(token)),
  });
}

/**
 * Makes a new account and mails its verification link; when the store already has an account
 * with the address, mails its owner a note instead. Either way the caller answers the same and
 * signs nobody in (the mailed link does), so registering never tells who has an account.
 */
export async function registerShopper(
  deps: IdentityDeps,
  store: StorefrontRow,
  origin: string,
  body: RegisterBody,
): Promise<void> {
  checkEmailDomain(store, body.email);
  if (!body.terms_and_conditions) {
    const message = 'Please accept the terms and conditions.';
    throw invalidData(message, { terms_and_conditions: [message] });
  }
  const user = await insertUser(deps.db, {
    storefrontId: store.id,
    email: body.email,
    username: body.username,
    firstName: body.first_name,
    lastName: body.last_name,
    passwordHash: await hashPassword(body.password),
  });
  if (user) return sendVerificationMail(deps, store, origin, user);
  const owner = await findUserByEmail(deps.db, store.id, body.email);
  if (!owner) return;
  await deps.mailer.queue({
    storefrontId: store.id,
    to: owner.email,
    ...registrationAttemptMail(store, owner, {
      signIn: `${origin}/login`,
      reset: `${origin}/reset-password`,
    }),
  });
}

export async function signIn(
  db: Database,
  store: StorefrontRow,
  email: string,
  password: string,
): Promise<SignedIn> {
  checkEmailDomain(store, email);
  const user = await findUserByEmail(db, store.id, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user?.passwordHash || !matches) throw new AppError('unauthorized', INVALID_CREDENTIALS);
  return startSession(db, user);
}

export function sendVerificationMail(
  deps: IdentityDeps,
  store: StorefrontRow,
  origin: string,
  user: UserRow,
) {
  if (user.emailVerifiedAt) throw invalidData('Your e-mail address is already verified.');
  return mailLink(
    deps,
    store,
    user,
    'verify_email',
    (token) => `${origin}/email-verification?token=${token}`,
  );
}

export async function verifyEmail(
  db: Database,
  store: StorefrontRow,
  token: string,
): Promise<SignedIn> {
  const userId = await consumeUserToken(db, {
    storefrontId: store.id,
    kind: 'verify_email',
    tokenHash: hashSecret(token),
  });
  if (userId === undefined) throw notFound(INVALID_VERIFICATION);
  return startSession(db, await markEmailVerified(db, userId));
}

/**
 * Mails a reset link when a password account has this e-mail, and otherwise does nothing: the
 * caller answers the same either way. Single sign-on accounts have no password to reset.
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  store: StorefrontRow,
  origin: string,
  email: string,
) {
  const user = await findUserByEmail(deps.db, store.id, email);
  if (!user?.passwordHash) return;
  await retireUserTokens(deps.db, user.id, 'reset_password');
  await mailLink(deps, store, user, 'reset_password', (token) => {
    const query = new URLSearchParams({ token, email: user.email });
    return `${origin}/update-password?${query}`;
  });
}

/** Sets the new password, and signs the account out everywhere; the link proved the mailbox. */
export async function resetPassword(db: Database, store: StorefrontRow, body: ResetPasswordBody) {
  const passwordHash = await hashPassword(body.password);
  const done = await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, {
      storefrontId: store.id,
      kind: 'reset_password',
      tokenHash: hashSecret(body.token),
      email: body.email,
    });
    if (userId === undefined) return false;
    await updatePasswordHash(tx, userId, passwordHash);
    await markEmailVerified(tx, userId);
    await revokeUserSessions(tx, userId);
    return true;
  });
  if (!done) throw invalidData(INVALID_RESET, { token: [INVALID_RESET] });
}

/** A person as the store's identity provider vouches for them. */
export type ExternalPerson = {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
};

/**
 * Signs in the account of an identity provider subject: found by subject, else the store's
 * account with that e-mail is tied to it, else a new one is made. The provider vouched for the
 * address, so the account is verified.
 */
export async function signInExternal(
  db: Database,
  store: StorefrontRow,
  person: ExternalPerson,
): Promise<SignedIn> {
  const user =
    (await findUserByExternalSubject(db, store.id, person.subject)) ??
    (await linkByEmail(db, store, person)) ??
    (await insertUser(db, {
      storefrontId: store.id,
      email: person.email,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      externalSubject: person.subject,
    }));
  if (!user) throw new AppError('conflict', 'This e-mail address belongs to another account.');
  return startSession(db, await markEmailVerified(db, user.id));
}

async function linkByEmail(db: Database, store: StorefrontRow, person: ExternalPerson) {
  const existing = await findUserByEmail(db, store.id, person.email);
  if (!existing) return undefined;
  const linked = await linkExternalSubject(db, existing.id, person.subject);
  if (!linked) throw new AppError('conflict', 'This e-mail address belongs to another account.');
  return linked;
}
