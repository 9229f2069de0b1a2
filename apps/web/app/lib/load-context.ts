/** Calls the API in-process; the server forwards the visitor's host, cookies and tokens. */
export type ApiCaller = (
  path: string,
  init?: { method?: string; body?: string; headers?: Record<string, string> },
) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiCaller;
  }
}
