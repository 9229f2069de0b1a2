import { z } from 'zod';
import { StoreRole } from './identity.ts';
import { IdParam, requestText } from './request.ts';

/** The roles of the company's people in a store's console (shoppers are 'customer'). */
export const TeamRole = StoreRole.exclude(['customer']);
export type TeamRole = z.infer<typeof TeamRole>;

/** An owner or staff member; `invited` until they accept the invitation and set a password. */
export const TeamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: TeamRole,
  invited: z.boolean(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamListResponse = z.object({ data: z.array(TeamMember) });
export const TeamMemberResponse = z.object({ data: TeamMember });

const email = requestText().trim().min(1, 'Email is required').email('Enter a valid email address');

/** Invite someone into the store's console by e-mail. */
export const InviteTeamMemberBody = z.object({ email: email.max(254), role: TeamRole });
export type InviteTeamMemberBody = z.infer<typeof InviteTeamMemberBody>;

export const ChangeTeamRoleBody = z.object({ role: TeamRole });
export type ChangeTeamRoleBody = z.infer<typeof ChangeTeamRoleBody>;

export const TeamMemberParams = z.object({ storefrontId: IdParam, userId: IdParam });
