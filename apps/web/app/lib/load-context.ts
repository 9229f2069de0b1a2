import { createContext } from 'react';

/** Calls the API in-process; the server forwards the visitor's host, cookies and tokens. */
export type ApiCaller = (
  path: string,
  init?: { method?: string; body?: string | Uint8Array; headers?: Record<string, string> },
) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiCaller;
    /** The nonce the page's Content-Security-Policy allows its inline scripts with. */
    cspNonce: string;
  }
}

/** The nonce while rendering on the server; undefined in the browser, which never needs it. */
export const CspNonce = createContext<string | undefined>(undefined);
