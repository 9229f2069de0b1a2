import { draftAction } from '../../features/console-pages/draft.server.ts';
import type { Route } from './+types/draft';

/** The console's draft endpoint: the editors' autosave and Publish post here (no page of its own). */
export async function action({ request, context }: Route.ActionArgs) {
  return draftAction(request, context);
}
