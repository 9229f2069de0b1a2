/**
 * React Router's server entry (Node), plus the page's CSP nonce on every script the render
 * writes: the stream's own, the router's and, through CspNonce, the document's. The whole
 * document is rendered before it is sent (decision 0032): no page suspends, so streaming sent
 * nothing sooner, and one string costs less than three streams (React's, the preload rewrite's
 * and the web stream the server read back) — and the read cache keeps whole pages anyway.
 */
import type { Writable } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { CspNonce } from './lib/load-context.ts';
import { withLowPriorityModulePreloads } from './lib/low-priority-preloads.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const options: RenderToPipeableStreamOptions = {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      // Every boundary done (or aborted): the whole document at once, written synchronously
      // into a plain sink (decision 0032, round 3), not a Node stream.
      onAllReady() {
        pipe(
          documentSink((rendered) => {
            // Cleared so the timer does not keep the closure alive.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set('Content-Type', 'text/html');
            const html = withLowPriorityModulePreloads(rendered);
            const init = { headers: responseHeaders, status: responseStatusCode };
            // The server takes the string itself: a body would be a web stream it reads back.
            if (loadContext.rendered) loadContext.rendered.html = html;
            resolve(new Response(loadContext.rendered ? null : html, init));
          }, reject),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce.Provider>,
      options,
    );
  });
}

/**
 * Where React writes a finished document: its chunks (bytes, or a long string as it is) decoded
 * into strings as they come and joined once at the end. React writes everything, then `end()`,
 * within `pipe` once all is ready; it needs only `write`, `end`, `on` and `destroy` of a Node
 * stream, whose buffering, string-to-bytes conversion and callbacks would cost more than the
 * document (decision 0032, round 3). A byte chunk may end inside a character (React splits its
 * fixed markup across its buffers): the decoder carries it into the next chunk.
 */
function documentSink(done: (html: string) => void, fail: (error: unknown) => void): Writable {
  const parts: string[] = [];
  const decoder = new TextDecoder();
  const sink = {
    write(chunk: Uint8Array | string) {
      parts.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return true;
    },
    end() {
      parts.push(decoder.decode());
      done(parts.join(''));
    },
    destroy(error: unknown) {
      fail(error);
    },
    on: () => sink,
  };
  return sink as unknown as Writable;
}
