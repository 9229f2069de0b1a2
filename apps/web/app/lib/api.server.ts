import { data, type AppLoadContext } from 'react-router';
import { prettifyError, type ZodType } from 'zod';
import './load-context.ts';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** Where a 301 or 302 answer points. */
    readonly location: string | null = null,
  ) {
    super(message);
  }
}

/**
 * GETs or sends JSON to the API and checks the answer against its contract's schema (the route's
 * `response[2xx]` on the server); a non-2xx answer becomes an ApiFailure with the server's message.
 * An answer that breaks its contract is logged and becomes a 500 the route's error boundary shows,
 * never a page built from it.
 * Pass `setCookies` to collect the API's Set-Cookie headers (e.g. the guest `cart_id`) for the page's response.
 */
export async function apiJson<T>(
  context: AppLoadContext,
  path: string,
  schema: ZodType<T>,
  init: {
    method?: string;
    json?: unknown;
    headers?: Record<string, string>;
    setCookies?: Headers;
  } = {},
): Promise<T> {
  const answer = await context.apiText(path, {
    method: init.method,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });
  for (const value of answer.setCookies) init.setCookies?.append('set-cookie', value);
  const body = parsedJson(answer.body);
  if (answer.status < 200 || answer.status > 299) {
    const failure = body as { message?: string; errors?: Record<string, string[]> };
    throw new ApiFailure(
      answer.status,
      failure.message ?? '',
      failure.errors,
      answer.header('location') ?? null,
    );
  }
  // The serialiser made this text from the route's schema's output (decision 0032, round 2).
  if (context.answersChecked) return body as T;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(
    `API answer breaks its contract: ${init.method ?? 'GET'} ${path}\n${prettifyError(parsed.error)}`,
  );
  throw data({ message: 'The server sent an answer this page cannot read.' }, { status: 500 });
}

/** The body as JSON; an empty or unreadable body reads as `{}` (as a refusal may have none). */
function parsedJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}

/** Turns an API 404 into a page 404 so the route's error boundary shows the not-found page. */
export function rethrowAsPageError(error: unknown): never {
  if (error instanceof ApiFailure) throw data({ message: error.message }, { status: error.status });
  throw error;
}
