import { ApiError, DevMailboxResponse } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: "The store's outgoing mail, newest first; only while no SMTP server is configured",
        response: { 200: DevMailboxResponse, 404: ApiError },
      },
    },
    async (request) => {
      // With real delivery configured, mail (reset links!) must not be readable over HTTP.
      if (app.mailer.delivers) throw notFound('The dev mailbox is off because SMTP_URL is set.');
      const store = await request.storefront();
      const mails = await app.mailer.listForStore(store.id);
      return {
        data: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          status: m.status,
          attachments: m.attachments.map(({ filename }) => ({ filename })),
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
