import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import { ApiFailure } from '../../lib/api.server.ts';
import { PASSWORD_FIELDS } from './validate.ts';

type Read = Submission<unknown, string[], unknown>;

/** A form its schema refused: the errors beside the fields, what was typed (never a password). */
export function invalidForm(submission: Read) {
  return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 422 });
}

/**
 * A form the API refused: its message (one toast, or one per field message with `toastEach`,
 * §8), and its errors beside the fields. Anything but a 4xx refusal is thrown on.
 */
export function refusedForm(submission: Read, error: unknown, { toastEach = false } = {}) {
  if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
  const messages = Object.values(error.errors).flat();
  return data(
    {
      message: error.message,
      ...(toastEach ? { messages: messages.length ? messages : [error.message] } : {}),
      result: submission.reply({ fieldErrors: error.errors, hideFields: PASSWORD_FIELDS }),
    },
    { status: error.status },
  );
}
