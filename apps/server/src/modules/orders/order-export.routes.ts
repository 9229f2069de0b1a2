import { ORDER_CSV_COLUMNS, OrderExportQuery, StorefrontParams } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportOrdersCsv } from './order-payload.ts';

/** The console's order list as CSV (decision 0022): the same fields as the order webhooks. */
export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/admin/orders/export.csv',
    {
      schema: {
        tags: ['console-orders'],
        summary: 'Every order matching the list’s search, filters and sort as one CSV (staff)',
        description:
          'Takes the query of the console’s order list (q, status, payment_status, parcel_state, ' +
          'from, to, sort, order; no paging: every matching order). Streamed, UTF-8 with a BOM, ' +
          'one row per order line with the order’s fields repeated on each; the fields of the ' +
          '`OrderPayload` that order webhooks send. Money in integer cents, dates ISO 8601 UTC; a ' +
          'cell starting with = + - @ gets a leading apostrophe so spreadsheets never run it. ' +
          `Columns: ${ORDER_CSV_COLUMNS.join(', ')}.`,
        params: StorefrontParams,
        querystring: OrderExportQuery,
        response: { 200: z.string().describe('text/csv') },
      },
      config: { storeRole: 'staff' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${store.slug}-orders-${day}.csv"`)
          // A stream is sent as it is, never serialised: the schema's string only documents it.
          .send(exportOrdersCsv(app.db, store.id, request.query) as unknown as string)
      );
    },
  );
};
