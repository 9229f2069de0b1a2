import {
  ApiError,
  DraftResponse,
  PreviewSaveBody,
  PreviewSavedResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf, OWNER_ERRORS, requireStoreOwner } from '../../plugins/auth.ts';
import { getStorefrontDraft } from '../storefronts/index.ts';
import { discardPreview, savePreview, streamPreviewEvents } from './preview.service.ts';

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/draft',
    {
      schema: {
        tags: ['preview'],
        summary: 'The store’s draft look, menu and pages (owner), as the console edits them',
        description:
          'The saved preview_data, or the published look, menu and pages when nothing is ' +
          'drafted (`drafted: false`). Save it back with `PUT …/preview`.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 200: DraftResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await getStorefrontDraft(app.db, store) };
    },
  );

  app.put(
    '/storefronts/:storefrontId/preview',
    {
      schema: {
        tags: ['preview'],
        summary: 'Save the store’s preview (owner) and tell its open previews to reload',
        description:
          'Stored as preview_data; footer and section HTML are sanitised. Every browser on the ' +
          'store with `?preview` gets a StorefrontPreviewUpdate event, whichever instance it is on. ' +
          'With `revision` (from `GET …/draft` or the last save), a draft that changed since is ' +
          'not overwritten: 409.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: PreviewSaveBody,
        response: { 200: PreviewSavedResponse, 409: ApiError, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await savePreview(app, store, request.body) };
    },
  );

  app.delete(
    '/storefronts/:storefrontId/preview',
    {
      schema: {
        tags: ['preview'],
        summary: 'Discard the store’s preview (owner); open previews show the live store again',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 204: z.undefined(), ...OWNER_ERRORS },
      },
    },
    async (request, reply) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      await discardPreview(app, store, await auditActorOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/storefronts/:storefrontId/preview-events',
    {
      schema: {
        tags: ['preview'],
        summary: 'Server-sent events of the store’s preview channel (§7 real-time channel)',
        description:
          'A `text/event-stream`: `event: StorefrontPreviewUpdate` with `{ storefront_id }` on ' +
          'each save, heartbeat comments, `retry:` for reconnecting. On a private store the ' +
          'access grant or session cookie admits the browser.',
        params: StorefrontParams,
        response: {
          200: z.string().describe('text/event-stream'),
          400: ApiError,
          401: ApiError,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const store = await request.storefront();
      streamPreviewEvents(app.storeEvents, reply, store.id);
    },
  );
};
