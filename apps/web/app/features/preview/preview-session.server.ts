import { redirect } from 'react-router';
import { clearCookie, previewCookie, readText, setCookie } from '../../lib/cookies.ts';

/**
 * Whether this browser is previewing the store. `?preview` starts a preview session and
 * `?preview=0` ends it; either answers with a redirect to the same address carrying the cookie,
 * so every loader of the page, and of each later in-app navigation, reads the preview through
 * the API (the server forwards the cookie to get-by-url).
 */
export async function previewSession(request: Request): Promise<boolean> {
  const url = new URL(request.url);
  const asked = url.searchParams.get('preview');
  const previewing = (await readText(request, previewCookie)) === '1';
  if (asked === null) return previewing;
  const wanted = asked !== '0' && asked !== 'false';
  if (wanted === previewing) return previewing;
  throw redirect(`${url.pathname}${url.search}`, {
    headers: {
      'set-cookie': wanted
        ? await setCookie(request, previewCookie, '1')
        : await clearCookie(request, previewCookie),
    },
  });
}
