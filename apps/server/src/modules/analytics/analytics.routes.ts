import {
  ApiError,
  PageViewBody,
  PageViewSummaryQuery,
  PageViewSummaryResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OWNER_ERRORS } from '../../plugins/auth.ts';
import { recordPageView, summarisePageViews } from './analytics.service.ts';

/** Generous: a shopper clicking through the shop stays far below it, a script does not. */
const PAGE_VIEWS_PER_MINUTE = 300;

/** Do Not Track, or its successor Global Privacy Control: the privacy page promises to honour both. */
const asksNotToBeTracked = (request: FastifyRequest) =>
  request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/storefronts/:storefrontId/page-views',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (sent by the store’s pages with navigator.sendBeacon)',
        description:
          'Answers 204 and stores nothing when the request carries `DNT: 1` or `Sec-GPC: 1`. ' +
          'Query strings are dropped from path and referrer. On a private store the ' +
          'access grant or session cookie admits the browser.',
        params: StorefrontParams,
        body: PageViewBody,
        response: {
          204: z.undefined(),
          400: ApiError,
          401: ApiError,
          404: ApiError,
          429: ApiError,
        },
      },
      preHandler: app.limitAttempts({
        name: 'page-views',
        perIp: { max: PAGE_VIEWS_PER_MINUTE, windowMs: 60_000 },
      }),
    },
    async (request, reply) => {
      const store = await request.storefront();
      if (!asksNotToBeTracked(request)) await recordPageView(app.db, store.id, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/storefronts/:storefrontId/page-views/summary',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Page views per UTC day (owner): views, unique visitors, most viewed paths',
        description: '`from` and `to` (YYYY-MM-DD) are both included, at most 366 days apart.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: PageViewSummaryQuery,
        response: { 200: PageViewSummaryResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await summarisePageViews(app.db, store.id, request.query) };
    },
  );
};
