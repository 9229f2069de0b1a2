import {
  ApiError,
  ContactInboxQuery,
  ContactInboxResponse,
  ContactReplyBody,
  ContactStatusBody,
  ContactThreadParams,
  ContactThreadResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../plugins/auth.ts';
import {
  getThread,
  listInbox,
  replyToThread,
  setThreadStatus,
  threadImage,
} from './contact-inbox.service.ts';

/** The console's contact inbox (staff): submissions, their pictures, status and e-mailed replies. */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/storefronts/:storefrontId/admin/contact';

  app.get(
    base,
    {
      schema: {
        tags: ['contact'],
        summary: "The store's contact submissions: open/handled, search, paging (staff)",
        description:
          'Newest first. q matches the name, e-mail, message or the order id typed; order_id ' +
          'keeps the submissions linked to that order. open: open submissions of the store.',
        params: StorefrontParams,
        querystring: ContactInboxQuery,
        response: { 200: ContactInboxResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => listInbox(app.db, (await request.storefront()).id, request.query),
  );

  app.get(
    `${base}/:submissionId`,
    {
      schema: {
        tags: ['contact'],
        summary: 'One submission with its linked order and the replies (staff)',
        description:
          "order: the store's order whose id (or eight-character number) the shopper typed.",
        params: ContactThreadParams,
        response: { 200: ContactThreadResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getThread(app.db, store.id, request.params.submissionId) };
    },
  );

  app.get(
    `${base}/:submissionId/image`,
    {
      schema: {
        tags: ['contact'],
        summary: "The submission's picture, to the store's team only (staff)",
        description: 'Never cached by shared caches; 404 when the submission has none.',
        params: ContactThreadParams,
        response: { 200: z.string().describe('image/*'), 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const { submissionId } = request.params;
      const image = await threadImage(app.db, app.config.dataDir, store.id, submissionId);
      return (
        reply
          .header('content-type', image.mime)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          // Bytes are sent as they are, never serialised: the schema's string only documents them.
          .send(image.bytes as unknown as string)
      );
    },
  );

  app.put(
    `${base}/:submissionId/status`,
    {
      schema: {
        tags: ['contact'],
        summary: 'Mark a submission open or handled (staff)',
        params: ContactThreadParams,
        body: ContactStatusBody,
        response: { 200: ContactThreadResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const { submissionId } = request.params;
      return {
        data: await setThreadStatus(app.db, store.id, submissionId, request.body.status, actor),
      };
    },
  );

  app.post(
    `${base}/:submissionId/replies`,
    {
      schema: {
        tags: ['contact'],
        summary: 'Answer a submission by e-mail; the reply is kept on the thread (staff)',
        description:
          "Mailed to the submitter from the store, in the shopper's language, quoting their message.",
        params: ContactThreadParams,
        body: ContactReplyBody,
        response: { 201: ContactThreadResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const deps = { db: app.db, mailer: app.mailer };
      const thread = await replyToThread(
        deps,
        store,
        request.params.submissionId,
        request.body.body,
        actor,
      );
      return reply.status(201).send({ data: thread });
    },
  );
};
