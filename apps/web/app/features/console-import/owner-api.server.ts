import { data, type AppLoadContext } from 'react-router';
import { getStore, getUser } from '../../lib/session.server.ts';

/** The store, when the signed-in person owns it (imports and bulk edits are the owner's). */
export async function ownersStore(request: Request, context: AppLoadContext) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (user?.role !== 'owner') throw data({ message: 'Owners only.' }, { status: 403 });
  return store;
}

/** The API's answer passed on as it is: JSON (data or `{ message, errors }`) and its status. */
export function passOn(answer: Response): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
  });
}

/** A CSV of the API, downloaded under its own file name. */
export function download(answer: Response): Response {
  if (!answer.ok) throw data({ message: 'The file could not be made.' }, { status: answer.status });
  return new Response(answer.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment',
    },
  });
}
