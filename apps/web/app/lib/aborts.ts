/**
 * React Router aborts a fetcher's request when a newer call or a navigation supersedes it. Its
 * single-fetch decoder (turbo-stream's `decode`) keeps reading the body after the first line and
 * leaves that read's promise, and `reader.closed`, without a handler: an abort then surfaces as an
 * unhandled `AbortError` ("signal is aborted without reason") though nothing failed. Aborts are
 * always asked for, so the page does not report them; every other rejection is reported as before.
 */
export function quietAbort(event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>): void {
  if (isAbort(event.reason)) event.preventDefault();
}

function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}
