import { MEDIA_UPLOAD, formatFileSize } from '@storefront/contracts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/media';

/** Room for the multipart envelope around the largest file the API takes. */
const BODY_LIMIT = MEDIA_UPLOAD.maxBytes + 64 * 1024;

/**
 * The console's uploads: the browser posts the multipart form here (it holds no API token) and
 * it goes on, as it is, to the store's media API with the owner's session. Answers the API's
 * JSON and status: `{ data: MediaItem }`, or `{ message, errors }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) {
    const message = `Invalid file size, maximum upload size is ${formatFileSize(MEDIA_UPLOAD.maxBytes)}.`;
    return Response.json({ message, errors: { file: [message] } }, { status: 413 });
  }
  const store = await getStore(context);
  const answer = await context.api(`/storefronts/${store.id}/media`, {
    method: 'POST',
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
