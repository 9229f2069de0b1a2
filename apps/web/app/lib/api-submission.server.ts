import type { Submission, SubmissionResult } from '@conform-to/react';
import { ApiFailure } from './api.server.ts';

export type SubmitOutcome<T> = { ok: true; value: T } | { ok: false; result: SubmissionResult };

/**
 * Sends a form the shared schema accepted to the API. A refusal (4xx `{ message, errors }`)
 * becomes the form's answer, its errors beside the fields; anything else is thrown.
 */
export async function submitToApi<T>(
  submission: Submission<unknown>,
  send: () => Promise<T>,
): Promise<SubmitOutcome<T>> {
  try {
    return { ok: true, value: await send() };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    // The message says what the field errors say; it stands alone only when they are none.
    const beside = Object.keys(error.errors).length > 0;
    return {
      ok: false,
      result: submission.reply({
        formErrors: beside ? [] : [error.message],
        fieldErrors: error.errors,
      }),
    };
  }
}
