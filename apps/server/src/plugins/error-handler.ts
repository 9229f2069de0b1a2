import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, STATUS_OF } from '../lib/errors.ts';

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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Server error. Please try again later.', errors: {} });
    }
    return reply.status(status).send({ message: error.message, errors: {} });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `No API route ${request.method} ${request.url.split('?')[0]}.`,
      errors: {},
    }),
  );
}
