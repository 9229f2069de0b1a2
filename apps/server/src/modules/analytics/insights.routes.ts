import { InsightsQuery, InsightsResponse, StorefrontParams } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OWNER_ERRORS } from '../../plugins/auth.ts';
import type { OrderInsightsReader } from '../orders/index.ts';
import { getInsights, insightsCsv } from './insights.service.ts';

export type InsightsRoutesOptions = { readOrders: OrderInsightsReader };

const DESCRIPTION =
  '`from` and `to` (YYYY-MM-DD, UTC days) are both included, at most 731 days apart; the ' +
  'previous period is as long and ends the day before `from`. Revenue: paid orders’ totals ' +
  '(card or kit budget plus gift cards) less succeeded refunds, cancelled orders left out, ' +
  'counted on the UTC day the order was placed. Conversion: orders / unique visitors. Series ' +
  'buckets start on the UTC day, Monday or first of the month; empty buckets are zeros.';

/** Store insights (decision 0027): the owner's dashboard figures, as JSON or CSV. */
export const insightsRoutes: FastifyPluginAsyncZod<InsightsRoutesOptions> = async (
  app,
  { readOrders },
) => {
  app.get(
    '/storefronts/:storefrontId/insights',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Visitors, orders, revenue, conversion, top products and categories (owner)',
        description: DESCRIPTION,
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: InsightsQuery,
        response: { 200: InsightsResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getInsights(app.db, store.id, request.query, readOrders) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/insights.csv',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The same figures as one CSV (owner)',
        description: `${DESCRIPTION} Rows by section: totals, previous_totals, series, top_products, top_categories.`,
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: InsightsQuery,
        response: { 200: z.string().describe('text/csv'), ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const insights = await getInsights(app.db, store.id, request.query, readOrders);
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${store.slug}-insights-${from}-${to}.csv"`,
        )
        .send(insightsCsv(insights));
    },
  );
};
