import {
  downloadInsightsCsv,
  ownersStore,
} from '../../features/console-insights/insights-api.server.ts';
import { selectionOf } from '../../features/console-insights/insights-url.ts';
import type { Route } from './+types/insights.export';

/** The dashboard's figures as the API's CSV, for the period of the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  const { query } = selectionOf(new URL(request.url).searchParams, new Date());
  return downloadInsightsCsv(context, store.id, query);
}
