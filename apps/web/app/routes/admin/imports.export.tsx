import { download, ownersStore } from '../../features/console-import/owner-api.server.ts';
import type { Route } from './+types/imports.export';

/** Every product of the store as the catalogue CSV, streamed through as the API writes it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  return download(await context.api(`/storefronts/${store.id}/products/export.csv`));
}
