import { CATALOGUE_IMPORT_LIMITS, formatFileSize } from '@storefront/contracts';
import { ownersStore, passOn } from '../../features/console-import/owner-api.server.ts';
import type { Route } from './+types/imports.upload';

const { csvMaxBytes, zipMaxBytes } = CATALOGUE_IMPORT_LIMITS;
/** Room for the multipart envelope around the largest CSV and zip the API takes. */
const BODY_LIMIT = csvMaxBytes + zipMaxBytes + 64 * 1024;

/**
 * The upload of a catalogue CSV (and zip): the browser posts the multipart form here and it goes
 * on, as it is, to the API, which answers the dry run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) {
    const message = `The files are too large: a CSV may have ${formatFileSize(csvMaxBytes)}, a zip ${formatFileSize(zipMaxBytes)}.`;
    return Response.json({ message, errors: { file: [message] } }, { status: 413 });
  }
  const store = await ownersStore(request, context);
  const answer = await context.api(`/storefronts/${store.id}/imports`, {
    method: 'POST',
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  return passOn(answer);
}
