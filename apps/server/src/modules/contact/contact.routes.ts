import multipart from '@fastify/multipart';
import {
  ApiError,
  CONTACT_BOT_CHECK_ACTION,
  CONTACT_IMAGE,
  CONTACT_MESSAGES,
  ContactResponse,
  COOKIES,
  LANGUAGES,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidData } from '../../lib/errors.ts';
import { cleanImage, parseContactFields, readContactForm } from './contact-form.ts';
import { submitContact } from './contact.service.ts';

/** The shopper's language (decision 4's cookie), kept so the team's replies are mailed in it. */
const languageOf = (cookie: string | undefined) =>
  (LANGUAGES as readonly string[]).includes(cookie ?? '') ? cookie! : 'en';

/** Per address: enough for a shopper's follow-ups, too few to flood a store's inbox. */
const CONTACT_ATTEMPTS = { name: 'contact', perIp: { max: 5, windowMs: 10 * 60_000 } };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart; limits end a body early rather than read it all.
  await app.register(multipart, {
    limits: {
      fileSize: CONTACT_IMAGE.maxBytes,
      files: CONTACT_IMAGE.maxFiles + 1, // the extra one is read only to be refused in words
      fields: 10,
      fieldSize: 20_000,
      parts: 12,
    },
  });

  app.post(
    '/storefronts/:storefrontId/contact',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      preHandler: app.limitAttempts(CONTACT_ATTEMPTS),
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form (multipart) to the store',
        description: [
          'multipart/form-data with text fields first_name, last_name, email, message, recaptcha',
          '(the bot-check solution or reCAPTCHA v3 token for action contact_submit) and optional',
          'order_uuid, plus at most one file field `image`: JPEG, PNG, WebP or GIF by its bytes,',
          'at most 10485760 bytes (413 beyond, reading stops at the limit) and 50 megapixels; it',
          'is turned upright and re-encoded (only its pixels are kept: no EXIF, XMP or anything',
          'appended) before it is kept and mailed to the store. At most 5',
          'submissions per address in 10 minutes (429).',
        ].join(' '),
        consumes: ['multipart/form-data'],
        params: StorefrontParams,
        response: {
          201: ContactResponse,
          400: ApiError,
          404: ApiError,
          406: ApiError,
          413: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const form = await readContactForm(request);
      const body = parseContactFields(form.fields);
      const image = form.image?.length ? await cleanImage(form.image) : null;
      const human = await app.botCheck.passes(store, {
        token: body.recaptcha,
        action: CONTACT_BOT_CHECK_ACTION,
        remoteIp: request.ip,
        log: request.log,
      });
      if (!human) throw invalidData(CONTACT_MESSAGES.botCheckFailed);
      await submitContact(
        { db: app.db, mailer: app.mailer, dataDir: app.config.dataDir },
        store,
        body,
        image,
        languageOf(request.cookies[COOKIES.lang]),
      );
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
