import { InsightsResponse, type InsightsQuery } from '@storefront/contracts';
import { data, type AppLoadContext } from 'react-router';
import { apiJson } from '../../lib/api.server.ts';
import { getStore, getUser } from '../../lib/session.server.ts';
import { insightsQueryString } from './insights-url.ts';

/** The store, when the signed-in person owns it: insights show revenue, which is the owner's. */
export async function ownersStore(request: Request, context: AppLoadContext) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (user?.role !== 'owner') throw data({ message: 'Owners only.' }, { status: 403 });
  return store;
}

export async function loadInsights(context: AppLoadContext, storeId: number, query: InsightsQuery) {
  const answer = await apiJson(
    context,
    `/storefronts/${storeId}/insights?${insightsQueryString(query)}`,
    InsightsResponse,
  );
  return answer.data;
}

/** The API's CSV of the same figures, downloaded under its own file name. */
export async function downloadInsightsCsv(
  context: AppLoadContext,
  storeId: number,
  query: InsightsQuery,
): Promise<Response> {
  const answer = await context.api(
    `/storefronts/${storeId}/insights.csv?${insightsQueryString(query)}`,
  );
  if (!answer.ok) throw data({ message: 'The file could not be made.' }, { status: answer.status });
  return new Response(answer.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment',
    },
  });
}
