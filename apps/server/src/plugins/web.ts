import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import inject, { type Response as InjectResult } from 'light-my-request';
import { COOKIES, cookiesWhere } from '@storefront/contracts';
import type { ServerBuild } from 'react-router';
import { fromOwnPages } from './request-context.ts';

import { hostnameOf } from '../lib/hostname.ts';
import { keptAnswerFor } from './read-cache.ts';
import { keptPage, scriptNonceOf } from './security-headers.ts';
import { needsFullBuild, shopperBuild } from './web-route-trees.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
/** Same default and override as apps/web/react-router.config.ts. */
const webBuildDir = path.resolve(webDir, process.env.WEB_BUILD_DIR ?? 'build');
/** The web build's server entry: pages are served when it exists (`npm run build`). */
export const webServerEntry = path.join(webBuildDir, 'server/index.js');

/** Headers a page's loader passes on to the API it calls. */
const FORWARDED = ['host', 'cookie', 'accept-language', 'user-agent', 'x-forwarded-proto'];

/**
 * The session cookie the browser holds for the store (httpOnly, so scripts never see it) becomes
 * the header an API client would send. The private-store grant cookie needs no such turn: the
 * guard reads it as it is forwarded.
 */

/** Cookies whose visitor may have a cart (a session's or a guest's): contracts' COOKIE_RULES. */
const CART_COOKIES = cookiesWhere((rule) => rule.holdsCart);

/** Methods a page answers; the web `Request` refuses TRACE, and no page needs WebDAV's. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Methods that only read: any site may link to a page. */
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Serves the built React Router app from the same origin as the API: static files first, then
 * server rendering for every other GET. Loaders reach the API in-process through `context.api`.
 */
export async function webPlugin(app: FastifyInstance) {
  if (!fs.existsSync(webServerEntry)) {
    app.log.warn(`No web build at ${webBuildDir}; run "npm run build" to serve the store pages.`);
    return;
  }
  // React (and react-dom) load their production or development build by process.env.NODE_ENV
  // when first imported, which is here: a server whose NODE_ENV is production by default
  // (config.ts) ran React's development build, about twice the CPU per page (decision 0032).
  process.env.NODE_ENV ??= app.config.env;
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(webServerEntry).href)) as ServerBuild;
  // Always a production build, so always production mode: development mode would send server
  // errors' messages and stacks to the browser, and needs a Vite dev server for nothing else.
  const handleAny = createRequestHandler(build, 'production');
  // Shoppers' pages without the console's route tree, which they never match (round 4).
  const handleShopper = createRequestHandler(shopperBuild(build), 'production');
  const manifestPath = build.routeDiscovery.manifestPath;

  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, 'client'),
    wildcard: false,
    // The .br and .gz files the build writes beside each asset (apps/web/scripts/precompress.mjs)
    // answer requests for the asset itself: they need no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // Its own header would replace ours; ETag and Last-Modified stay on, for the 304s.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlOf(filePath));
      // A policy governs documents, not the scripts and styles they load: on each of a page's
      // thirty-odd assets it would only add 700 uncompressed bytes. (`res` is Node's response,
      // which helmet already wrote its headers to; the plugin's type shows only part of it.)
      (res as unknown as ServerResponse).removeHeader('Content-Security-Policy');
      // Which copy is sent depends on Accept-Encoding, so shared caches must keep them apart.
      if (PRECOMPRESSED.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(app.config.dataDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  await app.register(async (pages) => {
    // Page actions read their own form bodies, so nothing is parsed here.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: PAGE_METHODS,
      url: '/*',
      // An anonymous visitor's GET of a public store's page may be kept (decision 0028).
      config: { readCache: 'page', storeFromMemory: true },
      handler: async (request, reply) => {
        // A page's action acts with the visitor's session cookie: only the store's pages post.
        if (!READ_METHODS.includes(request.method) && !fromOwnPages(request))
          return reply.status(403).type('text/plain').send('Forbidden');
        const platform = hostnameOf(request.headers.host) === app.config.platformHost;
        const calls = { cacheable: true };
        // The server entry leaves the document here as a string (no body stream to read back).
        const rendered = { html: null as string | null };
        const pathname = request.url.split('?', 1)[0]!;
        const handle = needsFullBuild(pathname, manifestPath) ? handleAny : handleShopper;
        const response = await handle(toWebRequest(request), {
          ...apiCaller(app, request, calls),
          cspNonce: scriptNonceOf(reply),
          platform,
          rendered,
          // Production's loaders trust the API's own serialisers, which write every answer to its
          // route's schema (parsed by it, or copied field by field where the suites prove it
          // fits); development and tests parse each answer again, to catch drift.
          answersChecked: app.config.env === 'production',
          mayHoldCart: CART_COOKIES.some((name) => request.cookies[name] !== undefined),
        });
        // The read cache keeps the page only if every API answer it was made of could be kept.
        // A document the entry rendered is the answer's body only if React Router answers with
        // the entry's Response (not a HEAD's or a redirect's, which carry no document).
        const html =
          response.body === null && response.headers.get('content-type')?.startsWith('text/html')
            ? rendered.html
            : null;
        if (request.readCacheKey && !platform && calls.cacheable && isKeepable(response, html))
          return sendWhole(reply, response, html);
        request.readCacheKey = null;
        return sendWebResponse(reply, response, html);
      },
    });
    pages.route({
      method: pages.supportedMethods.filter((method) => !PAGE_METHODS.includes(method)),
      url: '/*',
      handler: (_request, reply) =>
        reply.status(405).header('allow', PAGE_METHODS.join(', ')).send(),
    });
  });
}

/** A whole page, as every visitor would get it: 200, HTML, no cookie set, not marked private. */
function isKeepable(response: Response, html: string | null) {
  return (
    response.status === 200 &&
    (html !== null || !!response.body) &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')
  );
}

/**
 * Sends a page as one string, for the read cache to keep: the same bytes for every visitor, its
 * inline scripts allowed by hash rather than by this answer's nonce (`keptPage`), so it is kept,
 * compressed once and answered 304 like JSON. `Vary: Cookie`: the language is a cookie.
 */
async function sendWhole(reply: FastifyReply, response: Response, html: string | null) {
  const rendered = html ?? (await response.text());
  for (const [name, value] of response.headers) reply.header(name, value);
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  const { body, policy: keptPolicy } = keptPage(rendered, scriptNonceOf(reply), policy);
  if (policy) reply.header('content-security-policy', keptPolicy);
  return reply.status(200).header('vary', 'Cookie').send(body);
}

/**
 * Vite names what it builds `<name>-<8-character hash>.<ext>` directly under `assets/`; files
 * copied from `public/` keep their names. A compressed copy adds `.br` or `.gz`.
 */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(?:\.br|\.gz)?$/;
/** The kinds of file the build writes compressed copies of (apps/web/scripts/precompress.mjs). */
const PRECOMPRESSED = /\.(?:js|css|json|svg|txt|xml)(?:\.br|\.gz)?$/;

/**
 * A hashed asset never changes, so browsers keep it a year without asking; any other file (the
 * language files, the default banner) is re-checked after a few minutes, cheaply, by its ETag.
 */
function cacheControlOf(filePath: string): string {
  return HASHED_ASSET.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=300';
}

function toWebRequest(request: FastifyRequest): Request {
  const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // Node's fetch needs this for streamed request bodies.
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * The API as a page request's loaders see it: `api` answers a web Response (downloads, answers
 * passed on), `apiText` the text `apiJson` parses, without a Response's streams (decision 0032).
 * GET answers are shared within one page request (root and route loaders both read the store,
 * for example); any other call clears them.
 */
function apiCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: { cacheable: boolean } = { cacheable: true },
) {
  const gets = new Map<string, Promise<ApiAnswer>>();
  const call = async (apiPath: string, init: ApiInit = {}) => {
    const method = init.method ?? 'GET';
    const key = method === 'GET' && !Object.keys(init.headers ?? {}).length ? apiPath : null;
    if (!key) gets.clear();
    let pending = key ? gets.get(key) : undefined;
    if (!pending) {
      pending = injectApi(app, request, apiPath, method, init);
      if (key) gets.set(key, pending);
    }
    const result = await pending;
    // The page may be kept only if every answer it was made of may be (decision 0028).
    if (result.headers['x-read-cache'] === undefined) calls.cacheable = false;
    return result;
  };
  return {
    api: async (apiPath: string, init?: ApiInit) => toResponse(await call(apiPath, init)),
    apiText: async (apiPath: string, init?: ApiInit) => toText(await call(apiPath, init)),
  };
}

type ApiInit = { method?: string; body?: unknown; headers?: Record<string, string> };

/** An API answer as the page's loaders read it: light-my-request's, or one the read cache kept. */
type ApiAnswer = Pick<InjectResult, 'statusCode' | 'headers' | 'payload' | 'rawPayload'>;

function injectApi(
  app: FastifyInstance,
  request: FastifyRequest,
  apiPath: string,
  method: string,
  init: { body?: unknown; headers?: Record<string, string> },
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const token = request.cookies[COOKIES.session];
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, init.headers);
  const url = `/api${apiPath}`;
  // A kept answer is what the read cache's first hook would send, found without the fake
  // request and response, the routing and the hooks up to it (decision 0032, round 6).
  const kept = method === 'GET' ? keptAnswerFor(app, url, headers) : undefined;
  if (kept) {
    const { body, headers: sent } = kept.form(null);
    return Promise.resolve({
      statusCode: 200,
      headers: sent,
      payload: body.toString(),
      rawPayload: body,
    });
  }
  // Straight to the router, not through `app.inject`, which refuses once a shutdown begins: a
  // page in flight then still gets its answers (with `return503OnClosing` off, app.ts).
  return inject((req, res) => app.routing(req, res), {
    method: method as 'GET',
    url,
    headers,
    remoteAddress: request.ip,
    ...(init.body === undefined ? {} : { payload: init.body as string }),
  });
}

/** An answer as `apiJson` reads it (the web app's ApiText). */
function toText(result: ApiAnswer) {
  const cookies = result.headers['set-cookie'];
  return {
    status: result.statusCode,
    body: result.payload,
    header: (name: string) => {
      const value = result.headers[name.toLowerCase()];
      return value === undefined ? undefined : String(value);
    },
    setCookies: cookies === undefined ? [] : [cookies].flat().map(String),
  };
}

function toResponse(result: ApiAnswer): Response {
  const headers = new Headers();
  for (const [key, value] of Object.entries(result.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, String(v)));
    else if (value !== undefined) headers.set(key, String(value));
  }
  return new Response(result.rawPayload.length ? new Uint8Array(result.rawPayload) : null, {
    status: result.statusCode,
    headers,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response, html: string | null) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (html !== null) return reply.send(html);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
