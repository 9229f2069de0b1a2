import {
  AcceptInviteBody,
  ApiError,
  ChangeTeamRoleBody,
  InviteTeamMemberBody,
  LoginResponse,
  StorefrontParams,
  TeamListResponse,
  TeamMemberParams,
  TeamMemberResponse,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../plugins/auth.ts';
import { toUser } from './identity.service.ts';
import { acceptInvite, changeTeamRole, inviteToStore, listTeam } from './team.service.ts';

/** The store's owners and staff (owner-only), and accepting an invitation into the team. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/team',
    {
      schema: {
        tags: ['team'],
        summary: "The store's owners and staff, with pending invitations (owner)",
        params: StorefrontParams,
        response: { 200: TeamListResponse },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => ({ data: await listTeam(app.db, await request.storefront()) }),
  );

  app.post(
    '/storefronts/:storefrontId/team',
    {
      schema: {
        tags: ['team'],
        summary: 'Invite someone by e-mail as owner or staff (owner)',
        description:
          'A new address gets an invitation (/accept-invite?token=…, valid 7 days, once) that ' +
          "sets a password and signs in; a shopper's account of the store is given the role and " +
          'told so. 422 when the address is already on the team.',
        params: StorefrontParams,
        body: InviteTeamMemberBody,
        response: { 201: TeamMemberResponse, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const member = await inviteToStore(app, store, request.origin(), request.body, actor);
      return reply.status(201).send({ data: member });
    },
  );

  app.put(
    '/storefronts/:storefrontId/team/:userId',
    {
      schema: {
        tags: ['team'],
        summary: "Change a member's role (owner)",
        description: '422 when it would leave the store without an owner who can sign in.',
        params: TeamMemberParams,
        body: ChangeTeamRoleBody,
        response: { 200: TeamMemberResponse, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const { userId } = request.params;
      const actor = await auditActorOf(request);
      return { data: (await changeTeamRole(app.db, store, userId, request.body.role, actor))! };
    },
  );

  app.delete(
    '/storefronts/:storefrontId/team/:userId',
    {
      schema: {
        tags: ['team'],
        summary: 'Take someone off the team (owner)',
        description:
          'An invitation nobody accepted is withdrawn; an account keeps shopping as a customer ' +
          'and is signed out. 422 for the last owner who can sign in.',
        params: TeamMemberParams,
        response: { 204: z.undefined(), 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      await changeTeamRole(app.db, store, request.params.userId, null, await auditActorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/accept-invite',
    {
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation into the team: choose a password and sign in',
        description:
          'Verifies the e-mail address. 422 when the link is invalid, expired or already used.',
        body: AcceptInviteBody,
        response: { 200: LoginResponse, 400: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      const { user, token } = await acceptInvite(app.db, await request.storefront(), request.body);
      return { data: { user: toUser(user), access_token: token } };
    },
  );
};
