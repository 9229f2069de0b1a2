import { ApiError, StorefrontResponse } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getStorefrontConfig } from './storefronts.service.ts';

export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/get-by-url',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The store configuration for the Host of the request',
        response: { 200: StorefrontResponse, 404: ApiError },
      },
    },
    async (request) => ({ data: await getStorefrontConfig(app.db, await request.storefront()) }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.db.execute('select 1');
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};
