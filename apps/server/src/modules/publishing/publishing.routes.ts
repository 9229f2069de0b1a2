import {
  ApiError,
  PublishBody,
  PublishedResponse,
  StorefrontParams,
  VersionParams,
  VersionResponse,
  VersionsQuery,
  VersionsResponse,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf, OWNER_ERRORS, requireStoreOwner } from '../../plugins/auth.ts';
import { publishDraft, restoreVersion, versionOf, versionsPage } from './publishing.service.ts';

export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/storefronts/:storefrontId/publish',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Publish the store’s draft (owner): look, menu and pages go live as a new version',
        description:
          'One transaction: the draft’s look settings are merged into the store’s settings, its ' +
          'menu and pages replace the live ones (pages whose url stays keep their id), the result ' +
          'is kept as the next version and the draft is dropped. `revision` is the draft revision ' +
          'the owner saw: 409 when the draft changed since, or when there is no draft.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: PublishBody,
        response: { 201: PublishedResponse, 409: ApiError, ...OWNER_ERRORS },
      },
    },
    async (request, reply) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      const actor = await auditActorOf(request);
      return reply.status(201).send({ data: await publishDraft(app, store, actor, request.body) });
    },
  );

  app.get(
    '/storefronts/:storefrontId/versions',
    {
      schema: {
        tags: ['publishing'],
        summary: 'The store’s published versions (owner), newest first',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: VersionsQuery,
        response: { 200: VersionsResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await versionsPage(app.db, store, request.query) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/versions/:number',
    {
      schema: {
        tags: ['publishing'],
        summary: 'One published version with the look, menu and pages it made live (owner)',
        security: [{ bearer: [] }],
        params: VersionParams,
        response: { 200: VersionResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await versionOf(app.db, store, request.params.number) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/versions/:number/restore',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Make a version live again (owner), as a new version; any draft is dropped',
        security: [{ bearer: [] }],
        params: VersionParams,
        response: { 201: PublishedResponse, ...OWNER_ERRORS },
      },
    },
    async (request, reply) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      const actor = await auditActorOf(request);
      const restored = await restoreVersion(app, store, actor, request.params.number);
      return reply.status(201).send({ data: restored });
    },
  );
};
