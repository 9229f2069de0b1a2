import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write(line: string): void };

/**
 * Personal data and secrets never reach the log: shoppers' e-mail and postal addresses, request
 * bodies, cookies, tokens and the parameters of a failed query. An error keeps what finds a
 * bug (type, message, stack, SQL text, database error code and constraint).
 */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    stream,
    serializers: { req: loggedRequest, err: loggedError },
    redact: { paths: REDACTED, censor: '[redacted]' },
  };
}

/**
 * One line per answer, written once it is sent: the request as `loggedRequest` gives it (method,
 * path without the query, host, address), the status, the time in ms and the request id.
 * Fastify's own two lines per request ("incoming request" before any hook, then "request
 * completed") doubled the CPU of an answer kept by the read cache (decision 28). A request whose
 * client left before its answer was sent gets a "request aborted" line instead (app.ts).
 */
export class OneLinePerAnswer extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Keys whose value is dropped wherever a log call puts them (one level deep). */
const REDACTED = [
  'body',
  'email',
  'address',
  'shipping_address',
  'shippingAddress',
  'password',
  'params',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
].flatMap((key) => [key, `*.${key}`]);

/** The request without its query string: reset links carry an e-mail address and a token. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The error's own fields worth keeping; anything else (pg's `detail` quotes the row) is left. */
const KEPT = ['code', 'statusCode', 'constraint', 'table', 'column'] as const;

/** The shape pino gives a logged error. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubbed(String(error)), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: scrubbed(error.message),
    stack: scrubbed(error.stack ?? ''),
  };
  for (const key of KEPT) if (fields[key] !== undefined) logged[key] = fields[key];
  // Drizzle's failed query: its SQL text has placeholders, its `params` the shopper's data.
  if (typeof fields.query === 'string') logged.query = fields.query;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** Drizzle appends the parameters to the message ("Failed query: … params: …"). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
/** An e-mail address; not a path like `node_modules/@scope/name` in a stack. */
const EMAIL = /[\w.+%-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

const scrubbed = (text: string) =>
  text.replace(QUERY_PARAMS, '\nparams: [redacted]').replace(EMAIL, '[email]');
