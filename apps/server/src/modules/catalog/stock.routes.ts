import {
  LowStockQuery,
  LowStockResponse,
  StockAdjustBody,
  StockAdjustResponse,
  StockConflict,
  StockThresholdBody,
  StockThresholdResponse,
  StorefrontParams,
  ApiError,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import { LOW_STOCK_MAIL, LOW_STOCK_MAIL_CRON, mailLowStock } from './low-stock-mail.ts';
import { adjustStock, getLowStock, setLowStockThreshold } from './stock.service.ts';

/** Stock in the console: the low-stock list and threshold, guarded changes, the daily mail. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, port: app.config.port };
  await app.jobs.work(LOW_STOCK_MAIL, () => mailLowStock(deps, new Date()), { oneWaiting: true });
  await app.jobs.schedule(LOW_STOCK_MAIL, LOW_STOCK_MAIL_CRON, {});

  app.get(
    '/storefronts/:storefrontId/stock/low',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Sizes at or under the store’s low-stock threshold, fewest first (owner or staff)',
        description: 'Sizes of discontinued products or colours and of gift cards are left out.',
        params: StorefrontParams,
        querystring: LowStockQuery,
        response: { 200: LowStockResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getLowStock(app.db, store, request.query) };
    },
  );

  app.put(
    '/storefronts/:storefrontId/stock/threshold',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Set the store’s low-stock threshold (owner)',
        params: StorefrontParams,
        body: StockThresholdBody,
        response: { 200: StockThresholdResponse },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const { low_stock_threshold: threshold } = request.body;
      const change = { storefrontId: store.id, actor: await auditActorOf(request) };
      await setLowStockThreshold(app.db, change, store.lowStockThreshold, threshold);
      return { data: { low_stock_threshold: threshold } };
    },
  );

  app.post(
    '/storefronts/:storefrontId/stock/adjust',
    {
      schema: {
        tags: ['catalog admin'],
        summary: 'Change sizes’ stock by a delta or to a count, all or nothing (owner)',
        description:
          'Each change is `{ size_id, delta }` or `{ size_id, set, expected? }`, applied with the ' +
          'checkout’s guarded statements: a decrease below zero, or a set whose `expected` no ' +
          'longer holds, refuses the whole request (409) with the `current` counts.',
        params: StorefrontParams,
        body: StockAdjustBody,
        response: { 200: StockAdjustResponse, 409: StockConflict, 422: ApiError },
      },
      // Moves stock, never which products a list shows: kept list totals stay (0031).
      config: { storeRole: 'owner', readCacheChange: 'content' },
    },
    async (request, reply) => {
      const change = {
        storefrontId: request.params.storefrontId,
        actor: await auditActorOf(request),
      };
      const result = await adjustStock(app.db, change, request.body);
      if (!result.ok) return reply.status(409).send(result.conflict);
      return { data: result.sizes };
    },
  );
};
