import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { ApiError } from '@storefront/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isLostRace, STATUS_OF } from '../lib/errors.ts';

/**
 * What the private-store guard answers on every route it closes: 401 to a visitor who has not
 * got in, 403 to a signed-in user who has not verified their address. Routes list it among their
 * answers so the OpenAPI names them.
 */
export const PRIVATE_STORE_ERRORS = { 401: ApiError, 403: ApiError };

/** What a write that lost a race with another (and changed nothing) answers: 409, not 500. */
export const LOST_RACE =
  'Something this change uses was changed at the same time. Please try again.';

/** One place turns every failure into `{ message, errors }`; 5xx details never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(STATUS_OF[error.code])
        .send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send({ message: 'The request is not valid.', errors });
    }
    if (isLostRace(error)) {
      request.log.warn({ err: error }, 'write lost a race with another');
      return reply.status(409).send({ message: LOST_RACE, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Server error. Please try again later.', errors: {} });
    }
    return reply.status(status).send({ message: error.message, errors: {} });
  });
  const noRoute = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      message: `No API route ${request.method} ${request.url.split('?')[0]}.`,
      errors: {},
    });
  app.setNotFoundHandler(noRoute);
  app.addHook('onRoute', documentWriteRefusals);
  // Every method and path under /api that no route takes, so the store's pages never answer it.
  app.route({ method: app.supportedMethods, url: '/*', schema: { hide: true }, handler: noRoute });
}

/**
 * A URL the router cannot decode (bad percent-encoding) gets the same `{ message, errors }` as
 * every other refusal, not Fastify's own shape with its error code.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return reply.status(400).send({ message: 'The address is not valid.', errors: {} });
}

/**
 * Any request with a body can be refused before its route runs (broken JSON, too large, a type
 * nobody reads), and any write can lose a race with another (409, `LOST_RACE`).
 */
const WRITE_REFUSALS = { 400: ApiError, 409: ApiError, 413: ApiError, 415: ApiError };

/** So the OpenAPI names every status a write can answer (routes list their own first). */
function documentWriteRefusals(route: RouteOptions) {
  const methods = [route.method].flat();
  if (!route.schema || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
  route.schema.response = { ...WRITE_REFUSALS, ...(route.schema.response as object) };
}
