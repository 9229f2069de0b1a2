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

/** Whether PostgreSQL refused with one of `codes`, however deep the driver wrapped its error. */
function refusedWith(error: unknown, codes: readonly string[]): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code !== undefined && codes.includes(e.code)) return true;
  }
  return false;
}

/** A unique index refused the write (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => refusedWith(error, ['23505']);

/**
 * The write lost a race with another and changed nothing: what it refers to was removed
 * meanwhile (a foreign key, 23503), or PostgreSQL aborted it to end a deadlock (40P01) or could
 * not serialise it (40001). Asked again, it sees the other write's outcome.
 */
export const isLostRace = (error: unknown) => refusedWith(error, ['23503', '40P01', '40001']);
