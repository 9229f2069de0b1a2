import { data } from 'react-router';
import { ownersStore, passOn } from '../../features/console-import/owner-api.server.ts';
import type { Route } from './+types/imports.$id';

/** One import as JSON: the page polls it for the apply's progress. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  return passOn(await context.api(`/storefronts/${store.id}/imports/${Number(params.id)}`));
}

/** Apply or roll back the import; answers the API's JSON and status. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const store = await ownersStore(request, context);
  const intent = String((await request.formData()).get('intent'));
  if (intent !== 'apply' && intent !== 'rollback')
    throw data({ message: 'Unknown action.' }, { status: 400 });
  const path = `/storefronts/${store.id}/imports/${Number(params.id)}/${intent}`;
  return passOn(await context.api(path, { method: 'POST' }));
}
