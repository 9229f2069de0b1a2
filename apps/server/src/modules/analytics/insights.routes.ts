import { InsightsQuery, InsightsResponse, StorefrontParams } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OWNER_ERRORS } from '../../plugins/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderInsightsReader, OrderInsightsRollUp } from '../orders/index.ts';
import { getInsights, insightsCsv, rollUpInsights, utcDayOf } from './insights.service.ts';

export type InsightsRoutesOptions = {
  readOrders: OrderInsightsReader;
  rollUpOrders: OrderInsightsRollUp;
  clock: Clock;
};

/** The queue job that summarises yesterday's figures (and days written since) of every store. */
export const ROLL_UP_INSIGHTS = 'analytics.roll-up-insights';
export const ROLL_UP_INSIGHTS_CRON = '5 0 * * *';

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [ROLL_UP_INSIGHTS]: Record<string, never>;
  }
}

const DESCRIPTION =
  '`from` and `to` (YYYY-MM-DD, UTC days) are both included, at most 731 days apart; the ' +
  'previous period is as long and ends the day before `from`. Revenue: paid orders’ totals ' +
  '(card or kit budget plus gift cards) less succeeded refunds, cancelled orders left out, ' +
  'counted on the UTC day the order was placed. Conversion: orders / unique visitors. Series ' +
  'buckets start on the UTC day, Monday or first of the month; empty buckets are zeros.';

/** Store insights (decision 0027): the owner's dashboard figures, as JSON or CSV. */
export const insightsRoutes: FastifyPluginAsyncZod<InsightsRoutesOptions> = async (
  app,
  { readOrders, rollUpOrders, clock },
) => {
  await app.jobs.work(
    ROLL_UP_INSIGHTS,
    () => rollUpInsights(app.db, utcDayOf(clock.now()), rollUpOrders),
    { oneWaiting: true },
  );
  // Also at start: after a deploy (or a stop over midnight) the summaries are built in the
  // background, not by the first owner to open the dashboard.
  await app.jobs.schedule(ROLL_UP_INSIGHTS, ROLL_UP_INSIGHTS_CRON, {}, { runAtStart: true });

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
      return { data: await getInsights(app.db, store.id, request.query, readOrders, clock.now()) };
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
      const insights = await getInsights(app.db, store.id, request.query, readOrders, clock.now());
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
