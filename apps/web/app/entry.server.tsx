/**
 * React Router's server entry (Node), plus the page's CSP nonce on every script the render
 * writes: the stream's own, the router's and, through CspNonce, the document's. The whole
 * document is rendered before it is sent (decision 0032): no page suspends, so streaming sent
 * nothing sooner, and one string costs less than three streams (React's, the preload rewrite's
 * and the web stream the server read back) — and the read cache keeps whole pages anyway.
 *
 * When the server takes the document as a string (`loadContext.rendered`), the loader data is
 * read first and the document rendered in one synchronous pass (`renderAtOnce`, decision 0032
 * round 5); anything that pass cannot finish is rendered again the streamed way.
 */
import type { Writable } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
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
  if (loadContext.rendered) {
    return renderAtOnce(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  }
  return renderStreamed(request, responseStatusCode, responseHeaders, routerContext, loadContext);
}

/** The document as React renders it for the browser: the router, the nonce for its scripts. */
function documentOf(request: Request, routerContext: EntryContext, nonce: string) {
  return (
    <CspNonce.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce.Provider>
  );
}

/**
 * The document in one synchronous pass (`renderToString`), for the server's string slot. React
 * Router hands the loader data over in a stream that its `StreamTransfer` reads chunk by chunk
 * while rendering, suspending on each read, so `renderToPipeableStream` rendered the document's
 * end again after every chunk and wrote the whole into bytes that were decoded back. Here the
 * stream is read to its end first and each chunk put where `StreamTransfer` looks for it
 * (`renderMeta.streamCache`, part of `EntryContext`), so nothing suspends: the same document,
 * byte for byte, as strings all along. React's string renderer writes no doctype (the streamed
 * one does, before `<html>`). If anything could not finish in that pass (an error or a suspense
 * within a boundary leaves `<!--$!-->`, a client-rendered boundary; an error in the shell
 * throws), the document is rendered the streamed way, from the same chunks, as before.
 */
async function renderAtOnce(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const chunks = routerContext.serverHandoffStream
    ? await readAll(routerContext.serverHandoffStream)
    : null;
  // ServerRouter takes a reader of the stream on every render: each gets a stream of its own.
  const handOver = (read: boolean) => {
    if (chunks) routerContext.serverHandoffStream = replay(chunks);
    routerContext.renderMeta = chunks && read ? { streamCache: transferred(chunks) } : {};
  };
  handOver(true);
  let rendered: string | null = null;
  try {
    rendered = renderToString(documentOf(request, routerContext, loadContext.cspNonce));
  } catch {
    // Rendered again below, where the streamed render reports the error as before.
  }
  if (rendered === null || rendered.includes(CLIENT_RENDERED_BOUNDARY)) {
    // No page of ours suspends: this is a render error, or React Router's hand-over changed (an
    // upgrade), which leaves every page correct but slower. Said once per request, so it shows.
    console.warn(`${ONE_PASS_FAILED}: ${new URL(request.url).pathname}`);
    handOver(false);
    return renderStreamed(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  }
  responseHeaders.set('Content-Type', 'text/html');
  const html = rendered.startsWith('<html') ? `<!DOCTYPE html>${rendered}` : rendered;
  loadContext.rendered!.html = withLowPriorityModulePreloads(html);
  return new Response(null, { headers: responseHeaders, status: responseStatusCode });
}

/** The warning when a page could not be rendered in one pass (tests look for it). */
export const ONE_PASS_FAILED = 'page rendered the streamed way, not in one pass';

/** React's mark of a boundary it gave up on the server, for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

function replay(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * The stream's chunks as `StreamTransfer` keeps what it has read: the n-th read's text under n
 * (decoded as it decodes them), then the read that found the end.
 */
function transferred(chunks: Uint8Array[]): StreamCache {
  const decoder = new TextDecoder();
  const read = (done: boolean, value: string) =>
    Object.assign(Promise.resolve(), { result: { done, value } });
  const cache: StreamCache = {};
  chunks.forEach((chunk, i) => (cache[i] = read(false, decoder.decode(chunk, { stream: true }))));
  cache[chunks.length] = read(true, decoder.decode(undefined, { stream: true }));
  return cache;
}

/** The document through React's stream, written once all is ready (decision 0032, round 3). */
function renderStreamed(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
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
      documentOf(request, routerContext, nonce),
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
