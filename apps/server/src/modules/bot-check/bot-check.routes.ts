import {
  ApiError,
  BotCheckChallengeResponse,
  CONTACT_BOT_CHECK_ACTION,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const botCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/bot-check/challenge',
    {
      schema: {
        tags: ['contact'],
        summary: 'What the contact form needs to pass the bot check (action contact_submit)',
        description:
          'An ALTCHA proof-of-work challenge signed by the server (its salt carries the expiry and the action), or, for a store with reCAPTCHA keys, the v3 site key. The page sends the solution or the v3 token as the `recaptcha` field of the contact submission.',
        params: StorefrontParams,
        response: { 200: BotCheckChallengeResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const store = await request.storefront();
      reply.header('cache-control', 'no-store');
      return { data: await app.botCheck.challengeFor(store, CONTACT_BOT_CHECK_ACTION) };
    },
  );
};
