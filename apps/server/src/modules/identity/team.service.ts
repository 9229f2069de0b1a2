import type { AcceptInviteBody, TeamMember, TeamRole } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { invalidData, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { inviteMail, teamAccessMail } from './identity.mails.ts';
import {
  consumeUserToken,
  findUserByEmail,
  insertUser,
  insertUserToken,
  markEmailVerified,
  retireUserTokens,
  revokeUserSessions,
  updatePasswordHash,
  type UserRow,
} from './identity.queries.ts';
import { LIFETIME, startSession, type IdentityDeps, type SignedIn } from './identity.service.ts';
import { hashSecret, newSecretToken } from './secret-token.ts';
import {
  deleteUnacceptedInvite,
  findTeamMember,
  listTeamMembers,
  lockActiveOwners,
  updateUserRole,
} from './team.queries.ts';

const INVALID_INVITE = 'This invitation link is invalid, expired or already used.';
const LAST_OWNER = 'A store needs an owner who can sign in: make someone else an owner first.';

export function toTeamMember(row: UserRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    role: row.role as TeamRole,
    invited: row.passwordHash === null && row.externalSubject === null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTeam(db: Database, store: StorefrontRow): Promise<TeamMember[]> {
  return (await listTeamMembers(db, store.id)).map(toTeamMember);
}

/**
 * Gives `email` a console role in the store: a new account gets an invitation whose link (on
 * `origin`) sets its password; a shopper's account is promoted and told so. Someone already on
 * the team is a 422.
 */
export async function inviteToStore(
  deps: IdentityDeps,
  store: StorefrontRow,
  origin: string,
  invite: { email: string; role: TeamRole },
  actor: AuditActor,
): Promise<TeamMember> {
  const existing = await findUserByEmail(deps.db, store.id, invite.email);
  if (existing && existing.role !== 'customer') {
    const message = 'This person is already on the team.';
    throw invalidData(message, { email: [message] });
  }
  const audit = (tx: Database, member: TeamMember) =>
    recordAudit(tx, {
      storefrontId: store.id,
      actor,
      action: 'team.invite',
      subject: member.email,
      before: existing ? { role: existing.role } : null,
      after: { role: member.role },
    });
  if (existing) {
    const promoted = await deps.db.transaction(async (tx) => {
      const row = await updateUserRole(tx, existing.id, invite.role);
      await audit(tx, toTeamMember(row));
      return row;
    });
    const mail = teamAccessMail(store, promoted, invite.role, `${origin}/login?returnUrl=/admin`);
    await deps.mailer.queue({ storefrontId: store.id, to: promoted.email, ...mail });
    return toTeamMember(promoted);
  }
  const { token, hash } = newSecretToken();
  const user = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      storefrontId: store.id,
      email: invite.email,
      username: invite.email,
      firstName: '',
      lastName: '',
      role: invite.role,
    });
    if (!row) throw invalidData('This person is already on the team.');
    await insertUserToken(tx, {
      storefrontId: store.id,
      userId: row.id,
      kind: 'invite',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + LIFETIME.invite),
    });
    await audit(tx, toTeamMember(row));
    return row;
  });
  const link = `${origin}/accept-invite?${new URLSearchParams({ token })}`;
  await deps.mailer.queue({
    storefrontId: store.id,
    to: user.email,
    ...inviteMail(store, invite.role, link),
  });
  return toTeamMember(user);
}

/** The invitation's link: sets the password, verifies the address and signs in. */
export async function acceptInvite(
  db: Database,
  store: StorefrontRow,
  body: AcceptInviteBody,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, {
      storefrontId: store.id,
      kind: 'invite',
      tokenHash: hashSecret(body.token),
    });
    if (userId === undefined) return undefined;
    await updatePasswordHash(tx, userId, passwordHash);
    return markEmailVerified(tx, userId);
  });
  if (!user) throw invalidData(INVALID_INVITE, { token: [INVALID_INVITE] });
  return startSession(db, user);
}

/**
 * Changes a member's role, or takes them off the team (an invitation nobody accepted is deleted;
 * an account keeps shopping as a customer and is signed out). The store's last owner who can
 * sign in can be neither demoted nor removed.
 */
export async function changeTeamRole(
  db: Database,
  store: StorefrontRow,
  userId: number,
  role: TeamRole | null,
  actor: AuditActor,
): Promise<TeamMember | null> {
  return db.transaction(async (tx) => {
    const activeOwners = await lockActiveOwners(tx, store.id);
    const member = await findTeamMember(tx, store.id, userId);
    if (!member) throw notFound('No such member of the team.');
    const losesOwner = member.role === 'owner' && role !== 'owner';
    if (losesOwner && activeOwners.every((id) => id === userId))
      throw invalidData(LAST_OWNER, { role: [LAST_OWNER] });
    const after = role ? toTeamMember(await updateUserRole(tx, userId, role)) : null;
    if (!role && !(await deleteUnacceptedInvite(tx, userId))) {
      await updateUserRole(tx, userId, 'customer');
      await revokeUserSessions(tx, userId);
      await retireUserTokens(tx, userId, 'invite');
    }
    await recordAudit(tx, {
      storefrontId: store.id,
      actor,
      action: role ? 'team.role' : 'team.remove',
      subject: member.email,
      before: { role: member.role },
      after: role ? { role } : null,
    });
    return after;
  });
}
