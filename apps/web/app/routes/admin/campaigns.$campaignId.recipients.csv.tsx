import { download, ownersStore } from '../../features/console-import/owner-api.server.ts';
import type { Route } from './+types/campaigns.$campaignId.recipients.csv';

/** The campaign's recipients with their state and order, as the API writes the CSV. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  const id = encodeURIComponent(params.campaignId);
  return download(await context.api(`/storefronts/${store.id}/campaigns/${id}/recipients.csv`));
}
