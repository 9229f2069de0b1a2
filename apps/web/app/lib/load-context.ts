import { createContext } from 'react';

type ApiInit = { method?: string; body?: string | Uint8Array; headers?: Record<string, string> };

/** Calls the API in-process; the server forwards the visitor's host, cookies and tokens. */
export type ApiCaller = (path: string, init?: ApiInit) => Promise<Response>;

/**
 * An API answer as `apiJson` reads it: the status, the body as text, the headers by name and the
 * cookies it sets. No web `Response`, whose headers and body stream cost more than the JSON they
 * carry (decision 0032).
 */
export type ApiText = {
  status: number;
  body: string;
  header(name: string): string | undefined;
  setCookies: string[];
};

/** The same call as ApiCaller, answered as text. */
export type ApiTextCaller = (path: string, init?: ApiInit) => Promise<ApiText>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiCaller;
    /** The API as `apiJson` reads it (same calls, shared within the page request). */
    apiText: ApiTextCaller;
    /** The nonce the page's Content-Security-Policy allows its inline scripts with. */
    cspNonce: string;
    /** True on the platform host (PLATFORM_HOST): the operator's console, no store. */
    platform: boolean;
    /**
     * The visitor holds a cart or a session, so may have a cart. Without either there is none to
     * read: the page is spared the call.
     */
    mayHoldCart: boolean;
    /**
     * Where the server entry leaves the rendered document as a string, when the server gives it
     * one: the page's Response then carries no body, so the document is not turned into a web
     * stream and read back (decision 0032, round 2). Without it the Response carries the HTML.
     */
    rendered?: { html: string | null };
    /**
     * The API's answers were already parsed with their contract's schema by the API's own
     * serialiser (production): `apiJson` need not parse them again. False in development and
     * tests, where the second parse catches a contract that drifted from the loader's schema.
     */
    answersChecked?: boolean;
  }
}

/** The nonce while rendering on the server; undefined in the browser, which never needs it. */
export const CspNonce = createContext<string | undefined>(undefined);
