import {
  ApiError,
  CreateStoreBody,
  ImpersonateBody,
  ImpersonationResponse,
  InviteOwnerBody,
  LoginResponse,
  MessageResponse,
  OperatorLoginBody,
  OperatorLoginResponse,
  OperatorMeResponse,
  PlatformStoreListResponse,
  PlatformStoreParams,
  PlatformStoreResponse,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { hostnameOf } from '../../lib/hostname.ts';
import { bearerToken } from '../../plugins/request-context.ts';
import { toUser } from '../identity/index.ts';
import { revokeOperatorSession } from './platform.queries.ts';
import {
  acceptHandoff,
  createPlatformStore,
  findOperatorSession,
  inviteStoreOwner,
  listPlatformStores,
  signInOperator,
  startHandoff,
  toOperator,
} from './platform.service.ts';

const MINUTE = 60_000;
const SIGNED_IN = { security: [{ bearer: [] }] };
const ERRORS = { 400: ApiError, 401: ApiError, 404: ApiError };

/**
 * The platform operator's API: only on the platform host (elsewhere it does not exist: 404),
 * and, but for signing in, only with an operator's bearer token.
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const onPlatformHost = async (request: FastifyRequest) => {
    if (hostnameOf(request.headers.host) !== app.config.platformHost) throw notFound('Not found.');
  };
  const requireOperator = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await findOperatorSession(app.db, token) : undefined;
    if (!session) throw new AppError('unauthorized', 'Unauthenticated.');
    return session;
  };
  const requestOrigin = (request: FastifyRequest) => ({
    protocol: request.protocol,
    host: request.headers.host,
  });

  const operatorRoutes: FastifyPluginAsyncZod = async (platform) => {
    // Before validation too: another host learns nothing of these routes.
    platform.addHook('onRequest', onPlatformHost);

    platform.post(
      '/platform/auth/login',
      {
        schema: {
          tags: ['platform'],
          summary: 'Sign in as a platform operator (platform host only)',
          description: '401 with the same message for an unknown e-mail and a wrong password.',
          body: OperatorLoginBody,
          response: { 200: OperatorLoginResponse, ...ERRORS, 429: ApiError },
        },
        preHandler: app.limitAttempts({
          name: 'operator-login',
          perIp: { max: 10, windowMs: MINUTE },
        }),
      },
      async (request) => {
        const { email, password } = request.body;
        const { operator, token } = await signInOperator(app.db, email, password);
        return { data: { operator: toOperator(operator), access_token: token } };
      },
    );

    platform.post(
      '/platform/auth/logout',
      {
        schema: {
          tags: ['platform'],
          summary: "End the operator's session",
          ...SIGNED_IN,
          response: { 200: MessageResponse, ...ERRORS },
        },
      },
      async (request) => {
        await revokeOperatorSession(app.db, (await requireOperator(request)).sessionId);
        return { message: 'You have been logged out.' };
      },
    );

    platform.get(
      '/platform/auth/me',
      {
        schema: {
          tags: ['platform'],
          summary: 'The signed-in operator',
          ...SIGNED_IN,
          response: { 200: OperatorMeResponse, ...ERRORS },
        },
      },
      async (request) => ({
        data: { operator: toOperator((await requireOperator(request)).operator) },
      }),
    );

    platform.get(
      '/platform/stores',
      {
        schema: {
          tags: ['platform'],
          summary: 'Every store with its status, order count and owners',
          ...SIGNED_IN,
          response: { 200: PlatformStoreListResponse, ...ERRORS },
        },
      },
      async (request) => {
        await requireOperator(request);
        const { storeBaseDomain } = app.config;
        return {
          data: await listPlatformStores(app.db, storeBaseDomain),
          store_base_domain: storeBaseDomain,
        };
      },
    );

    platform.post(
      '/platform/stores',
      {
        schema: {
          tags: ['platform'],
          summary: 'Create a store (draft, default look, a home page)',
          description: '422 with field errors when the slug or the custom domain is taken.',
          ...SIGNED_IN,
          body: CreateStoreBody,
          response: { 201: PlatformStoreResponse, ...ERRORS, 422: ApiError },
        },
      },
      async (request, reply) => {
        const { operator } = await requireOperator(request);
        const store = await createPlatformStore(app.db, app.config, request.body, operator);
        return reply.status(201).send({ data: store });
      },
    );

    platform.post(
      '/platform/stores/:storeId/owners',
      {
        schema: {
          tags: ['platform'],
          summary: "Invite a store's owner by e-mail",
          description:
            "Mails an invitation whose link, on the store's own host, sets a password and opens " +
            'the console. 422 when the address is already on the team.',
          ...SIGNED_IN,
          params: PlatformStoreParams,
          body: InviteOwnerBody,
          response: { 201: PlatformStoreResponse, ...ERRORS, 422: ApiError },
        },
      },
      async (request, reply) => {
        const { operator } = await requireOperator(request);
        const { storeId } = request.params;
        const store = await inviteStoreOwner(
          app,
          storeId,
          request.body.email,
          operator,
          requestOrigin(request),
        );
        return reply.status(201).send({ data: store });
      },
    );

    platform.post(
      '/platform/stores/:storeId/console-link',
      {
        schema: {
          tags: ['platform'],
          summary: "A one-time link that opens the store's console as its owner",
          description:
            'Valid one minute, once; the store host records the visit in its audit log. 422 ' +
            'while the store has no owner who can sign in.',
          ...SIGNED_IN,
          params: PlatformStoreParams,
          response: { 201: ImpersonationResponse, ...ERRORS, 422: ApiError },
        },
      },
      async (request, reply) => {
        const { operator } = await requireOperator(request);
        const { storeId } = request.params;
        const url = await startHandoff(app, storeId, operator, requestOrigin(request));
        return reply.status(201).send({ data: { url } });
      },
    );
  };
  await app.register(operatorRoutes);

  app.post(
    '/auth/impersonate',
    {
      schema: {
        tags: ['auth'],
        summary: "Open the store's console with an operator's one-time link (store host)",
        description:
          "Signs in as the store's owner, marked as the operator's session; 422 when the link " +
          'is invalid, expired or used.',
        body: ImpersonateBody,
        response: { 200: LoginResponse, 400: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const { user, token } = await acceptHandoff(app.db, store, request.body.token);
      return { data: { user: toUser(user), access_token: token } };
    },
  );
};
