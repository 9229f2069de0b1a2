import { DevMailboxResponse } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { OWNER_ERRORS, requireStoreOwner } from '../../plugins/auth.ts';

/**
 * The mailbox holds password-reset links, so in production only the store's owner reads it
 * (401 / 403 for anyone else); in development and tests anyone may, so a first run can sign up
 * and verify locally.
 */
async function admitReader(request: FastifyRequest, env: Config['env']) {
  if (env === 'development' || env === 'test') return;
  await requireStoreOwner(request, (await request.storefront()).id);
}

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: "The store's outgoing mail, newest first; only while no SMTP server is configured",
        description:
          "Only this store's mail. In production only the store's signed-in owner may read it " +
          '(401 / 403); with NODE_ENV `development` or `test` anyone may. 404 once SMTP_URL is set.',
        security: [{ bearer: [] }],
        response: { 200: DevMailboxResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      // With real delivery configured, mail (reset links!) must not be readable over HTTP.
      if (app.mailer.delivers) throw notFound('The dev mailbox is off because SMTP_URL is set.');
      await admitReader(request, app.config.env);
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
