import { data } from 'react-router';

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
