import { download, ownersStore } from '../../features/console-import/owner-api.server.ts';
import type { Route } from './+types/imports.$id.errors';

/** The import's rows with problems, as a CSV download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  return download(
    await context.api(`/storefronts/${store.id}/imports/${Number(params.id)}/errors.csv`),
  );
}
