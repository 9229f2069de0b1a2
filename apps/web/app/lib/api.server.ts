import { data, type AppLoadContext } from 'react-router';
import './load-context.ts';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * GETs or sends JSON to the API; a non-2xx answer becomes an ApiFailure with the server's message.
 * Pass `setCookies` to collect the API's Set-Cookie headers (e.g. the guest `cart_id`) for the page's response.
 */
export async function apiJson<T>(
  context: AppLoadContext,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    headers?: Record<string, string>;
    setCookies?: Headers;
  } = {},
): Promise<T> {
  const response = await context.api(path, {
    method: init.method,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });
  for (const value of response.headers.getSetCookie()) init.setCookies?.append('set-cookie', value);
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok)
    throw new ApiFailure(response.status, body.message ?? response.statusText, body.errors);
  return body as T;
}

/** Turns an API 404 into a page 404 so the route's error boundary shows the not-found page. */
export function rethrowAsPageError(error: unknown): never {
  if (error instanceof ApiFailure) throw data({ message: error.message }, { status: error.status });
  throw error;
}
