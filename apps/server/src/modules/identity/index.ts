/** Identity's public face: the only file other modules import. */
export type { UserRow } from './identity.queries.ts';
/** A store's account by e-mail (draft orders link the customer's account). */
export { findUserByEmail } from './identity.queries.ts';
export {
  findSignedIn,
  SESSION_LIFETIME_MS,
  signInExternal,
  startSession,
  toUser,
  type IdentityDeps,
  type SignedIn,
} from './identity.service.ts';
export { hashSecret, newSecretToken } from './secret-token.ts';
export { countOwnersByStore, findFirstActiveOwner, listActiveOwners } from './team.queries.ts';
export { inviteToStore } from './team.service.ts';
