/** Typed domain errors; the error handler maps each code to an HTTP status in one place. */
export type ErrorCode =
  | 'invalid_data'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_failed'
  | 'payload_too_large'
  | 'too_many_requests';

export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_data: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 402,
  payload_too_large: 413,
  too_many_requests: 429,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const invalidData = (message: string, errors: Record<string, string[]> = {}) =>
  new AppError('invalid_data', message, errors);

/** A unique index refused the write (PostgreSQL 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}
